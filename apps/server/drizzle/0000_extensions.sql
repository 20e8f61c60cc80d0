-- Full-text search helpers used by later modules (ARCHITECTURE.md: unaccent, pg_trgm).
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
