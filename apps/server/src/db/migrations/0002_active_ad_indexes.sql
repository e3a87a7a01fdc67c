DROP INDEX "products_feed_idx";--> statement-breakpoint
DROP INDEX "products_city_feed_idx";--> statement-breakpoint
DROP INDEX "products_subcategory_idx";--> statement-breakpoint
DROP INDEX "products_category_idx";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
DROP INDEX "products_user_idx";--> statement-breakpoint
CREATE INDEX "products_active_feed_idx" ON "products" USING btree ("is_vip","created_at","id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "products_active_newest_idx" ON "products" USING btree ("created_at","id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "products_active_price_idx" ON "products" USING btree ("price_kopecks","id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "products_active_city_feed_idx" ON "products" USING btree ("city_id","is_vip","created_at") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "products_active_category_feed_idx" ON "products" USING btree ("category_id","is_vip","created_at","city_id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "products_active_subcategory_feed_idx" ON "products" USING btree ("subcategory_id","is_vip","created_at","city_id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "products_active_subcategory_price_idx" ON "products" USING btree ("subcategory_id","price_kopecks","city_id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "products_user_status_idx" ON "products" USING btree ("user_id","status");