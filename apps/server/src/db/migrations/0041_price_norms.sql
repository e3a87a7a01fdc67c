CREATE TABLE "price_norms" (
	"subcategory_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"median_kopecks" bigint NOT NULL,
	"ads" integer NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "price_norms_subcategory_id_city_id_pk" PRIMARY KEY("subcategory_id","city_id")
);
--> statement-breakpoint
ALTER TABLE "price_norms" ADD CONSTRAINT "price_norms_subcategory_id_subcategories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."subcategories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_norms" ADD CONSTRAINT "price_norms_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;