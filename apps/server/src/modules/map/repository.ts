import { and, between, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { mapCellBaseDegrees, mapCellLevels, type Bbox } from '@mp/contract';
import { rowsOf, type Db } from '../../db/client.ts';
import { mapCells, products } from '../../db/schema/index.ts';
import { coverImagePath } from '../products/index.ts';
import { whereOf, type SearchCriteria } from '../products/index.ts';
import { cellDegrees, type CellRange } from './grid.ts';

/**
 * Inside the box, written as the GiST index `products_active_location_idx` is built:
 * `point(longitude, latitude)`, only for active ads with both coordinates (its partial predicate).
 */
function insideBox({ west, south, east, north }: Bbox) {
  return and(
    isNotNull(products.latitude),
    isNotNull(products.longitude),
    sql`point(${products.longitude}, ${products.latitude}) <@ box(point(${west}::float8, ${south}::float8), point(${east}::float8, ${north}::float8))`,
  );
}

/** A cell's count and the sums of its ads' coordinates. */
export interface CellRow {
  x: number;
  y: number;
  ads: number;
  latitudeSum: number;
  longitudeSum: number;
}

/** Which stored counts a list reads: every category, one category, or one subcategory. */
export interface CellsKind {
  categoryId?: number;
  subcategoryId?: number;
}

export type MapRepository = ReturnType<typeof mapRepository>;

export function mapRepository(db: Db) {
  /**
   * Up to `limit` active ads inside the box that match the list criteria, newest first, each with its
   * first picture. The box is answered by the GiST index and the scan stops at `limit` matches: a
   * view holding more than the map can show gets a sample of its ads instead of reading every ad of a
   * city to find the newest. When everything fits, the order is exactly newest first. The first picture
   * is looked up for the kept rows only.
   */
  function points(criteria: SearchCriteria, bbox: Bbox, limit: number) {
    const inside = db
      .select({
        id: products.id,
        name: products.name,
        priceKopecks: products.priceKopecks,
        latitude: products.latitude,
        longitude: products.longitude,
        isVip: products.isVip,
        createdAt: products.createdAt,
      })
      .from(products)
      .where(and(whereOf(criteria, { kind: 'all' }), insideBox(bbox)))
      .limit(limit)
      .as('inside');
    // Written out: inside a raw fragment drizzle leaves a subquery's column unqualified, and a bare
    // "id" there would be product_images' own.
    const insideId = sql.raw('"inside"."id"');
    return db
      .select({
        id: inside.id,
        name: inside.name,
        priceKopecks: inside.priceKopecks,
        latitude: inside.latitude,
        longitude: inside.longitude,
        isVip: inside.isVip,
        image: coverImagePath(insideId),
      })
      .from(inside)
      .orderBy(desc(inside.createdAt), desc(inside.id));
  }

  /** The stored counts of the cells in `range` (as of the last rebuild). */
  function storedCells(range: CellRange, kind: CellsKind): Promise<CellRow[]> {
    return db
      .select({
        x: mapCells.x,
        y: mapCells.y,
        ads: mapCells.ads,
        latitudeSum: mapCells.latitudeSum,
        longitudeSum: mapCells.longitudeSum,
      })
      .from(mapCells)
      .where(
        and(
          eq(mapCells.level, range.level),
          // A subcategory's rows name their category, so the subcategory alone picks them.
          eq(mapCells.subcategoryId, kind.subcategoryId ?? 0),
          kind.subcategoryId === undefined ? eq(mapCells.categoryId, kind.categoryId ?? 0) : undefined,
          between(mapCells.x, range.west, range.east),
          between(mapCells.y, range.south, range.north),
        ),
      );
  }

  /** The cells of the ads matching `criteria` inside the box, counted now (lists the stored counts cannot answer). */
  async function countedCells(criteria: SearchCriteria, bbox: Bbox, level: number): Promise<CellRow[]> {
    const size = cellDegrees(level);
    const x = sql`floor(${products.longitude} / ${size}::float8)::int`;
    const y = sql`floor(${products.latitude} / ${size}::float8)::int`;
    const result = await db.execute(sql`
      select ${x} as x, ${y} as y, count(*)::int as ads,
        sum(${products.latitude}) as "latitudeSum", sum(${products.longitude}) as "longitudeSum"
      from ${products}
      where ${and(whereOf(criteria, { kind: 'all' }), insideBox(bbox))}
      group by 1, 2`);
    return rowsOf<CellRow>(result);
  }

  /**
   * Counts every active ad with a place into the cells of every level, again from the products table, in
   * one transaction: readers see the previous counts until it commits. Level 0 is counted from the ads
   * (for all categories, each category and each subcategory at once), each next level from the one below.
   */
  async function rebuildCells(): Promise<number> {
    return db.transaction(async (tx) => {
      await tx.delete(mapCells);
      await tx.execute(sql`
        insert into ${mapCells} (level, category_id, subcategory_id, x, y, ads, latitude_sum, longitude_sum)
        select 0, coalesce(category_id, 0), coalesce(subcategory_id, 0), x, y, count(*), sum(latitude), sum(longitude)
        from (
          select category_id, subcategory_id, latitude, longitude,
            floor(longitude / ${mapCellBaseDegrees}::float8)::int as x,
            floor(latitude / ${mapCellBaseDegrees}::float8)::int as y
          from ${products}
          where status = 'active' and latitude is not null and longitude is not null
        ) located
        group by grouping sets ((x, y), (x, y, category_id), (x, y, category_id, subcategory_id))`);
      for (let level = 1; level < mapCellLevels; level += 1) {
        await tx.execute(sql`
          insert into ${mapCells} (level, category_id, subcategory_id, x, y, ads, latitude_sum, longitude_sum)
          select ${level}, category_id, subcategory_id, x >> 1, y >> 1, sum(ads), sum(latitude_sum), sum(longitude_sum)
          from ${mapCells} where level = ${level - 1}
          group by category_id, subcategory_id, x >> 1, y >> 1`);
      }
      const [row] = rowsOf<{ cells: number }>(
        await tx.execute(sql`select count(*)::int as cells from ${mapCells}`),
      );
      return row?.cells ?? 0;
    });
  }

  return { points, storedCells, countedCells, rebuildCells };
}
