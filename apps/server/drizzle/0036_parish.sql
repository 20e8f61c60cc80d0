CREATE TABLE "parish_exceptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"exception" text NOT NULL,
	"time_id" uuid,
	"on_date" date,
	"new_date" date,
	"new_time" text,
	"kind" text,
	"label" text DEFAULT '' NOT NULL,
	"duration_minutes" integer DEFAULT 60 NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parish_exceptions_shape_check" CHECK (("parish_exceptions"."exception" = 'add' and "parish_exceptions"."time_id" is null and "parish_exceptions"."new_date" is not null and "parish_exceptions"."new_time" is not null and "parish_exceptions"."kind" is not null)
        or ("parish_exceptions"."exception" = 'cancel' and "parish_exceptions"."time_id" is not null and "parish_exceptions"."on_date" is not null)
        or ("parish_exceptions"."exception" = 'move' and "parish_exceptions"."time_id" is not null and "parish_exceptions"."on_date" is not null and "parish_exceptions"."new_date" is not null and "parish_exceptions"."new_time" is not null))
);
--> statement-breakpoint
CREATE TABLE "parish_profiles" (
	"group_id" uuid PRIMARY KEY NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"map_url" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"office_hours" text DEFAULT '' NOT NULL,
	"giving_url" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parish_request_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parish_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"requester_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'recue' NOT NULL,
	"person" text DEFAULT '' NOT NULL,
	"date_wished" date,
	"intention" text DEFAULT '' NOT NULL,
	"offering_paid_outside" boolean DEFAULT false NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parish_times" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"weekday" integer NOT NULL,
	"time" text NOT NULL,
	"duration_minutes" integer DEFAULT 60 NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parish_times_weekday_check" CHECK ("parish_times"."weekday" between 1 and 7)
);
--> statement-breakpoint
ALTER TABLE "parish_exceptions" ADD CONSTRAINT "parish_exceptions_group_id_parish_profiles_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."parish_profiles"("group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parish_exceptions" ADD CONSTRAINT "parish_exceptions_time_id_parish_times_id_fk" FOREIGN KEY ("time_id") REFERENCES "public"."parish_times"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parish_profiles" ADD CONSTRAINT "parish_profiles_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parish_request_messages" ADD CONSTRAINT "parish_request_messages_request_id_parish_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."parish_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parish_request_messages" ADD CONSTRAINT "parish_request_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parish_requests" ADD CONSTRAINT "parish_requests_group_id_parish_profiles_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."parish_profiles"("group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parish_requests" ADD CONSTRAINT "parish_requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parish_times" ADD CONSTRAINT "parish_times_group_id_parish_profiles_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."parish_profiles"("group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parish_exceptions_group_id_idx" ON "parish_exceptions" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "parish_request_messages_request_id_idx" ON "parish_request_messages" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "parish_requests_group_id_created_at_idx" ON "parish_requests" USING btree ("group_id","created_at");--> statement-breakpoint
CREATE INDEX "parish_requests_requester_id_idx" ON "parish_requests" USING btree ("requester_id");--> statement-breakpoint
CREATE INDEX "parish_times_group_id_idx" ON "parish_times" USING btree ("group_id");