CREATE TABLE "product_views" (
	"product_id" bigint PRIMARY KEY NOT NULL,
	"views" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_views" ADD CONSTRAINT "product_views_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The counts move out of the ads' rows (see the table's comment in schema/products.ts).
INSERT INTO "product_views" ("product_id", "views") SELECT "id", "views" FROM "products" WHERE "views" > 0;--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "views";