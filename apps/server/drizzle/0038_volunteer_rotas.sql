CREATE TABLE "rota_absences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rota_absences_order_check" CHECK ("rota_absences"."to_date" >= "rota_absences"."from_date")
);
--> statement-breakpoint
CREATE TABLE "rota_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slot_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"seat" integer,
	"asked_by" uuid,
	"reminded_on" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rota_assignments_slot_user_key" UNIQUE("slot_id","user_id"),
	CONSTRAINT "rota_assignments_seat_check" CHECK (("rota_assignments"."status" in ('asked', 'accepted', 'replacement')) = ("rota_assignments"."seat" is not null))
);
--> statement-breakpoint
CREATE TABLE "rota_feeds" (
	"user_id" uuid NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rota_feeds_user_id_pk" PRIMARY KEY("user_id"),
	CONSTRAINT "rota_feeds_token_key" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "rota_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"places" integer NOT NULL,
	"weekday" integer,
	"time" text,
	"event_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rota_services_places_check" CHECK ("rota_services"."places" between 1 and 30),
	CONSTRAINT "rota_services_shape_check" CHECK (("rota_services"."event_id" is null and "rota_services"."weekday" between 1 and 7 and "rota_services"."time" is not null)
        or ("rota_services"."event_id" is not null and "rota_services"."weekday" is null and "rota_services"."time" is null))
);
--> statement-breakpoint
CREATE TABLE "rota_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_id" uuid NOT NULL,
	"on_date" date NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"places" integer NOT NULL,
	"open" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rota_slots_service_date_key" UNIQUE("service_id","on_date")
);
--> statement-breakpoint
ALTER TABLE "rota_absences" ADD CONSTRAINT "rota_absences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rota_assignments" ADD CONSTRAINT "rota_assignments_slot_id_rota_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."rota_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rota_assignments" ADD CONSTRAINT "rota_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rota_assignments" ADD CONSTRAINT "rota_assignments_asked_by_users_id_fk" FOREIGN KEY ("asked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rota_feeds" ADD CONSTRAINT "rota_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rota_services" ADD CONSTRAINT "rota_services_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rota_services" ADD CONSTRAINT "rota_services_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rota_services" ADD CONSTRAINT "rota_services_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rota_slots" ADD CONSTRAINT "rota_slots_service_id_rota_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."rota_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rota_absences_user_id_idx" ON "rota_absences" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rota_assignments_slot_seat_key" ON "rota_assignments" USING btree ("slot_id","seat") WHERE "rota_assignments"."seat" is not null;--> statement-breakpoint
CREATE INDEX "rota_assignments_user_id_idx" ON "rota_assignments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rota_services_group_id_idx" ON "rota_services" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "rota_slots_on_date_idx" ON "rota_slots" USING btree ("on_date");