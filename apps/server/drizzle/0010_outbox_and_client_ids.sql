CREATE TABLE "domain_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "event_id" uuid;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "client_id" uuid;--> statement-breakpoint
CREATE INDEX "domain_events_undelivered_idx" ON "domain_events" USING btree ("created_at") WHERE delivered_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_event_user_type_key" ON "notifications" USING btree ("event_id","user_id","notification_type");--> statement-breakpoint
CREATE UNIQUE INDEX "comments_author_client_id_key" ON "comments" USING btree ("author_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "publications_author_client_id_key" ON "publications" USING btree ("author_id","client_id");