ALTER TYPE "public"."consent_kind" ADD VALUE 'news';--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "news_subscription" SET DEFAULT false;