DROP INDEX "products_moderation_queue_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "screening_findings" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "screening_risk" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "refused_by_check" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "products_moderation_queue_idx" ON "products" USING btree ("screening_risk" desc,"created_at","id") WHERE status = 'moderation';