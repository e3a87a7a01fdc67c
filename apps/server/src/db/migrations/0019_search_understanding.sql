CREATE TABLE "search_synonyms" (
	"lexeme" text NOT NULL,
	"adds" text NOT NULL,
	CONSTRAINT "search_synonyms_lexeme_adds_pk" PRIMARY KEY("lexeme","adds")
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"lexeme" text NOT NULL,
	"ads" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "search_vector" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "search_vector" SET DEFAULT ''::tsvector;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "search_vector" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "subcategories" ADD COLUMN "synonyms" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "search_words_lexeme_idx" ON "search_words" USING btree ("lexeme");--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin (translate("name", 'ёЁ', 'еЕ') gin_trgm_ops);--> statement-breakpoint

-- The words of a text as the vocabulary keeps them: lower case, ё as е, letters only, 3 to 40 long.
CREATE FUNCTION search_words_of(content text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT word
    FROM unnest(tsvector_to_array(to_tsvector('simple', translate(lower(content), 'ё', 'е')))) AS word
   WHERE word ~ '^[[:alpha:]]{3,40}$'
$$;--> statement-breakpoint
-- The russian lexeme of one word, or null for a stop word («для», «это»).
CREATE FUNCTION search_lexeme(word text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (tsvector_to_array(to_tsvector('russian', word)))[1]
$$;--> statement-breakpoint
-- An ad's search document: its own words (name A, description B), what it is (category and
-- subcategory names and the subcategory's synonyms C) and its words' other spellings (brand
-- synonyms D: iPhone ↔ айфон).
CREATE FUNCTION search_document(name text, description text, subcategory integer) RETURNS tsvector
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('russian', name), 'A')
      || setweight(to_tsvector('russian', description), 'B')
      || setweight(to_tsvector('russian', coalesce(taxonomy.words, '')), 'C')
      || setweight(to_tsvector('russian', coalesce((
           SELECT string_agg(s.adds, ' ') FROM search_synonyms s
            WHERE s.lexeme = ANY (tsvector_to_array(to_tsvector('russian', name)))), '')), 'D')
    FROM (SELECT max(concat_ws(' ', c.name, sc.name, sc.synonyms)) AS words
            FROM subcategories sc JOIN categories c ON c.id = sc.category_id
           WHERE sc.id = subcategory) AS taxonomy
$$;--> statement-breakpoint
CREATE FUNCTION products_search_document() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := search_document(NEW.name, NEW.description, NEW.subcategory_id);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_search_document BEFORE INSERT OR UPDATE OF name, description, subcategory_id
  ON products FOR EACH ROW EXECUTE FUNCTION products_search_document();--> statement-breakpoint
-- A word an active ad brings joins the vocabulary at once; counts are refreshed by housekeeping.
CREATE FUNCTION products_search_words() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word, lexeme, ads)
  SELECT w, search_lexeme(w), 1 FROM search_words_of(NEW.name || ' ' || NEW.description) AS w
   WHERE search_lexeme(w) IS NOT NULL
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_search_words AFTER INSERT OR UPDATE OF name, description, status
  ON products FOR EACH ROW WHEN (NEW.status = 'active') EXECUTE FUNCTION products_search_words();--> statement-breakpoint
-- The vocabulary recounted: words of active ads with how many use them, and the taxonomy's words.
CREATE FUNCTION refresh_search_words() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  CREATE TEMP TABLE counted AS
  SELECT word, search_lexeme(word) AS lexeme, sum(ads)::int AS ads
    FROM (SELECT w AS word, 1 AS ads
            FROM products p, search_words_of(p.name || ' ' || p.description) AS w
           WHERE p.status = 'active'
          UNION ALL
          SELECT w, 0
            FROM (SELECT name || ' ' || synonyms AS t FROM subcategories
                  UNION ALL SELECT name FROM categories
                  UNION ALL SELECT adds FROM search_synonyms) AS taxonomy,
                 search_words_of(taxonomy.t) AS w) AS words
   GROUP BY word;
  DELETE FROM counted WHERE lexeme IS NULL;
  DELETE FROM search_words s WHERE NOT EXISTS (SELECT 1 FROM counted c WHERE c.word = s.word);
  INSERT INTO search_words (word, lexeme, ads) SELECT word, lexeme, ads FROM counted
  ON CONFLICT (word) DO UPDATE SET ads = excluded.ads, lexeme = excluded.lexeme;
  DROP TABLE counted;
END
$$;--> statement-breakpoint
SELECT refresh_search_words();
