CREATE TABLE "album_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"album_id" uuid NOT NULL,
	"added_by" uuid NOT NULL,
	"kind" text DEFAULT 'photo' NOT NULL,
	"url" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	"publication_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "album_items_publication_id_key" UNIQUE("publication_id"),
	CONSTRAINT "album_items_kind_check" CHECK ("album_items"."kind" in ('photo', 'video'))
);
--> statement-breakpoint
CREATE TABLE "albums" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"audience" text NOT NULL,
	"group_id" uuid,
	"event_id" uuid,
	"contributors" text DEFAULT 'owner' NOT NULL,
	"cover_item_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "albums_audience_check" CHECK ("albums"."audience" in ('public', 'friends', 'private', 'group', 'event')),
	CONSTRAINT "albums_group_check" CHECK (("albums"."audience" = 'group') = ("albums"."group_id" is not null)),
	CONSTRAINT "albums_event_check" CHECK (("albums"."audience" = 'event') = ("albums"."event_id" is not null)),
	CONSTRAINT "albums_contributors_check" CHECK ("albums"."contributors" in ('owner', 'members'))
);
--> statement-breakpoint
ALTER TABLE "album_items" ADD CONSTRAINT "album_items_album_id_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."albums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_items" ADD CONSTRAINT "album_items_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_items" ADD CONSTRAINT "album_items_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "albums" ADD CONSTRAINT "albums_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "albums" ADD CONSTRAINT "albums_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "albums" ADD CONSTRAINT "albums_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "album_items_album_position_id_idx" ON "album_items" USING btree ("album_id","position","id");--> statement-breakpoint
CREATE INDEX "album_items_added_by_idx" ON "album_items" USING btree ("added_by");--> statement-breakpoint
CREATE INDEX "album_items_url_idx" ON "album_items" USING btree ("url");--> statement-breakpoint
CREATE INDEX "albums_owner_updated_at_id_idx" ON "albums" USING btree ("owner_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "albums_group_updated_at_id_idx" ON "albums" USING btree ("group_id","updated_at","id") WHERE "albums"."group_id" is not null;--> statement-breakpoint
CREATE INDEX "albums_event_updated_at_id_idx" ON "albums" USING btree ("event_id","updated_at","id") WHERE "albums"."event_id" is not null;--> statement-breakpoint
-- The hidden kind of an album item's thread (docs/adr/0018-albums.md): never listed.
INSERT INTO "publication_types" ("code", "label", "position") VALUES ('album', 'Album', 99);
