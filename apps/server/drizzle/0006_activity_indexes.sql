DROP INDEX "comment_reactions_user_id_idx";--> statement-breakpoint
DROP INDEX "comments_author_id_idx";--> statement-breakpoint
DROP INDEX "publication_reactions_user_id_idx";--> statement-breakpoint
CREATE INDEX "comment_reactions_user_created_at_idx" ON "comment_reactions" USING btree ("user_id","created_at","comment_id");--> statement-breakpoint
CREATE INDEX "comments_author_created_at_id_idx" ON "comments" USING btree ("author_id","created_at","id");--> statement-breakpoint
CREATE INDEX "publication_reactions_user_created_at_idx" ON "publication_reactions" USING btree ("user_id","created_at","publication_id");--> statement-breakpoint
CREATE INDEX "publications_video_author_created_at_id_idx" ON "publications" USING btree ("author_id","created_at","id") WHERE "publications"."video_kind" is not null;