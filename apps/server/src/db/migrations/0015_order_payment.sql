ALTER TABLE "orders" ADD COLUMN "wallet_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "commission_kopecks" bigint;--> statement-breakpoint
CREATE INDEX "orders_paid_unshipped_idx" ON "orders" USING btree ("wallet_paid_at") WHERE "orders"."status" = 'confirmed' and "orders"."wallet_paid_kopecks" > 0;--> statement-breakpoint
CREATE INDEX "orders_shipped_idx" ON "orders" USING btree ("shipped_at") WHERE "orders"."status" = 'shipped';