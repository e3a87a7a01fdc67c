-- Issue 33: a seller appeals a refused ad once, with a comment the moderator reads in the queue.
ALTER TABLE "products" ADD COLUMN "appeal_comment" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "appealed_at" timestamp with time zone;