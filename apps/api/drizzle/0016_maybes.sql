CREATE TABLE "maybes" (
	"user_id" integer NOT NULL,
	"fantasy_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maybes_user_id_fantasy_id_pk" PRIMARY KEY("user_id","fantasy_id")
);
--> statement-breakpoint
ALTER TABLE "maybes" ADD CONSTRAINT "maybes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maybes" ADD CONSTRAINT "maybes_fantasy_id_fantasies_id_fk" FOREIGN KEY ("fantasy_id") REFERENCES "public"."fantasies"("id") ON DELETE cascade ON UPDATE no action;