import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { categories, cities, subcategories } from '../db/schema/index.ts';
import type { AdContext } from './ads.ts';
import { catalog } from './content/catalog.ts';
import { PicturePool } from './images.ts';
import { ensureDemoSellers } from './sellers.ts';

export const DEMO_CITIES = 50;
/**
 * Pictures of each thing shown (a kind in a colour); an ad shows them all. Each costs ~60 ms of CPU
 * to render and encode in two sizes, and the ~470 that the demo's ads show are made on the first
 * start, which a third variant would make ~25 % longer (decision 0118).
 */
export const PICTURE_VARIANTS = 2;

/**
 * The ad context over the seeded catalogue, with an empty picture pool that its ads fill, and
 * `privateSellers` people selling (the demo's 150 by default).
 */
export async function loadAdContext(
  db: Db,
  now: Date,
  variants = PICTURE_VARIANTS,
  privateSellers?: number,
): Promise<AdContext> {
  const rows = await db
    .select({
      id: subcategories.id,
      slug: subcategories.slug,
      categoryId: categories.id,
      categorySlug: categories.slug,
    })
    .from(subcategories)
    .innerJoin(categories, eq(subcategories.categoryId, categories.id));
  const idOf = new Map(rows.map((r) => [`${r.categorySlug}/${r.slug}`, r]));
  const subs = catalog.flatMap((category) =>
    category.subcategories.map((seed) => {
      const row = idOf.get(`${category.slug}/${seed.slug}`);
      if (!row) throw new Error(`subcategory ${category.slug}/${seed.slug} is not seeded`);
      return { id: row.id, categoryId: row.categoryId, category, seed };
    }),
  );
  const biggest = await db
    .select({
      id: cities.id,
      name: cities.name,
      latitude: cities.latitude,
      longitude: cities.longitude,
      population: cities.population,
    })
    .from(cities)
    .orderBy(desc(cities.population), cities.id)
    .limit(DEMO_CITIES);
  return {
    subcategories: subs,
    cities: biggest,
    sellers: await ensureDemoSellers(db, now, biggest, privateSellers),
    pictures: new PicturePool(variants),
  };
}
