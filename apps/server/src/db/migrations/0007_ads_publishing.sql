CREATE TABLE "ad_drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "draft_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"draft_id" integer NOT NULL,
	"position" integer NOT NULL,
	"path" text NOT NULL,
	"full_path" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "moderation_note" text;--> statement-breakpoint
ALTER TABLE "ad_drafts" ADD CONSTRAINT "ad_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_images" ADD CONSTRAINT "draft_images_draft_id_ad_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."ad_drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_drafts_user_idx" ON "ad_drafts" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "draft_images_draft_idx" ON "draft_images" USING btree ("draft_id","position");--> statement-breakpoint
CREATE INDEX "products_active_location_idx" ON "products" USING gist (point("longitude", "latitude")) WHERE status = 'active' and latitude is not null and longitude is not null;--> statement-breakpoint
CREATE INDEX "products_active_expiry_idx" ON "products" USING btree ("expires_at") WHERE status = 'active';