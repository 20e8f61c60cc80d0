CREATE TABLE "prayer_digests" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"hour" smallint NOT NULL,
	"last_sent_on" date,
	CONSTRAINT "prayer_digests_hour_check" CHECK ("prayer_digests"."hour" between 0 and 23)
);
--> statement-breakpoint
CREATE TABLE "prayer_intentions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_id" uuid NOT NULL,
	"text" text NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"audience" text NOT NULL,
	"group_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"thanksgiving" text,
	"thanked_at" timestamp with time zone,
	"moderation_hidden_at" timestamp with time zone,
	CONSTRAINT "prayer_intentions_audience_check" CHECK (audience in ('community', 'friends', 'group')),
	CONSTRAINT "prayer_intentions_group_check" CHECK (("prayer_intentions"."audience" = 'group') = ("prayer_intentions"."group_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "prayer_notices" (
	"intention_id" uuid NOT NULL,
	"day" date NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "prayer_notices_intention_id_day_pk" PRIMARY KEY("intention_id","day")
);
--> statement-breakpoint
CREATE TABLE "prayer_prayers" (
	"intention_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prayer_prayers_intention_id_user_id_pk" PRIMARY KEY("intention_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "prayer_supports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"intention_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "moderation_cases" DROP CONSTRAINT "moderation_cases_target_type_check";--> statement-breakpoint
ALTER TABLE "prayer_digests" ADD CONSTRAINT "prayer_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prayer_intentions" ADD CONSTRAINT "prayer_intentions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prayer_intentions" ADD CONSTRAINT "prayer_intentions_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prayer_notices" ADD CONSTRAINT "prayer_notices_intention_id_prayer_intentions_id_fk" FOREIGN KEY ("intention_id") REFERENCES "public"."prayer_intentions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prayer_prayers" ADD CONSTRAINT "prayer_prayers_intention_id_prayer_intentions_id_fk" FOREIGN KEY ("intention_id") REFERENCES "public"."prayer_intentions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prayer_prayers" ADD CONSTRAINT "prayer_prayers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prayer_supports" ADD CONSTRAINT "prayer_supports_intention_id_prayer_intentions_id_fk" FOREIGN KEY ("intention_id") REFERENCES "public"."prayer_intentions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prayer_supports" ADD CONSTRAINT "prayer_supports_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prayer_digests_hour_idx" ON "prayer_digests" USING btree ("hour");--> statement-breakpoint
CREATE INDEX "prayer_intentions_ends_at_idx" ON "prayer_intentions" USING btree ("ends_at","id");--> statement-breakpoint
CREATE INDEX "prayer_intentions_author_idx" ON "prayer_intentions" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "prayer_intentions_group_idx" ON "prayer_intentions" USING btree ("group_id","ends_at") WHERE "prayer_intentions"."group_id" is not null;--> statement-breakpoint
CREATE INDEX "prayer_prayers_user_idx" ON "prayer_prayers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "prayer_supports_intention_idx" ON "prayer_supports" USING btree ("intention_id","created_at");--> statement-breakpoint
CREATE INDEX "prayer_supports_author_idx" ON "prayer_supports" USING btree ("author_id");--> statement-breakpoint
ALTER TABLE "moderation_cases" ADD CONSTRAINT "moderation_cases_target_type_check" CHECK (target_type in ('publication', 'comment', 'member', 'message', 'album_item', 'article_comment', 'event', 'group', 'prayer'));