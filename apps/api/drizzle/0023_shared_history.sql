ALTER TABLE "events" ADD COLUMN "couple_ended_at" timestamp with time zone;--> statement-breakpoint
-- Completed dates of couples who split before this column existed are history already.
UPDATE "events" SET "couple_ended_at" = now()
WHERE "status" = 'completed' AND "target_user_id" IS NOT NULL
  AND NOT EXISTS (
    SELECT 1 FROM "users" u
    WHERE u."id" = "events"."source_user_id" AND u."partner_id" = "events"."target_user_id"
  );
