DROP INDEX "products_user_status_idx";--> statement-breakpoint
CREATE INDEX "products_user_status_idx" ON "products" USING btree ("user_id","status","created_at","id");