ALTER TYPE "public"."notification_kind" ADD VALUE 'event_remembered' BEFORE 'premium_shared';--> statement-breakpoint
CREATE TABLE "event_memories" (
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"mood" "mood" NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_memories_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "event_memories" ADD CONSTRAINT "event_memories_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_memories" ADD CONSTRAINT "event_memories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;