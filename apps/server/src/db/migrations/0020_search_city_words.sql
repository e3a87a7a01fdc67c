-- b-tree keys (the city) beside the words in one GIN index.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "products_search_idx";--> statement-breakpoint
CREATE INDEX "products_active_search_idx" ON "products" USING gin ("city_id","search_vector") WHERE status = 'active';