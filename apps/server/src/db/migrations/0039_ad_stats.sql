CREATE TABLE "ad_stats_contacts" (
	"product_id" bigint NOT NULL,
	"day" date NOT NULL,
	"person_id" integer NOT NULL,
	CONSTRAINT "ad_stats_contacts_product_id_day_person_id_pk" PRIMARY KEY("product_id","day","person_id")
);
--> statement-breakpoint
CREATE TABLE "ad_stats_days" (
	"product_id" bigint NOT NULL,
	"seller_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"contacts" integer DEFAULT 0 NOT NULL,
	"favorites" integer DEFAULT 0 NOT NULL,
	"unfavorites" integer DEFAULT 0 NOT NULL,
	"cart" integer DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"raised" boolean DEFAULT false NOT NULL,
	"vip" boolean DEFAULT false NOT NULL,
	CONSTRAINT "ad_stats_days_product_id_day_pk" PRIMARY KEY("product_id","day")
);
--> statement-breakpoint
ALTER TABLE "ad_stats_contacts" ADD CONSTRAINT "ad_stats_contacts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_stats_days" ADD CONSTRAINT "ad_stats_days_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_stats_days" ADD CONSTRAINT "ad_stats_days_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_stats_contacts_day_idx" ON "ad_stats_contacts" USING btree ("day");--> statement-breakpoint
CREATE INDEX "ad_stats_days_seller_day_idx" ON "ad_stats_days" USING btree ("seller_id","day");