CREATE TABLE "celebration_notices" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "celebration_notices_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "celebration_wishes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sender_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"occasion" text NOT NULL,
	"year" integer NOT NULL,
	"channel" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "celebration_wishes_occasion_check" CHECK ("celebration_wishes"."occasion" in ('birthday', 'name_day', 'membership')),
	CONSTRAINT "celebration_wishes_channel_check" CHECK ("celebration_wishes"."channel" in ('message', 'notification'))
);
--> statement-breakpoint
ALTER TABLE "celebration_notices" ADD CONSTRAINT "celebration_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "celebration_wishes" ADD CONSTRAINT "celebration_wishes_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "celebration_wishes" ADD CONSTRAINT "celebration_wishes_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "celebration_wishes_once_key" ON "celebration_wishes" USING btree ("sender_id","recipient_id","occasion","year");--> statement-breakpoint
CREATE INDEX "celebration_wishes_recipient_idx" ON "celebration_wishes" USING btree ("recipient_id");