-- The vocabulary's lock (0023) was meant for ads bringing a new word, but stop words («для», «и»)
-- are never kept, so nearly every ad looked new and took it: every publication and generator batch
-- queued behind the last until its commit. A new word is now one the vocabulary would keep.
CREATE OR REPLACE FUNCTION products_search_words() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM search_words_of(NEW.name || ' ' || NEW.description) AS w
              WHERE NOT EXISTS (SELECT 1 FROM search_words s WHERE s.word = w)
                AND search_lexeme(w) IS NOT NULL) THEN
    PERFORM pg_advisory_xact_lock(hashtext('search_words'));
    INSERT INTO search_words (word, lexeme, ads)
    SELECT w, search_lexeme(w), 1 FROM search_words_of(NEW.name || ' ' || NEW.description) AS w
     WHERE search_lexeme(w) IS NOT NULL
     ORDER BY w
    ON CONFLICT (word) DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
