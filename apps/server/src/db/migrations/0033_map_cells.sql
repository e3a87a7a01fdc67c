CREATE TABLE "map_cells" (
	"level" smallint NOT NULL,
	"subcategory_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"x" integer NOT NULL,
	"y" integer NOT NULL,
	"ads" integer NOT NULL,
	"latitude_sum" double precision NOT NULL,
	"longitude_sum" double precision NOT NULL,
	CONSTRAINT "map_cells_level_subcategory_id_category_id_x_y_pk" PRIMARY KEY("level","subcategory_id","category_id","x","y")
);
