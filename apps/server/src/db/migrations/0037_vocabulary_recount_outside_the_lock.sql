-- The daily recount of the vocabulary held its lock (0023) from the start: at ten million ads its scan
-- of every active ad takes minutes, and every publication bringing a new word waited that long. The
-- counting now runs without the lock, which is taken only to write the counts. A word the vocabulary
-- gains during the scan is not among the words known when it began, and so is not removed for being
-- uncounted; its count is the next recount's.
CREATE OR REPLACE FUNCTION refresh_search_words() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  CREATE TEMP TABLE known AS SELECT word FROM search_words;
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
  PERFORM pg_advisory_xact_lock(hashtext('search_words'));
  DELETE FROM search_words s
   WHERE NOT EXISTS (SELECT 1 FROM counted c WHERE c.word = s.word)
     AND EXISTS (SELECT 1 FROM known k WHERE k.word = s.word);
  INSERT INTO search_words (word, lexeme, ads) SELECT word, lexeme, ads FROM counted ORDER BY word
  ON CONFLICT (word) DO UPDATE SET ads = excluded.ads, lexeme = excluded.lexeme;
  DROP TABLE counted;
  DROP TABLE known;
END
$$;
