-- The search of everything (docs/adr/0022-search.md). koinonia_french: French, accents folded
-- before the stems (both sides fold alike, so 'helene' meets 'Hélène'). koinonia_search_text:
-- lower case, accents folded, and the synonyms of parish names spelled out (St → saint,
-- Ste → sainte, N.-D. → notre-dame), IMMUTABLE so that generated columns may call it.
CREATE TEXT SEARCH CONFIGURATION koinonia_french (COPY = french);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION koinonia_french ALTER MAPPING FOR asciiword, asciihword, hword_asciipart, word, hword, hword_part WITH unaccent, french_stem;--> statement-breakpoint
CREATE OR REPLACE FUNCTION koinonia_search_text(input text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT regexp_replace(regexp_replace(regexp_replace(koinonia_unaccent(lower(input)),
    '\mn\.?\s*-\s*d\.?(\s|$|-)|\mn\.\s*d\.', 'notre-dame\1', 'g'),
    '\mste\M\.?', 'sainte', 'g'),
    '\mst\M\.?', 'saint', 'g') $$;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('koinonia_french'::regconfig, koinonia_search_text(title)), 'A') || setweight(to_tsvector('koinonia_french'::regconfig, koinonia_search_text(location)), 'B') || setweight(to_tsvector('koinonia_french'::regconfig, koinonia_search_text(description)), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "search_text" text GENERATED ALWAYS AS (koinonia_search_text(title || ' ' || location)) STORED;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('koinonia_french'::regconfig, koinonia_search_text(name)), 'A') || setweight(to_tsvector('koinonia_french'::regconfig, koinonia_search_text(description)), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('koinonia_french'::regconfig, koinonia_search_text(title)), 'A') || setweight(to_tsvector('koinonia_french'::regconfig, koinonia_search_text(summary)), 'B') || setweight(to_tsvector('koinonia_french'::regconfig, koinonia_search_text(body)), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "events_search_vector_idx" ON "events" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "events_search_text_trgm_idx" ON "events" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "groups_search_vector_idx" ON "groups" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "groups_search_text_trgm_idx" ON "groups" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "articles_search_vector_idx" ON "articles" USING gin ("search_vector");