-- Issue 33: the same description in other sellers' ads (a fingerprint's key, written by the ads module) holds a new ad.
ALTER TABLE "products" ADD COLUMN "text_key" bigint;--> statement-breakpoint
CREATE INDEX "products_text_key_idx" ON "products" USING btree ("text_key") WHERE text_key is not null and status in ('active', 'moderation');
