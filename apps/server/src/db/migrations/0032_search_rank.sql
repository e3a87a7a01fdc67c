-- Record 0173: what a RUM index needs to hand out a search's freshest matches in a city in order,
-- without reading the table: the default order's rank as one value, and the words as keys of their own
-- and of their city («диван» and «диван@12»).
-- Adding seconds to a VIP ad's `ranked_at` is free of time zones, so the function may be immutable.
CREATE FUNCTION search_rank_of(raised_at timestamptz, created_at timestamptz, is_vip boolean)
  RETURNS timestamptz LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(raised_at, created_at) + make_interval(secs => CASE WHEN is_vip THEN 3155760000 ELSE 0 END) $$;--> statement-breakpoint
CREATE FUNCTION search_keys_of(document tsvector, city_id integer)
  RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array_to_tsvector(tsvector_to_array(document)
    || array(SELECT word || '@' || city_id FROM unnest(tsvector_to_array(document)) AS word)) $$;--> statement-breakpoint
-- A search's query over those keys in the given cities: each word of it as that city's key, a phrase's
-- words only together (the keys hold no positions; the document is checked for the phrase).
CREATE FUNCTION search_keys_query(query tsquery, city_ids integer[])
  RETURNS tsquery LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN numnode(query) = 0 THEN query ELSE (
    SELECT string_agg('(' || regexp_replace(regexp_replace(query::text, '<(-|\d+)>', '&', 'g'),
      '''((?:[^'']|'''')*)''', '''\1@' || city_id || '''', 'g') || ')', ' | ')
    FROM unnest(city_ids) AS city_id)::tsquery END $$;--> statement-breakpoint
-- Both columns in one statement: the table is rewritten once (~4 minutes at a million ads).
ALTER TABLE "products"
  ADD COLUMN "search_rank" timestamp with time zone GENERATED ALWAYS AS (search_rank_of(raised_at, created_at, is_vip)) STORED NOT NULL,
  ADD COLUMN "search_keys" "tsvector" GENERATED ALWAYS AS (search_keys_of(search_vector, city_id)) STORED NOT NULL;--> statement-breakpoint
-- The index itself only where the server has the extension (Debian: postgresql-15-rum) and lets this
-- role create it; elsewhere (the embedded database too) searches take the GIN index as before.
-- `SELECT products_search_rum_index()` creates it later, once the extension is installed.
CREATE FUNCTION products_search_rum_index() RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'rum') THEN
    RETURN false;
  END IF;
  BEGIN
    CREATE EXTENSION IF NOT EXISTS rum;
  EXCEPTION WHEN insufficient_privilege THEN
    RAISE NOTICE 'rum is installed but this role may not create the extension: searches use the GIN index';
    RETURN false;
  END;
  CREATE INDEX IF NOT EXISTS products_active_search_rum_idx ON products
    USING rum (search_keys rum_tsvector_addon_ops, search_rank)
    WITH (attach = 'search_rank', to = 'search_keys') WHERE status = 'active';
  RETURN true;
END $$;--> statement-breakpoint
SELECT products_search_rum_index();
