CREATE TABLE "article_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"article_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"reply_to" uuid,
	"text" text NOT NULL,
	"client_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_comments_not_empty_check" CHECK ("article_comments"."text" <> '')
);
--> statement-breakpoint
CREATE TABLE "article_reactions" (
	"article_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_reactions_article_id_user_id_pk" PRIMARY KEY("article_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"image" text,
	"image_alt" text DEFAULT '' NOT NULL,
	"author_id" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_status_check" CHECK ("articles"."status" in ('draft', 'scheduled', 'published')),
	CONSTRAINT "articles_publish_at_check" CHECK (("articles"."status" = 'draft') = ("articles"."publish_at" is null)),
	CONSTRAINT "articles_category_check" CHECK ("articles"."category" in ('vie-paroissiale', 'liturgie', 'solidarite', 'jeunes', 'annonces', 'temoignages'))
);
--> statement-breakpoint
CREATE TABLE "sheet_weeks" (
	"week_start" date PRIMARY KEY NOT NULL,
	"word" text DEFAULT '' NOT NULL,
	"pinned_article_id" uuid,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sheet_weeks_monday_check" CHECK (extract(isodow from "sheet_weeks"."week_start") = 1)
);
--> statement-breakpoint
ALTER TABLE "article_comments" ADD CONSTRAINT "article_comments_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_comments" ADD CONSTRAINT "article_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_comments" ADD CONSTRAINT "article_comments_reply_to_article_comments_id_fk" FOREIGN KEY ("reply_to") REFERENCES "public"."article_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_reactions" ADD CONSTRAINT "article_reactions_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_reactions" ADD CONSTRAINT "article_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_reactions" ADD CONSTRAINT "article_reactions_kind_reaction_types_code_fk" FOREIGN KEY ("kind") REFERENCES "public"."reaction_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sheet_weeks" ADD CONSTRAINT "sheet_weeks_pinned_article_id_articles_id_fk" FOREIGN KEY ("pinned_article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sheet_weeks" ADD CONSTRAINT "sheet_weeks_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "article_comments_author_client_id_key" ON "article_comments" USING btree ("author_id","client_id");--> statement-breakpoint
CREATE INDEX "article_comments_article_reply_created_at_id_idx" ON "article_comments" USING btree ("article_id","reply_to","created_at","id");--> statement-breakpoint
CREATE INDEX "article_comments_reply_to_idx" ON "article_comments" USING btree ("reply_to");--> statement-breakpoint
CREATE INDEX "article_comments_author_idx" ON "article_comments" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "article_reactions_user_idx" ON "article_reactions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "articles_status_publish_at_id_idx" ON "articles" USING btree ("status","publish_at","id");