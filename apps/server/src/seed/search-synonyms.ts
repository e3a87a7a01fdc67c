import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client.ts';
import { subcategorySynonyms, synonymPairs } from './content/search-synonyms.ts';

const wantedSubcategories = () =>
  JSON.stringify(Object.entries(subcategorySynonyms).map(([slug, synonyms]) => ({ slug, synonyms })));

/** Each pair both ways, as (lexeme of one word, the other word), the shape of `search_synonyms`. */
const wantedPairs = () => sql`(
  select search_lexeme(p.a) as lexeme, p.b as adds from json_to_recordset(${JSON.stringify(
    synonymPairs.flatMap(([a, b]) => [
      { a, b },
      { a: b, b: a },
    ]),
  )}::json) as p(a text, b text)
  where search_lexeme(p.a) is not null)`;

const pairsDiffer = sql`exists ((${wantedPairs()} except select lexeme, adds from search_synonyms)
  union all (select lexeme, adds from search_synonyms except ${wantedPairs()}))`;

/** Whether the database's synonyms differ from the seed data's (one cheap query, run on every start). */
export async function searchSynonymsStale(db: Db): Promise<boolean> {
  const result = await db.execute(sql`select
    exists (select 1 from subcategories s join json_to_recordset(${wantedSubcategories()}::json)
              as w(slug text, synonyms text) on w.slug = s.slug where s.synonyms <> w.synonyms)
    or ${pairsDiffer} as "stale"`);
  return rowsOf<{ stale: boolean }>(result)[0]?.stale ?? false;
}

/**
 * Brings subcategories' synonyms and the synonym pairs in line with the seed data, rewrites the
 * search documents they change (every ad when the pairs change) and recounts the vocabulary.
 */
export async function syncSearchSynonyms(db: Db): Promise<boolean> {
  const changedSubcategories = rowsOf<{ id: number }>(
    await db.execute(sql`update subcategories s set synonyms = w.synonyms
      from json_to_recordset(${wantedSubcategories()}::json) as w(slug text, synonyms text)
      where w.slug = s.slug and s.synonyms <> w.synonyms returning s.id`),
  ).map((row) => row.id);
  const pairsChanged = rowsOf<{ differ: boolean }>(
    await db.execute(sql`select ${pairsDiffer} as "differ"`),
  )[0]?.differ;
  if (pairsChanged) {
    await db.execute(sql`delete from search_synonyms`);
    await db.execute(
      sql`insert into search_synonyms (lexeme, adds) select distinct * from ${wantedPairs()} as w`,
    );
  }
  if (!pairsChanged && changedSubcategories.length === 0) return false;
  const rewritten = pairsChanged
    ? sql`true`
    : sql`subcategory_id in (${sql.join(
        changedSubcategories.map((id) => sql`${id}`),
        sql`, `,
      )})`;
  await db.execute(
    sql`update products set search_vector = search_document(name, description, subcategory_id) where ${rewritten}`,
  );
  await refreshSearchWords(db);
  return true;
}

/** Recounts the search vocabulary (after many ads were written at once: the demo, generated ads). */
export async function refreshSearchWords(db: Db): Promise<void> {
  await db.execute(sql`select refresh_search_words()`);
}
