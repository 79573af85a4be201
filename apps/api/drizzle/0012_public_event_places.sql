ALTER TABLE "public_events" ADD COLUMN "city_ru" text;--> statement-breakpoint
ALTER TABLE "public_events" ADD COLUMN "city_en" text;--> statement-breakpoint
ALTER TABLE "public_events" ADD COLUMN "locales" text[];