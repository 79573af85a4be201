ALTER TYPE "public"."notification_kind" ADD VALUE 'event_proposed' BEFORE 'event_completed';--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "proposed_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_proposed_by_user_id_users_id_fk" FOREIGN KEY ("proposed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;