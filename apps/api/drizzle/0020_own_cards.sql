ALTER TABLE "fantasies" ALTER COLUMN "slug" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "fantasies" ADD COLUMN "author_id" integer;--> statement-breakpoint
ALTER TABLE "fantasies" ADD COLUMN "shared_with_id" integer;--> statement-breakpoint
ALTER TABLE "fantasies" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "fantasies" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "fantasies" ADD CONSTRAINT "fantasies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fantasies" ADD CONSTRAINT "fantasies_shared_with_id_users_id_fk" FOREIGN KEY ("shared_with_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fantasies_author_id_idx" ON "fantasies" USING btree ("author_id") WHERE "fantasies"."author_id" is not null;--> statement-breakpoint
CREATE INDEX "fantasies_shared_with_id_idx" ON "fantasies" USING btree ("shared_with_id") WHERE "fantasies"."shared_with_id" is not null;--> statement-breakpoint
ALTER TABLE "fantasies" ADD CONSTRAINT "fantasies_slug_xor_author" CHECK (("fantasies"."slug" is null) <> ("fantasies"."author_id" is null));--> statement-breakpoint
ALTER TABLE "fantasies" ADD CONSTRAINT "fantasies_own_cards_light" CHECK ("fantasies"."author_id" is null or "fantasies"."difficulty" = 'light');--> statement-breakpoint
ALTER TABLE "fantasies" ADD CONSTRAINT "fantasies_shared_only_when_own" CHECK ("fantasies"."author_id" is not null or "fantasies"."shared_with_id" is null);