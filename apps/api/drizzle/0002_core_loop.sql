CREATE TYPE "public"."fantasy_sorting" AS ENUM('likes', 'comments', 'random');--> statement-breakpoint
CREATE TYPE "public"."notification_kind" AS ENUM('match');--> statement-breakpoint
CREATE TABLE "deepid_entries" (
	"user_id" integer NOT NULL,
	"position" integer NOT NULL,
	"fantasy_id" integer NOT NULL,
	CONSTRAINT "deepid_entries_user_id_position_pk" PRIMARY KEY("user_id","position")
);
--> statement-breakpoint
CREATE TABLE "fantasy_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"fantasy_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"text" text NOT NULL,
	"anonym" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fantasy_stats" (
	"fantasy_id" integer PRIMARY KEY NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"feedback_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "likes" (
	"user_id" integer NOT NULL,
	"fantasy_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "likes_user_id_fantasy_id_pk" PRIMARY KEY("user_id","fantasy_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" "notification_kind" NOT NULL,
	"fantasy_id" integer,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_filters" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"difficulty" "difficulty",
	"sorting" "fantasy_sorting" DEFAULT 'random' NOT NULL,
	"tag_ids" integer[] DEFAULT '{}'::integer[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deepid_entries" ADD CONSTRAINT "deepid_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deepid_entries" ADD CONSTRAINT "deepid_entries_fantasy_id_fantasies_id_fk" FOREIGN KEY ("fantasy_id") REFERENCES "public"."fantasies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fantasy_feedback" ADD CONSTRAINT "fantasy_feedback_fantasy_id_fantasies_id_fk" FOREIGN KEY ("fantasy_id") REFERENCES "public"."fantasies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fantasy_feedback" ADD CONSTRAINT "fantasy_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fantasy_stats" ADD CONSTRAINT "fantasy_stats_fantasy_id_fantasies_id_fk" FOREIGN KEY ("fantasy_id") REFERENCES "public"."fantasies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_fantasy_id_fantasies_id_fk" FOREIGN KEY ("fantasy_id") REFERENCES "public"."fantasies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_fantasy_id_fantasies_id_fk" FOREIGN KEY ("fantasy_id") REFERENCES "public"."fantasies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_filters" ADD CONSTRAINT "user_filters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deepid_entries_user_fantasy_key" ON "deepid_entries" USING btree ("user_id","fantasy_id");--> statement-breakpoint
CREATE INDEX "fantasy_feedback_fantasy_id_idx" ON "fantasy_feedback" USING btree ("fantasy_id");--> statement-breakpoint
CREATE INDEX "notifications_user_id_created_at_idx" ON "notifications" USING btree ("user_id","created_at");