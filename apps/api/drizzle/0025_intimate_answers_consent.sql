-- Consent to process answers about fantasies (ADR 0035): the consent in force on the user's row,
-- its history in `consents` with the version of the text. People who answered before get no
-- consent and lose nothing: they are asked before their next answer.
ALTER TYPE "public"."consent_kind" ADD VALUE 'intimate_answers';--> statement-breakpoint
ALTER TABLE "consents" ADD COLUMN "version" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "intimate_answers_consent_version" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "intimate_answers_consent_given_at" timestamp with time zone;