CREATE TABLE "community_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "community_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "community_profile" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" text,
	"description" text DEFAULT '' NOT NULL,
	"logo_url" text,
	"sign_up_mode" text DEFAULT 'open' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_profile_single_row" CHECK ("community_profile"."id" = 1),
	CONSTRAINT "community_profile_sign_up_mode_check" CHECK (sign_up_mode in ('open', 'invitation', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "community_invitations" ADD CONSTRAINT "community_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_invitations_invited_by_idx" ON "community_invitations" USING btree ("invited_by");