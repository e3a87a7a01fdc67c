CREATE TABLE "promotion_credits" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"remaining" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "promotion_credits_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "promotion_credits_not_negative" CHECK ("promotion_credits"."remaining" >= 0)
);
--> statement-breakpoint
DROP INDEX "products_active_feed_idx";--> statement-breakpoint
DROP INDEX "products_active_city_feed_idx";--> statement-breakpoint
DROP INDEX "products_active_category_feed_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "vip_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "raised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ranked_at" timestamp with time zone GENERATED ALWAYS AS (coalesce(raised_at, created_at)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion_credits" ADD CONSTRAINT "promotion_credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_active_subcategory_ranked_idx" ON "products" USING btree ("subcategory_id","is_vip","ranked_at","city_id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "products_active_feed_idx" ON "products" USING btree ("is_vip","ranked_at","id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "products_active_city_feed_idx" ON "products" USING btree ("city_id","is_vip","ranked_at") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "products_active_category_feed_idx" ON "products" USING btree ("category_id","is_vip","ranked_at","city_id") WHERE status = 'active';