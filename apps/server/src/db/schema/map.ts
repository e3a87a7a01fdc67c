import { doublePrecision, integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';

/**
 * How many active ads each cell of the map's grid holds, at every zoom of the grid (record 0176): the
 * clusters of a view too dense to draw ad by ad. Level 0 cells are `mapCellBaseDegrees` square, each
 * level doubles them. Rows with `category_id` 0 count every category, rows with `subcategory_id` 0 the
 * whole category. Rebuilt from the products table by a periodic job (`modules/map`), so a count lags
 * the ads by at most that job's period. The sums give each cell's centre of its ads.
 */
export const mapCells = pgTable(
  'map_cells',
  {
    level: smallint('level').notNull(),
    subcategoryId: integer('subcategory_id').notNull(),
    categoryId: integer('category_id').notNull(),
    x: integer('x').notNull(),
    y: integer('y').notNull(),
    ads: integer('ads').notNull(),
    latitudeSum: doublePrecision('latitude_sum').notNull(),
    longitudeSum: doublePrecision('longitude_sum').notNull(),
  },
  (t) => [primaryKey({ columns: [t.level, t.subcategoryId, t.categoryId, t.x, t.y] })],
);
