CREATE TABLE "match_notices" (
	"first_user_id" integer NOT NULL,
	"second_user_id" integer NOT NULL,
	"fantasy_id" integer NOT NULL,
	"notified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	CONSTRAINT "match_notices_first_user_id_second_user_id_fantasy_id_pk" PRIMARY KEY("first_user_id","second_user_id","fantasy_id"),
	CONSTRAINT "match_notices_couple_order" CHECK ("match_notices"."first_user_id" < "match_notices"."second_user_id")
);
--> statement-breakpoint
ALTER TABLE "fantasy_stats" ADD COLUMN "unpublished_feedback_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "fantasy_stats" ADD COLUMN "unpublished_feedback_day" date;--> statement-breakpoint
ALTER TABLE "match_notices" ADD CONSTRAINT "match_notices_first_user_id_users_id_fk" FOREIGN KEY ("first_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_notices" ADD CONSTRAINT "match_notices_second_user_id_users_id_fk" FOREIGN KEY ("second_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_notices" ADD CONSTRAINT "match_notices_fantasy_id_fantasies_id_fk" FOREIGN KEY ("fantasy_id") REFERENCES "public"."fantasies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_notices_second_user_id_idx" ON "match_notices" USING btree ("second_user_id");--> statement-breakpoint
-- The matches that exist now were notified when they appeared.
INSERT INTO "match_notices" ("first_user_id", "second_user_id", "fantasy_id", "notified_at")
SELECT mine.user_id, me.partner_id, mine.fantasy_id, greatest(mine.created_at, theirs.created_at)
FROM "likes" mine
JOIN "users" me ON me.id = mine.user_id
JOIN "likes" theirs ON theirs.user_id = me.partner_id AND theirs.fantasy_id = mine.fantasy_id
WHERE mine.user_id < me.partner_id;
