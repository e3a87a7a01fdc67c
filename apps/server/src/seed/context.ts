import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { categories, cities, subcategories } from '../db/schema/index.ts';
import type { AdContext } from './ads.ts';
import { catalog } from './content/catalog.ts';
import { demoImages, type DemoImage } from './images.ts';
import { ensureDemoSellers } from './sellers.ts';

export const DEMO_CITIES = 50;
/**
 * Pictures per subcategory. Each costs ~65 ms of CPU to render and encode in two sizes, and the
 * whole pool is made on the first start, so the pool is kept small; ads show two to five of them (spec of the demo catalogue).
 */
export const PICTURES_PER_SUBCATEGORY = 5;

/** The ad context over the seeded catalogue, plus the picture pool its ads point at. */
export async function loadAdContext(
  db: Db,
  now: Date,
  pictures = PICTURES_PER_SUBCATEGORY,
): Promise<AdContext & { pool: DemoImage[] }> {
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
  const pool: DemoImage[] = [];
  const subs = catalog.flatMap((category) =>
    category.subcategories.map((seed) => {
      const row = idOf.get(`${category.slug}/${seed.slug}`);
      if (!row) throw new Error(`subcategory ${category.slug}/${seed.slug} is not seeded`);
      const images = demoImages(category.slug, seed.slug, pictures);
      pool.push(...images);
      return { id: row.id, categoryId: row.categoryId, category, seed, images };
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
  return { subcategories: subs, cities: biggest, sellers: await ensureDemoSellers(db, now), pool };
}
