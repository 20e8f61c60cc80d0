ALTER TABLE "publications" ADD COLUMN "cache_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The key of a publication's cached JSON (publications.cache.ts): raised whenever anything its
-- card shows changes, in the same transaction as the change, so that every node reads the new
-- version from PostgreSQL at once and never serves the old JSON.
CREATE FUNCTION "publication_cache_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.cache_version = OLD.cache_version THEN
    NEW.cache_version := OLD.cache_version + 1;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "publications_cache_version" BEFORE UPDATE ON "publications"
  FOR EACH ROW EXECUTE FUNCTION "publication_cache_bump"();
--> statement-breakpoint
-- Photos, reactions and comments of a publication (their `publication_id`).
CREATE FUNCTION "publication_cache_bump_child"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    UPDATE publications SET cache_version = cache_version + 1 WHERE id = NEW.publication_id;
  END IF;
  IF TG_OP <> 'INSERT' AND (TG_OP = 'DELETE' OR OLD.publication_id <> NEW.publication_id) THEN
    UPDATE publications SET cache_version = cache_version + 1 WHERE id = OLD.publication_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "publication_photos_cache_version" AFTER INSERT OR UPDATE OR DELETE ON "publication_photos"
  FOR EACH ROW EXECUTE FUNCTION "publication_cache_bump_child"();
--> statement-breakpoint
CREATE TRIGGER "publication_reactions_cache_version" AFTER INSERT OR UPDATE OR DELETE ON "publication_reactions"
  FOR EACH ROW EXECUTE FUNCTION "publication_cache_bump_child"();
--> statement-breakpoint
CREATE TRIGGER "comments_cache_version" AFTER INSERT OR UPDATE OR DELETE ON "comments"
  FOR EACH ROW EXECUTE FUNCTION "publication_cache_bump_child"();
--> statement-breakpoint
-- A comment's reactions show on the first comments of a card.
CREATE FUNCTION "publication_cache_bump_comment_reaction"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE publications SET cache_version = cache_version + 1
    WHERE id = (SELECT c.publication_id FROM comments c
      WHERE c.id = (CASE WHEN TG_OP = 'DELETE' THEN OLD.comment_id ELSE NEW.comment_id END));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "comment_reactions_cache_version" AFTER INSERT OR UPDATE OR DELETE ON "comment_reactions"
  FOR EACH ROW EXECUTE FUNCTION "publication_cache_bump_comment_reaction"();
--> statement-breakpoint
-- A member's card (names, picture) or their closing: their publications and those they
-- commented on.
CREATE FUNCTION "publication_cache_bump_member"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.titre, NEW.first_name, NEW.last_name, NEW.profile_picture, NEW.closed_at, NEW.deleted_at)
    IS DISTINCT FROM
    (OLD.titre, OLD.first_name, OLD.last_name, OLD.profile_picture, OLD.closed_at, OLD.deleted_at) THEN
    UPDATE publications SET cache_version = cache_version + 1
      WHERE author_id = NEW.id
        OR id IN (SELECT c.publication_id FROM comments c WHERE c.author_id = NEW.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_publication_cache_version" AFTER UPDATE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "publication_cache_bump_member"();
--> statement-breakpoint
-- A block between two members hides one's comments under the other's publications.
CREATE FUNCTION "publication_cache_bump_block"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r relationships;
BEGIN
  r := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  IF TG_OP = 'UPDATE' AND NEW.blocked = OLD.blocked AND NEW.blocked_by IS NOT DISTINCT FROM OLD.blocked_by THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'UPDATE' AND NOT r.blocked THEN
    RETURN NULL;
  END IF;
  UPDATE publications SET cache_version = cache_version + 1
    WHERE author_id IN (r.sender_id, r.receiver_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "relationships_publication_cache_version" AFTER INSERT OR UPDATE OR DELETE ON "relationships"
  FOR EACH ROW EXECUTE FUNCTION "publication_cache_bump_block"();
--> statement-breakpoint
-- A group's card (name, kind, logo) on its publications.
CREATE FUNCTION "publication_cache_bump_group"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.name, NEW.kind, NEW.logo) IS DISTINCT FROM (OLD.name, OLD.kind, OLD.logo) THEN
    UPDATE publications SET cache_version = cache_version + 1 WHERE group_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "groups_publication_cache_version" AFTER UPDATE ON "groups"
  FOR EACH ROW EXECUTE FUNCTION "publication_cache_bump_group"();
--> statement-breakpoint
-- An event's title on its discussion's publications.
CREATE FUNCTION "publication_cache_bump_event"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.title IS DISTINCT FROM OLD.title THEN
    UPDATE publications SET cache_version = cache_version + 1 WHERE event_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "events_publication_cache_version" AFTER UPDATE ON "events"
  FOR EACH ROW EXECUTE FUNCTION "publication_cache_bump_event"();
--> statement-breakpoint
-- An uploaded video's state (processing, ready, failed; its poster and size).
CREATE FUNCTION "publication_cache_bump_media"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE publications SET cache_version = cache_version + 1
    WHERE video_kind = 'upload'
      AND video_url = (CASE WHEN TG_OP = 'DELETE' THEN OLD.url ELSE NEW.url END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "media_publication_cache_version" AFTER UPDATE OR DELETE ON "media"
  FOR EACH ROW EXECUTE FUNCTION "publication_cache_bump_media"();
