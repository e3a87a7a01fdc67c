ALTER TABLE "sessions" ADD COLUMN "refresh_generation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "refreshed_at" timestamp with time zone;