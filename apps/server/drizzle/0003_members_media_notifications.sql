CREATE TABLE "media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"url" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_storage_key_key" UNIQUE("storage_key"),
	CONSTRAINT "media_url_key" UNIQUE("url"),
	CONSTRAINT "media_content_type_check" CHECK ("media"."content_type" in ('image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif')),
	CONSTRAINT "media_bytes_check" CHECK ("media"."bytes" > 0)
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"actor_id" uuid,
	"notification_type" text NOT NULL,
	"message" text NOT NULL,
	"more" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_type_check" CHECK ("notifications"."notification_type" ~ '^(FRIEND_REQUEST_(NEW|ACCEPT)|POST_[A-Z_]+|COMMENTAIRE[A-Z_]*|REPONSE[A-Z_]*)$')
);
--> statement-breakpoint
CREATE TABLE "user_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"categorie" text NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_files_categorie_check" CHECK ("user_files"."categorie" in ('profil', 'cover'))
);
--> statement-breakpoint
ALTER TABLE "relationships" DROP CONSTRAINT "relationships_status_check";--> statement-breakpoint
ALTER TABLE "relationships" ALTER COLUMN "status" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_name" text GENERATED ALWAYS AS (koinonia_unaccent(lower(titre || ' ' || first_name || ' ' || last_name))) STORED;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_files" ADD CONSTRAINT "user_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_owner_id_created_at_idx" ON "media" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_id_created_at_id_idx" ON "notifications" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "user_files_user_id_categorie_created_at_idx" ON "user_files" USING btree ("user_id","categorie","created_at");--> statement-breakpoint
CREATE INDEX "relationships_sender_id_idx" ON "relationships" USING btree ("sender_id");--> statement-breakpoint
CREATE INDEX "users_search_name_trgm_idx" ON "users" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "relationships" ADD CONSTRAINT "relationships_status_check" CHECK (("relationships"."blocked" and "relationships"."status" is null and "relationships"."blocked_by" is not null) or (not "relationships"."blocked" and "relationships"."status" in ('PENDING', 'ACCEPTED') and "relationships"."blocked_by" is null));