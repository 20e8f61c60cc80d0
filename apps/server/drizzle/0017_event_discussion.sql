ALTER TABLE "publications" DROP CONSTRAINT "publications_audience_check";--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "event_id" uuid;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "publications_event_created_at_id_idx" ON "publications" USING btree ("event_id","created_at","id") WHERE "publications"."event_id" is not null;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_event_audience_check" CHECK (("publications"."audience" = 'event') = ("publications"."event_id" is not null));--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_audience_check" CHECK ("publications"."audience" in ('public', 'friends', 'private', 'group', 'event'));