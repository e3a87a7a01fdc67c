-- Record 0185: each ad picture's perceptual hash and its four tagged 16-bit parts, set off the request;
-- the GIN index finds another ad's picture sharing a part (null until hashed, so the index starts empty).
ALTER TABLE "product_images" ADD COLUMN "picture_hash" bigint;--> statement-breakpoint
ALTER TABLE "product_images" ADD COLUMN "hash_parts" integer[];--> statement-breakpoint
CREATE INDEX "product_images_hash_parts_idx" ON "product_images" USING gin ("hash_parts") WHERE "product_images"."hash_parts" is not null;