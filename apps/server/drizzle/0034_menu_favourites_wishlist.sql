CREATE TABLE "saved_publications" (
	"user_id" uuid NOT NULL,
	"publication_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_publications_user_id_publication_id_pk" PRIMARY KEY("user_id","publication_id")
);
--> statement-breakpoint
CREATE TABLE "wishlist_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"need_id" uuid NOT NULL,
	"label" text NOT NULL,
	"quantity" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "wishlist_items_quantity_check" CHECK (quantity > 0)
);
--> statement-breakpoint
CREATE TABLE "wishlist_needs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_id" uuid,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wishlist_pledges" (
	"item_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_pledges_item_id_user_id_pk" PRIMARY KEY("item_id","user_id"),
	CONSTRAINT "wishlist_pledges_quantity_check" CHECK (quantity > 0)
);
--> statement-breakpoint
ALTER TABLE "saved_publications" ADD CONSTRAINT "saved_publications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_publications" ADD CONSTRAINT "saved_publications_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_need_id_wishlist_needs_id_fk" FOREIGN KEY ("need_id") REFERENCES "public"."wishlist_needs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_needs" ADD CONSTRAINT "wishlist_needs_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_pledges" ADD CONSTRAINT "wishlist_pledges_item_id_wishlist_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."wishlist_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_pledges" ADD CONSTRAINT "wishlist_pledges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_publications_user_created_at_idx" ON "saved_publications" USING btree ("user_id","created_at","publication_id");--> statement-breakpoint
CREATE INDEX "wishlist_items_need_position_idx" ON "wishlist_items" USING btree ("need_id","position");--> statement-breakpoint
CREATE INDEX "wishlist_needs_closed_created_at_idx" ON "wishlist_needs" USING btree ("closed_at","created_at");--> statement-breakpoint
CREATE INDEX "wishlist_pledges_user_idx" ON "wishlist_pledges" USING btree ("user_id");