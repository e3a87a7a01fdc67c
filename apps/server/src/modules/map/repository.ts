import { and, desc, isNotNull, sql } from 'drizzle-orm';
import type { Bbox } from '@mp/contract';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { coverImagePath } from '../products/index.ts';
import { whereOf, type SearchCriteria } from '../products/index.ts';

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

export type MapRepository = ReturnType<typeof mapRepository>;

export function mapRepository(db: Db) {
  /**
   * Up to `limit` active ads inside the box that match the list criteria, newest first, each with its
   * first picture. The box is answered by the GiST index and the scan stops at `limit` matches: a
   * view holding more than the map can show gets a sample of its ads (and the «zoom in» notice)
   * instead of reading every ad of a city to find the newest. When everything fits, the order is
   * exactly newest first. The first picture is looked up for the kept rows only.
   */
  function pointsQuery(criteria: SearchCriteria, bbox: Bbox, limit: number) {
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

  return {
    pointsQuery,
    points: (criteria: SearchCriteria, bbox: Bbox, limit: number) => pointsQuery(criteria, bbox, limit),
  };
}
