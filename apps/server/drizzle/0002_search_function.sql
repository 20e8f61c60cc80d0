-- unaccent() is only STABLE (it reads its dictionary by name), so it cannot sit in an index or
-- a generated column. This wrapper names the dictionary explicitly and is IMMUTABLE, the usual
-- way to index accent-folded text (users.search_name below).
CREATE OR REPLACE FUNCTION koinonia_unaccent(input text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, input) $$;
