CREATE TABLE "comment_reactions" (
	"comment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comment_reactions_comment_id_user_id_pk" PRIMARY KEY("comment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"publication_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"reply_to" uuid,
	"text" text DEFAULT '' NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comments_not_empty_check" CHECK ("comments"."text" <> '' or "comments"."image" is not null),
	CONSTRAINT "comments_not_self_reply_check" CHECK ("comments"."reply_to" is null or "comments"."reply_to" <> "comments"."id")
);
--> statement-breakpoint
CREATE TABLE "publication_photos" (
	"publication_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"url" text NOT NULL,
	CONSTRAINT "publication_photos_publication_id_position_pk" PRIMARY KEY("publication_id","position"),
	CONSTRAINT "publication_photos_position_check" CHECK ("publication_photos"."position" between 0 and 14)
);
--> statement-breakpoint
CREATE TABLE "publication_reactions" (
	"publication_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "publication_reactions_publication_id_user_id_pk" PRIMARY KEY("publication_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "publication_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "publication_types_code_key" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "publications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_id" uuid NOT NULL,
	"type" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"audience" text NOT NULL,
	"video_kind" text,
	"video_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "publications_audience_check" CHECK ("publications"."audience" in ('public', 'friends', 'private')),
	CONSTRAINT "publications_video_check" CHECK (("publications"."video_kind" is null and "publications"."video_url" is null) or ("publications"."video_kind" in ('upload', 'youtube', 'vimeo') and "publications"."video_url" is not null))
);
--> statement-breakpoint
CREATE TABLE "reaction_types" (
	"code" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "comment_reactions" ADD CONSTRAINT "comment_reactions_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_reactions" ADD CONSTRAINT "comment_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_reactions" ADD CONSTRAINT "comment_reactions_kind_reaction_types_code_fk" FOREIGN KEY ("kind") REFERENCES "public"."reaction_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_reply_to_comments_id_fk" FOREIGN KEY ("reply_to") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_photos" ADD CONSTRAINT "publication_photos_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_photos" ADD CONSTRAINT "publication_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_reactions" ADD CONSTRAINT "publication_reactions_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_reactions" ADD CONSTRAINT "publication_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_reactions" ADD CONSTRAINT "publication_reactions_kind_reaction_types_code_fk" FOREIGN KEY ("kind") REFERENCES "public"."reaction_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_type_publication_types_code_fk" FOREIGN KEY ("type") REFERENCES "public"."publication_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comment_reactions_user_id_idx" ON "comment_reactions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "comments_publication_reply_created_at_id_idx" ON "comments" USING btree ("publication_id","reply_to","created_at","id");--> statement-breakpoint
CREATE INDEX "comments_reply_to_idx" ON "comments" USING btree ("reply_to");--> statement-breakpoint
CREATE INDEX "comments_author_id_idx" ON "comments" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "publication_reactions_user_id_idx" ON "publication_reactions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "publications_author_created_at_id_idx" ON "publications" USING btree ("author_id","created_at","id");--> statement-breakpoint
INSERT INTO "publication_types" ("code", "label", "position") VALUES
  ('texte', 'Texte', 0), ('photo', 'Photo', 1), ('video', 'Vidéo', 2), ('celebration', 'Célébration', 3);
--> statement-breakpoint
INSERT INTO "reaction_types" ("code", "label", "position") VALUES
  ('amen', 'Amen', 0), ('jaime', 'J''aime', 1), ('priere', 'Je prie pour toi', 2), ('merci', 'Merci', 3);
