CREATE TABLE "moderation_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"case_id" uuid,
	"reason" text DEFAULT '' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_banned_emails" (
	"email" text NOT NULL,
	"decision_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderation_banned_emails_email_pk" PRIMARY KEY("email")
);
--> statement-breakpoint
CREATE TABLE "moderation_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"author_id" uuid,
	"group_id" uuid,
	"excerpt" text DEFAULT '' NOT NULL,
	"context" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"hidden_at" timestamp with time zone,
	"taken_by" uuid,
	"taken_at" timestamp with time zone,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "moderation_cases_status_check" CHECK ("moderation_cases"."status" in ('open', 'closed')),
	CONSTRAINT "moderation_cases_target_type_check" CHECK (target_type in ('publication', 'comment', 'member', 'message', 'album_item', 'article_comment', 'event', 'group'))
);
--> statement-breakpoint
CREATE TABLE "moderation_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"subject_id" uuid,
	"moderator_id" uuid,
	"action" text NOT NULL,
	"reason" text NOT NULL,
	"duration_days" integer,
	"reviews" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderation_decisions_action_check" CHECK (action in ('dismiss', 'hide', 'delete', 'warn', 'suspend', 'ban'))
);
--> statement-breakpoint
CREATE TABLE "moderation_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"author_id" uuid,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"reporter_id" uuid,
	"reason" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"snapshot" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderation_reports_reason_check" CHECK (reason in ('inappropriate', 'harassment', 'spam', 'misinformation', 'other'))
);
--> statement-breakpoint
CREATE TABLE "moderation_review_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"decision_id" uuid NOT NULL,
	"author_id" uuid,
	"text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "moderation_review_requests_decision_key" UNIQUE("decision_id")
);
--> statement-breakpoint
CREATE TABLE "moderation_suspensions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"until" timestamp with time zone,
	"reason" text NOT NULL,
	"decision_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "album_items" ADD COLUMN "moderation_hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "moderation_hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "moderation_hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "moderation_hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "article_comments" ADD COLUMN "moderation_hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "moderation_hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "moderation_hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "moderation_hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "moderation_cases" ADD CONSTRAINT "moderation_cases_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_cases" ADD CONSTRAINT "moderation_cases_taken_by_users_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_decisions" ADD CONSTRAINT "moderation_decisions_case_id_moderation_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."moderation_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_decisions" ADD CONSTRAINT "moderation_decisions_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_decisions" ADD CONSTRAINT "moderation_decisions_moderator_id_users_id_fk" FOREIGN KEY ("moderator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_notes" ADD CONSTRAINT "moderation_notes_case_id_moderation_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."moderation_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_notes" ADD CONSTRAINT "moderation_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_reports" ADD CONSTRAINT "moderation_reports_case_id_moderation_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."moderation_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_reports" ADD CONSTRAINT "moderation_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_review_requests" ADD CONSTRAINT "moderation_review_requests_case_id_moderation_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."moderation_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_review_requests" ADD CONSTRAINT "moderation_review_requests_decision_id_moderation_decisions_id_fk" FOREIGN KEY ("decision_id") REFERENCES "public"."moderation_decisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_review_requests" ADD CONSTRAINT "moderation_review_requests_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_suspensions" ADD CONSTRAINT "moderation_suspensions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderation_audit_created_idx" ON "moderation_audit" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_cases_open_target_key" ON "moderation_cases" USING btree ("target_type","target_id") WHERE "moderation_cases"."status" = 'open';--> statement-breakpoint
CREATE INDEX "moderation_cases_status_opened_idx" ON "moderation_cases" USING btree ("status","opened_at","id");--> statement-breakpoint
CREATE INDEX "moderation_cases_author_idx" ON "moderation_cases" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "moderation_decisions_case_idx" ON "moderation_decisions" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "moderation_decisions_subject_idx" ON "moderation_decisions" USING btree ("subject_id","created_at");--> statement-breakpoint
CREATE INDEX "moderation_notes_case_idx" ON "moderation_notes" USING btree ("case_id");--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_reports_reporter_target_key" ON "moderation_reports" USING btree ("reporter_id","target_type","target_id");--> statement-breakpoint
CREATE INDEX "moderation_reports_case_idx" ON "moderation_reports" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "moderation_review_requests_case_idx" ON "moderation_review_requests" USING btree ("case_id");--> statement-breakpoint
-- The audit log is append-only (docs/adr/0021-moderation.md): no UPDATE, DELETE or TRUNCATE.
CREATE FUNCTION "moderation_audit_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'moderation_audit is append-only: % refused', TG_OP;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "moderation_audit_no_change" BEFORE UPDATE OR DELETE ON "moderation_audit"
	FOR EACH ROW EXECUTE FUNCTION "moderation_audit_append_only"();
--> statement-breakpoint
CREATE TRIGGER "moderation_audit_no_truncate" BEFORE TRUNCATE ON "moderation_audit"
	FOR EACH STATEMENT EXECUTE FUNCTION "moderation_audit_append_only"();
