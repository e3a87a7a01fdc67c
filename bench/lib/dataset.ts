// Facts about the generated catalogue that the scenarios draw their requests from, so every request
// asks for something that exists (ids, a big city, its busiest subcategories and their prices).
import type { SqlClient } from './database.ts';

export interface FilteredTarget {
  subcategoryId: number;
  /** Rubles: the 25th and 75th percentiles of the subcategory's prices in the city. */
  priceFrom: number;
  priceTo: number;
}

export interface Dataset {
  ads: number;
  /** A random sample of active ads. */
  productIds: number[];
  bigCity: { id: number; name: string; ads: number };
  categoryIds: number[];
  filtered: FilteredTarget[];
  /** Beginnings (3 to 6 letters) of words of sampled ad names: the long tail of what people type. */
  typedPrefixes: string[];
  /** Centres of the 20 cities with the most ads: where the map's boxes are drawn. */
  mapCentres: { latitude: number; longitude: number }[];
  /** The 20 cities with the most ads: where the uncached searches look. */
  busyCityIds: number[];
}

/** Number of ads, or 0 when the schema is not there yet. */
export async function countAds(client: SqlClient): Promise<number> {
  try {
    const [row] = await client.query<{ n: string }>('SELECT count(*) AS n FROM products');
    return Number(row?.n ?? 0);
  } catch {
    return 0;
  }
}

/** Bytes on disk: the whole database, the ads' table (with its TOAST) and the ads' indexes. */
export interface DatabaseSize {
  database: number;
  productsTable: number;
  productsIndexes: number;
}

export async function databaseSize(client: SqlClient): Promise<DatabaseSize> {
  const [row] = await client.query<{ database: string; tbl: string; idx: string }>(
    `SELECT pg_database_size(current_database()) AS database, pg_table_size('products') AS tbl,
            pg_indexes_size('products') AS idx`,
  );
  return {
    database: Number(row?.database),
    productsTable: Number(row?.tbl),
    productsIndexes: Number(row?.idx),
  };
}

/** VACUUM ANALYZE: statistics, hint bits and the visibility map, as autovacuum leaves a settled table. */
export async function vacuumAnalyze(client: SqlClient): Promise<void> {
  await client.query('VACUUM ANALYZE');
}

export async function readDataset(client: SqlClient, sampleSize = 40_000): Promise<Dataset> {
  const ads = await countAds(client);
  const ids = await client.query<{ id: string }>(
    `SELECT id FROM products WHERE status = 'active' ORDER BY random() LIMIT $1`,
    [sampleSize],
  );
  const [city] = await client.query<{ id: number; name: string; ads: string }>(
    `SELECT c.id, c.name, p.n AS ads
       FROM (SELECT city_id, count(*) AS n FROM products WHERE status = 'active'
              GROUP BY city_id ORDER BY n DESC LIMIT 1) p
       JOIN cities c ON c.id = p.city_id`,
  );
  if (!city || ids.length === 0) throw new Error('the bench database has no active ads');
  const categories = await client.query<{ category_id: number }>(
    `SELECT DISTINCT category_id FROM products WHERE status = 'active' ORDER BY 1`,
  );
  const filtered = await client.query<{ subcategory_id: number; p25: string; p75: string }>(
    `SELECT subcategory_id,
            percentile_disc(0.25) WITHIN GROUP (ORDER BY price_kopecks) AS p25,
            percentile_disc(0.75) WITHIN GROUP (ORDER BY price_kopecks) AS p75
       FROM products WHERE status = 'active' AND city_id = $1
      GROUP BY subcategory_id ORDER BY count(*) DESC LIMIT 5`,
    [city.id],
  );
  const centres = await client.query<{ id: number; latitude: number; longitude: number }>(
    `SELECT c.id, c.latitude, c.longitude
       FROM (SELECT city_id, count(*) AS n FROM products WHERE status = 'active'
              GROUP BY city_id ORDER BY n DESC LIMIT 20) p
       JOIN cities c ON c.id = p.city_id`,
  );
  const names = await client.query<{ name: string }>(
    `SELECT name FROM products TABLESAMPLE SYSTEM (1) WHERE status = 'active' LIMIT 5000`,
  );
  return {
    typedPrefixes: prefixesOf(names.map((r) => r.name)),
    mapCentres: centres.map((r) => ({ latitude: Number(r.latitude), longitude: Number(r.longitude) })),
    busyCityIds: centres.map((r) => r.id),
    ads,
    productIds: ids.map((r) => Number(r.id)),
    bigCity: { id: city.id, name: city.name, ads: Number(city.ads) },
    categoryIds: categories.map((r) => r.category_id),
    filtered: filtered.map((r) => ({
      subcategoryId: r.subcategory_id,
      priceFrom: Math.floor(Number(r.p25) / 100),
      priceTo: Math.ceil(Number(r.p75) / 100),
    })),
  };
}

function prefixesOf(names: string[]): string[] {
  const prefixes = new Set<string>();
  for (const name of names) {
    for (const word of name.toLocaleLowerCase('ru').split(/[^\p{L}\d]+/u)) {
      for (let length = 3; length <= Math.min(6, word.length); length++) prefixes.add(word.slice(0, length));
    }
  }
  return [...prefixes];
}
