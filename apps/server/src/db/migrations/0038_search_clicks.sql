CREATE TABLE "search_clicks" (
	"query" text NOT NULL,
	"subcategory_id" integer NOT NULL,
	"day" date NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_clicks_query_subcategory_id_day_pk" PRIMARY KEY("query","subcategory_id","day")
);
--> statement-breakpoint
CREATE TABLE "search_vocabulary" (
	"form" text PRIMARY KEY NOT NULL,
	"means" text DEFAULT '' NOT NULL,
	"subcategory_slug" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_clicks" ADD CONSTRAINT "search_clicks_subcategory_id_subcategories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."subcategories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_clicks_day_idx" ON "search_clicks" USING btree ("day");