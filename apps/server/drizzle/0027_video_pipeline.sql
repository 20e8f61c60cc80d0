ALTER TABLE "media" ADD COLUMN "status" text DEFAULT 'ready' NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "progress" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "source_key" text;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "poster_key" text;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "duration_ms" integer;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "failure" text;--> statement-breakpoint
CREATE INDEX "media_poster_key_idx" ON "media" USING btree ("poster_key") WHERE "media"."poster_key" is not null;--> statement-breakpoint
CREATE INDEX "media_processing_idx" ON "media" USING btree ("created_at") WHERE "media"."status" = 'processing';--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_status_check" CHECK ("media"."status" in ('processing', 'ready', 'failed'));--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_progress_check" CHECK ("media"."progress" between 0 and 100);