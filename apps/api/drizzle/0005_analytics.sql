CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_type" text NOT NULL,
	"device_id" text,
	"user_id" text,
	"session_id" bigint,
	"event_time" timestamp with time zone,
	"insert_id" text,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"forwarded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_events_insert_id_key" ON "analytics_events" USING btree ("insert_id");--> statement-breakpoint
CREATE INDEX "analytics_events_unforwarded_idx" ON "analytics_events" USING btree ("id") WHERE "analytics_events"."forwarded_at" is null;