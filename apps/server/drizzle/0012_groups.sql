CREATE TABLE "group_members" (
	"group_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"role" text DEFAULT 'MEMBER' NOT NULL,
	"message" text,
	"invited_by" uuid,
	"notify_posts" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id"),
	CONSTRAINT "group_members_role_check" CHECK ("group_members"."status" = 'MEMBER' or "group_members"."role" = 'MEMBER')
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text DEFAULT 'GROUP' NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"visibility" text NOT NULL,
	"join_rule" text NOT NULL,
	"image" text,
	"logo" text,
	"category" text,
	"address" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"schedule" text DEFAULT '' NOT NULL,
	"search_text" text NOT NULL,
	"member_count" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "groups_member_count_check" CHECK ("groups"."member_count" >= 0),
	CONSTRAINT "groups_page_public_check" CHECK ("groups"."kind" = 'GROUP' or ("groups"."visibility" = 'PUBLIC' and "groups"."join_rule" = 'OPEN'))
);
--> statement-breakpoint
ALTER TABLE "publications" DROP CONSTRAINT "publications_audience_check";--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "group_id" uuid;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_members_user_status_idx" ON "group_members" USING btree ("user_id","status","group_id");--> statement-breakpoint
CREATE INDEX "group_members_group_status_idx" ON "group_members" USING btree ("group_id","status","created_at","user_id");--> statement-breakpoint
CREATE INDEX "groups_discover_idx" ON "groups" USING btree ("last_activity_at","id") WHERE "groups"."archived_at" is null and "groups"."visibility" <> 'SECRET';--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "publications_group_created_at_id_idx" ON "publications" USING btree ("group_id","created_at","id") WHERE "publications"."group_id" is not null;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_group_audience_check" CHECK (("publications"."audience" = 'group') = ("publications"."group_id" is not null));--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_audience_check" CHECK ("publications"."audience" in ('public', 'friends', 'private', 'group'));