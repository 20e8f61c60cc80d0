CREATE TABLE "member_roles" (
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_roles_user_id_role_pk" PRIMARY KEY("user_id","role"),
	CONSTRAINT "member_roles_role_check" CHECK (role in ('editor', 'moderator', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "member_roles" ADD CONSTRAINT "member_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;