CREATE TYPE "public"."event_status" AS ENUM('pending', 'accepted', 'rejected', 'completed');--> statement-breakpoint
CREATE TYPE "public"."mood" AS ENUM('fire', 'hot_pepper', 'peach', 'boom', 'ice_cream', 'candle', 'devil', 'eggplant', 'tongue', 'sweat', 'ok_hand');--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'invite_received';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'invite_accepted';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'invite_rejected';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'partner_removed';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'event_received';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'event_accepted';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'event_rejected';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'event_changed';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'event_completed';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'event_deleted';--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"source_user_id" integer NOT NULL,
	"target_user_id" integer,
	"fantasy_id" integer,
	"public_event_id" integer,
	"mood" "mood" DEFAULT 'fire' NOT NULL,
	"happens_at" timestamp with time zone NOT NULL,
	"status" "event_status" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "public_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_ru" text NOT NULL,
	"name_en" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	CONSTRAINT "public_events_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "actor_user_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "event_id" integer;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_source_user_id_users_id_fk" FOREIGN KEY ("source_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_fantasy_id_fantasies_id_fk" FOREIGN KEY ("fantasy_id") REFERENCES "public"."fantasies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_public_event_id_public_events_id_fk" FOREIGN KEY ("public_event_id") REFERENCES "public"."public_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_source_user_id_idx" ON "events" USING btree ("source_user_id","happens_at");--> statement-breakpoint
CREATE INDEX "events_target_user_id_idx" ON "events" USING btree ("target_user_id","happens_at");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;