CREATE TABLE "saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"query" jsonb NOT NULL,
	"notify" text DEFAULT 'hourly' NOT NULL,
	"city_ids" integer[] DEFAULT '{}' NOT NULL,
	"category_id" integer,
	"subcategory_id" integer,
	"price_from_kopecks" bigint,
	"price_to_kopecks" bigint,
	"vip_only" boolean DEFAULT false NOT NULL,
	"condition" text,
	"seller_type" text,
	"match_query" "tsquery",
	"match_key" text NOT NULL,
	"last_seen_product_id" bigint NOT NULL,
	"notified_at" timestamp with time zone,
	"visited_product_id" bigint NOT NULL,
	"visited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "saved_searches_match_key_idx" ON "saved_searches" USING btree ("match_key");