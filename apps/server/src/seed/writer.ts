import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client.ts';
import { productImages, products, productViews } from '../db/schema/index.ts';
import type { AdRow } from './ads.ts';
import { insertJsonRows } from './bulk-insert.ts';

/** Inserts ads with their pictures and views. Ids are reserved first, so pictures need no round trip per ad. */
export async function insertAds(db: Db, ads: readonly AdRow[]): Promise<void> {
  if (ads.length === 0) return;
  const reserved = await db.execute(
    sql`select nextval(pg_get_serial_sequence('products', 'id'))::text as id from generate_series(1, ${ads.length})`,
  );
  const ids = rowsOf<{ id: string }>(reserved).map((r) => Number(r.id));
  await insertJsonRows(
    db,
    products,
    ads.map((ad, i) => ({ id: ids[i] as number, ...ad.product })),
  );
  await insertJsonRows(
    db,
    productImages,
    ads.flatMap((ad, i) =>
      ad.images.map((image, position) => ({ productId: ids[i] as number, position, ...image })),
    ),
  );
  await insertJsonRows(
    db,
    productViews,
    ads.flatMap((ad, i) => (ad.views > 0 ? [{ productId: ids[i] as number, views: ad.views }] : [])),
  );
}
