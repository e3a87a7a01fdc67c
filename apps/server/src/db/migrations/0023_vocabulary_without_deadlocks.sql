-- Two transactions bringing the same new words in different orders (two generator batches, two
-- publications) deadlocked on the vocabulary's primary key. New words are now inserted under one
-- transaction-level advisory lock, taken only when an ad brings a word the vocabulary lacks, so such
-- writers queue instead; the recount takes the same lock.
CREATE OR REPLACE FUNCTION products_search_words() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM search_words_of(NEW.name || ' ' || NEW.description) AS w
              WHERE NOT EXISTS (SELECT 1 FROM search_words s WHERE s.word = w)) THEN
    PERFORM pg_advisory_xact_lock(hashtext('search_words'));
    INSERT INTO search_words (word, lexeme, ads)
    SELECT w, search_lexeme(w), 1 FROM search_words_of(NEW.name || ' ' || NEW.description) AS w
     WHERE search_lexeme(w) IS NOT NULL
     ORDER BY w
    ON CONFLICT (word) DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_search_words() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('search_words'));
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
  INSERT INTO search_words (word, lexeme, ads) SELECT word, lexeme, ads FROM counted ORDER BY word
  ON CONFLICT (word) DO UPDATE SET ads = excluded.ads, lexeme = excluded.lexeme;
  DROP TABLE counted;
END
$$;
