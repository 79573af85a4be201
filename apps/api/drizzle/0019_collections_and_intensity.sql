CREATE TYPE "public"."bolder_cards" AS ENUM('off', 'some', 'all');--> statement-breakpoint
CREATE TABLE "collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"emoji" text NOT NULL,
	"title_ru" text NOT NULL,
	"title_en" text NOT NULL,
	"line_ru" text NOT NULL,
	"line_en" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "collections_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "fantasy_collections" (
	"fantasy_id" integer NOT NULL,
	"collection_id" integer NOT NULL,
	CONSTRAINT "fantasy_collections_fantasy_id_collection_id_pk" PRIMARY KEY("fantasy_id","collection_id")
);
--> statement-breakpoint
ALTER TABLE "user_filters" ADD COLUMN "collection_id" integer;--> statement-breakpoint
ALTER TABLE "user_filters" ADD COLUMN "bolder_cards" "bolder_cards" DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "fantasy_collections" ADD CONSTRAINT "fantasy_collections_fantasy_id_fantasies_id_fk" FOREIGN KEY ("fantasy_id") REFERENCES "public"."fantasies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fantasy_collections" ADD CONSTRAINT "fantasy_collections_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fantasy_collections_collection_id_idx" ON "fantasy_collections" USING btree ("collection_id");--> statement-breakpoint
ALTER TABLE "user_filters" ADD CONSTRAINT "user_filters_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE set null ON UPDATE no action;