CREATE TABLE "album_item_traces" (
	"item_id" uuid PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"added_by" uuid NOT NULL,
	"publication_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "album_tags" (
	"item_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"tagged_by" uuid NOT NULL,
	"removal" text,
	"removal_note" text DEFAULT '' NOT NULL,
	"removal_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "album_tags_pkey" PRIMARY KEY("item_id","user_id"),
	CONSTRAINT "album_tags_removal_check" CHECK ("album_tags"."removal" in ('requested', 'kept'))
);
--> statement-breakpoint
DROP INDEX "albums_event_updated_at_id_idx";--> statement-breakpoint
ALTER TABLE "album_tags" ADD CONSTRAINT "album_tags_item_id_album_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."album_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_tags" ADD CONSTRAINT "album_tags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_tags" ADD CONSTRAINT "album_tags_tagged_by_users_id_fk" FOREIGN KEY ("tagged_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "album_item_traces_url_idx" ON "album_item_traces" USING btree ("url");--> statement-breakpoint
CREATE INDEX "album_tags_user_created_at_idx" ON "album_tags" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "album_tags_pending_idx" ON "album_tags" USING btree ("item_id") WHERE "album_tags"."removal" = 'requested';--> statement-breakpoint
CREATE UNIQUE INDEX "albums_event_id_key" ON "albums" USING btree ("event_id") WHERE "albums"."event_id" is not null;--> statement-breakpoint
INSERT INTO "album_item_traces" ("item_id", "url", "added_by", "publication_id", "created_at")
  SELECT "id", "url", "added_by", "publication_id", "created_at" FROM "album_items"
  ON CONFLICT DO NOTHING;
