CREATE TABLE "help_feedback" (
	"article_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"helpful" boolean NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_feedback_article_id_user_id_pk" PRIMARY KEY("article_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "member_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"version" text NOT NULL,
	"given_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_consents_user_kind_version_key" UNIQUE("user_id","kind","version"),
	CONSTRAINT "member_consents_kind_check" CHECK ("member_consents"."kind" in ('terms', 'religious_data'))
);
--> statement-breakpoint
CREATE TABLE "terms_versions" (
	"version" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "help_feedback" ADD CONSTRAINT "help_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_consents" ADD CONSTRAINT "member_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_consents" ADD CONSTRAINT "member_consents_version_terms_versions_version_fk" FOREIGN KEY ("version") REFERENCES "public"."terms_versions"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "help_feedback_user_id_idx" ON "help_feedback" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "terms_versions_published_at_idx" ON "terms_versions" USING btree ("published_at");