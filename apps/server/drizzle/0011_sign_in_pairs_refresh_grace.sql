ALTER TABLE "one_time_tokens" DROP CONSTRAINT "one_time_tokens_purpose_check";--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "replaced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sign_in_failures" ADD COLUMN "ip" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "sign_in_failures_email_ip_created_at_idx" ON "sign_in_failures" USING btree ("email","ip","created_at");--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_purpose_check" CHECK ("one_time_tokens"."purpose" in ('verify_email', 'reset_password', 'unlock_account'));