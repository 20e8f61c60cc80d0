CREATE TABLE "session_cutoffs" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"valid_after" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "session_cutoffs" ADD CONSTRAINT "session_cutoffs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_cutoffs_valid_after_idx" ON "session_cutoffs" USING btree ("valid_after");