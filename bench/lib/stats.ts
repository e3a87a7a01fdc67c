// The statistics of the `ad-stats` scenario: a year of days for ads the bench's seller published, among the
// days of other ads, as a seller who has sold for a year would have them.
import type { SqlClient } from './database.ts';

/** Days of statistics the scenario's ads have: a year. */
const daysKept = 365;
/** Other ads with statistics: every 20th of the catalogue, at most 100,000 of them, 60 days each. */
const backgroundShare = 20;
const backgroundAds = 100_000;
const backgroundDays = 60;

/** Days with counts of a seller's ad: a few dozen views, a contact or two, a raise now and then. */
const insertDays = `INSERT INTO ad_stats_days
    (product_id, seller_id, day, views, contacts, favorites, cart, orders, raised, vip)
  SELECT p.id, p.user_id, (now() AT TIME ZONE 'Europe/Moscow')::date - d,
    (random() * 40)::int, (random() * 4)::int, (random() * 3)::int, (random() * 2)::int,
    (random() * 1.2)::int, random() < 0.05, random() < 0.03
  FROM products p, generate_series(0, $2::int - 1) d`;

/**
 * Fills the statistics of `adIds` (a year each) and, once per database, of the catalogue's background; resolves
 * to the scenario's paths, `days` days of each ad.
 */
export async function prepareStats(
  client: SqlClient,
  adIds: readonly number[],
  days: number,
): Promise<string[]> {
  const [filled] = await client.query<{ any: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM ad_stats_days WHERE product_id % ${backgroundShare} = 0) AS any`,
  );
  if (!filled?.any) {
    const started = Date.now();
    await client.query(
      `${insertDays} WHERE p.id IN (SELECT id FROM products WHERE id % ${backgroundShare} = 0 LIMIT $1)
       ON CONFLICT DO NOTHING`,
      [backgroundAds, backgroundDays],
    );
    await client.query('ANALYZE ad_stats_days');
    console.log(
      `Statistics of the catalogue's ads filled in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  }
  await client.query(`${insertDays} WHERE p.id = ANY($1::bigint[]) ON CONFLICT DO NOTHING`, [
    adIds,
    daysKept,
  ]);
  return adIds.map((id) => `/api/products/${id}/stats?days=${days}`);
}
