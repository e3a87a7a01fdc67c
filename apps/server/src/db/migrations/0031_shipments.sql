CREATE TABLE "shipment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"status" text NOT NULL,
	"note" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "shipment_events_status_unique" UNIQUE("shipment_id","status")
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"buyer_id" integer,
	"seller_id" integer,
	"carrier" text NOT NULL,
	"point_id" integer NOT NULL,
	"from_city_id" integer NOT NULL,
	"from_point_id" integer,
	"price_kopecks" integer NOT NULL,
	"parcel" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"carrier_shipment_id" text,
	"track_number" text,
	"drop_off_by" timestamp with time zone,
	"arrived_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "shipments_carrier_shipment_id_unique" UNIQUE("carrier_shipment_id")
);
--> statement-breakpoint
DROP INDEX "ledger_accounts_platform_kind_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_kopecks" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_point_id_delivery_points_id_fk" FOREIGN KEY ("point_id") REFERENCES "public"."delivery_points"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_from_city_id_cities_id_fk" FOREIGN KEY ("from_city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_from_point_id_delivery_points_id_fk" FOREIGN KEY ("from_point_id") REFERENCES "public"."delivery_points"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipments_status_idx" ON "shipments" USING btree ("status","checked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_platform_kind_idx" ON "ledger_accounts" USING btree ("kind") WHERE "ledger_accounts"."kind" in ('payments', 'points_source', 'commission', 'sales', 'carrier');