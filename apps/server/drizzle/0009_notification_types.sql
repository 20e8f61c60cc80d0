CREATE TABLE "notification_types" (
	"code" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
-- The types already stored; each start adds the modules' types (no migration per new type).
INSERT INTO "notification_types" ("code") SELECT DISTINCT "notification_type" FROM "notifications" ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_notification_type_notification_types_code_fk" FOREIGN KEY ("notification_type") REFERENCES "public"."notification_types"("code") ON DELETE no action ON UPDATE no action;