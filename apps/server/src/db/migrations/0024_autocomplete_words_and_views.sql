CREATE TABLE "product_name_words" (
	"product_id" bigint NOT NULL,
	"word" text NOT NULL,
	"city_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"subcategory_id" integer NOT NULL,
	"price_kopecks" bigint NOT NULL,
	CONSTRAINT "product_name_words_product_id_word_pk" PRIMARY KEY("product_id","word")
);
--> statement-breakpoint
CREATE TABLE "product_views" (
	"product_id" bigint PRIMARY KEY NOT NULL,
	"views" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_name_words" ADD CONSTRAINT "product_name_words_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_views" ADD CONSTRAINT "product_views_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_name_words_word_idx" ON "product_name_words" USING btree ("word" text_pattern_ops,"city_id","product_id","user_id","subcategory_id","price_kopecks","name");--> statement-breakpoint
-- Views move out of the ads' rows (see product_views in schema/products.ts).
INSERT INTO "product_views" ("product_id", "views") SELECT "id", "views" FROM "products" WHERE "views" > 0;--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "views";--> statement-breakpoint
-- The words of a name as autocomplete matches them: lower case, ё as е, letters and digits, 2 to 40.
CREATE FUNCTION name_words_of(name text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT word
    FROM unnest(tsvector_to_array(to_tsvector('simple', translate(lower(name), 'ё', 'е')))) AS word
   WHERE word ~ '^[[:alnum:]]{2,40}$'
$$;--> statement-breakpoint
-- An active ad's name words, written again whenever what a suggestion shows of it changes; its rows
-- go with it when it stops being active or is deleted (cascade).
CREATE FUNCTION products_name_words() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM product_name_words WHERE product_id = OLD.id;
  END IF;
  IF NEW.status = 'active' THEN
    INSERT INTO product_name_words (product_id, word, city_id, user_id, name, subcategory_id, price_kopecks)
    SELECT NEW.id, w, NEW.city_id, NEW.user_id, NEW.name, NEW.subcategory_id, NEW.price_kopecks
      FROM name_words_of(NEW.name) AS w;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_name_words_inserted AFTER INSERT ON products
  FOR EACH ROW WHEN (NEW.status = 'active') EXECUTE FUNCTION products_name_words();--> statement-breakpoint
CREATE TRIGGER products_name_words_updated
  AFTER UPDATE OF name, city_id, status, subcategory_id, price_kopecks ON products
  FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.city_id IS DISTINCT FROM NEW.city_id
        OR OLD.status IS DISTINCT FROM NEW.status OR OLD.subcategory_id IS DISTINCT FROM NEW.subcategory_id
        OR OLD.price_kopecks IS DISTINCT FROM NEW.price_kopecks)
  EXECUTE FUNCTION products_name_words();--> statement-breakpoint
INSERT INTO product_name_words (product_id, word, city_id, user_id, name, subcategory_id, price_kopecks)
SELECT p.id, w, p.city_id, p.user_id, p.name, p.subcategory_id, p.price_kopecks
  FROM products p, name_words_of(p.name) AS w
 WHERE p.status = 'active';