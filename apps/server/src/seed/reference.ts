import { sql } from 'drizzle-orm';
import { categories, cities, filterValues, filters, subcategories } from '../db/schema/index.ts';
import { rowsOf, type Db } from '../db/client.ts';
import { catalog } from './content/catalog.ts';
import cityList from './content/cities.json' with { type: 'json' };
import { chunks } from './concurrency.ts';
import { syncSearchSynonyms } from './search-synonyms.ts';

export interface ReferenceCounts {
  cities: number;
  categories: number;
  subcategories: number;
  filters: number;
  filterValues: number;
}

/** How many reference rows the seed data holds. */
export function expectedReferenceCounts(): ReferenceCounts {
  const subs = catalog.flatMap((c) => c.subcategories);
  const allFilters = subs.flatMap((s) => s.filters);
  return {
    cities: cityList.length,
    categories: catalog.length,
    subcategories: subs.length,
    filters: allFilters.length,
    filterValues: allFilters.reduce((n, f) => n + (f.type === 'select' ? f.values.length : 0), 0),
  };
}

/** One cheap query: row counts of the reference tables and whether any product exists. */
export async function seedState(db: Db): Promise<ReferenceCounts & { hasProducts: boolean }> {
  const result = await db.execute(sql`select
    (select count(*) from cities)::int as "cities",
    (select count(*) from categories)::int as "categories",
    (select count(*) from subcategories)::int as "subcategories",
    (select count(*) from filters)::int as "filters",
    (select count(*) from filter_values)::int as "filterValues",
    exists (select 1 from products) as "hasProducts"`);
  const [row] = rowsOf<ReferenceCounts & { hasProducts: boolean }>(result);
  if (!row) throw new Error('seed state query returned nothing');
  return row;
}

export function referenceComplete(counts: ReferenceCounts): boolean {
  const expected = expectedReferenceCounts();
  return (Object.keys(expected) as (keyof ReferenceCounts)[]).every((key) => counts[key] >= expected[key]);
}

/**
 * Inserts whatever reference rows are missing (matched by slug, filter name, value, city name and
 * region) and never touches existing ones, so it is safe to run on every start and after edits; the
 * search synonyms are brought in line with the seed data (`search-synonyms.ts`).
 */
export async function seedReference(db: Db): Promise<void> {
  await seedCities(db);
  await seedCategories(db);
  await syncSearchSynonyms(db);
}

async function seedCities(db: Db): Promise<void> {
  const existing = await db.select({ name: cities.name, region: cities.region }).from(cities);
  const known = new Set(existing.map((c) => `${c.name}|${c.region}`));
  const missing = cityList.filter((c) => !known.has(`${c.name}|${c.region}`));
  for (const batch of chunks(missing, 500)) await db.insert(cities).values(batch);
}

// Natural keys of the reference rows, as SQL and as built in JS below: "<parent id>/<name>".
const subcategoryKey = sql<string>`${subcategories.categoryId} || '/' || ${subcategories.slug}`;
const filterKey = sql<string>`${filters.subcategoryId} || '/' || ${filters.name}`;
const filterValueKey = sql<string>`${filterValues.filterId} || '/' || ${filterValues.value}`;

async function seedCategories(db: Db): Promise<void> {
  const categoryIds = await upsertMissing(
    await db.select({ id: categories.id, key: categories.slug }).from(categories),
    catalog.map((c, position) => ({
      key: c.slug,
      row: { name: c.name, slug: c.slug, icon: c.icon, position },
    })),
    (rows) => db.insert(categories).values(rows).returning({ id: categories.id, key: categories.slug }),
  );
  const subcategoryIds = await upsertMissing(
    await db.select({ id: subcategories.id, key: subcategoryKey }).from(subcategories),
    catalog.flatMap((c) =>
      c.subcategories.map((s, position) => {
        const categoryId = idOf(categoryIds, c.slug);
        return { key: `${categoryId}/${s.slug}`, row: { categoryId, name: s.name, slug: s.slug, position } };
      }),
    ),
    (rows) => db.insert(subcategories).values(rows).returning({ id: subcategories.id, key: subcategoryKey }),
  );
  const subs = catalog.flatMap((c) =>
    c.subcategories.map((s) => ({
      id: idOf(subcategoryIds, `${idOf(categoryIds, c.slug)}/${s.slug}`),
      seed: s,
    })),
  );
  const filterIds = await upsertMissing(
    await db.select({ id: filters.id, key: filterKey }).from(filters),
    subs.flatMap(({ id, seed }) =>
      seed.filters.map((f, position) => ({
        key: `${id}/${f.name}`,
        row: {
          subcategoryId: id,
          name: f.name,
          label: f.label,
          type: f.type,
          unit: f.type === 'range' ? f.unit : null,
          min: f.type === 'range' ? f.min : null,
          max: f.type === 'range' ? f.max : null,
          position,
        },
      })),
    ),
    (rows) => db.insert(filters).values(rows).returning({ id: filters.id, key: filterKey }),
  );
  await upsertMissing(
    await db.select({ id: filterValues.id, key: filterValueKey }).from(filterValues),
    subs.flatMap(({ id, seed }) =>
      seed.filters.flatMap((f) => {
        if (f.type !== 'select') return [];
        const filterId = idOf(filterIds, `${id}/${f.name}`);
        return f.values.map((value, position) => ({
          key: `${filterId}/${value}`,
          row: { filterId, value, position },
        }));
      }),
    ),
    (rows) => db.insert(filterValues).values(rows).returning({ id: filterValues.id, key: filterValueKey }),
  );
}

/** Inserts the wanted rows whose key is not among the existing ones; returns key → id of all. */
async function upsertMissing<Row>(
  existing: { id: number; key: string }[],
  wanted: { key: string; row: Row }[],
  insert: (rows: Row[]) => Promise<{ id: number; key: string }[]>,
): Promise<Map<string, number>> {
  const ids = new Map(existing.map((e) => [e.key, e.id]));
  const missing = wanted.filter((w) => !ids.has(w.key));
  for (const batch of chunks(missing, 500)) {
    for (const inserted of await insert(batch.map((m) => m.row))) ids.set(inserted.key, inserted.id);
  }
  return ids;
}

function idOf(ids: Map<string, number>, key: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`reference row ${key} is missing`);
  return id;
}
