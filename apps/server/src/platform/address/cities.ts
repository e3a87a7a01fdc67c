import { sql } from 'drizzle-orm';
import { cities } from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';
import { containing, escapeLike } from '../../db/like.ts';

export interface CityRow {
  id: number;
  name: string;
  region: string;
  latitude: number;
  longitude: number;
}

const columns = {
  id: cities.id,
  name: cities.name,
  region: cities.region,
  latitude: cities.latitude,
  longitude: cities.longitude,
};

/**
 * Cities whose name or region contains `text` (case-insensitive): the exact name first, then names
 * that begin with it, then the most populous. A thousand rows: no index needed.
 */
export function citiesMatching(db: Db, text: string, limit: number): Promise<CityRow[]> {
  const exact = escapeLike(text);
  const anywhere = containing(text);
  return db
    .select(columns)
    .from(cities)
    .where(sql`${cities.name} ilike ${anywhere} or ${cities.region} ilike ${anywhere}`)
    .orderBy(
      sql`${cities.name} ilike ${exact} desc`,
      sql`${cities.name} ilike ${`${exact}%`} desc`,
      sql`${cities.population} desc`,
      cities.id,
    )
    .limit(limit);
}

/** The city named exactly `name` (case-insensitive; ilike, which PGlite's C locale folds too), the most populous of namesakes. */
export async function cityNamed(db: Db, name: string): Promise<CityRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(cities)
    .where(sql`${cities.name} ilike ${escapeLike(name)}`)
    .orderBy(sql`${cities.population} desc`, cities.id)
    .limit(1);
  return row;
}

export async function cityById(db: Db, id: number): Promise<CityRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(cities)
    .where(sql`${cities.id} = ${id}`);
  return row;
}
