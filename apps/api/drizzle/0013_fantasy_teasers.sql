ALTER TABLE "fantasies" ADD COLUMN "teaser_ru" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "fantasies" ADD COLUMN "teaser_en" text DEFAULT '' NOT NULL;