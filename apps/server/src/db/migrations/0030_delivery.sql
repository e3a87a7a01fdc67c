CREATE TABLE "delivery_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"carrier" text NOT NULL,
	"code" text NOT NULL,
	"city_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"work_time" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_points_carrier_code_unique" UNIQUE("carrier","code")
);
--> statement-breakpoint
CREATE TABLE "sandbox_parcels" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"from_point" text NOT NULL,
	"to_point" text NOT NULL,
	"events" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_parcels_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "delivery_available" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "parcel_size" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "weight_grams" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "handover_in_person" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_points" ADD CONSTRAINT "delivery_points_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_points_city_idx" ON "delivery_points" USING btree ("city_id","carrier");