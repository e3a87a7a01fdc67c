CREATE TABLE "subscription_bundles" (
	"id" serial PRIMARY KEY NOT NULL,
	"tariff" text NOT NULL,
	"duration_days" integer NOT NULL,
	"price_kopecks" bigint NOT NULL,
	"description" text NOT NULL,
	"is_popular" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"bundle_id" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"auto_renewal" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"ending_notice_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_bundle_id_subscription_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."subscription_bundles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_active_idx" ON "subscriptions" USING btree ("user_id") WHERE "subscriptions"."status" = 'active';--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "subscriptions_active_ends_idx" ON "subscriptions" USING btree ("ends_at") WHERE "subscriptions"."status" = 'active';