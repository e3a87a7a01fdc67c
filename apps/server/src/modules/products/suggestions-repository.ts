import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import type { Planned, PlanSettings } from '../../db/planned.ts';
import { containing, escapeLike } from '../../db/like.ts';
import { productNameWords, products } from '../../db/schema/index.ts';
import { notBlockedBy } from '../blocks/index.ts';

/** An ad's name with ё read as е, as its trigram index holds it (autocomplete). */
const searchableName = sql`translate(${products.name}, 'ёЁ', 'еЕ')`;
const withoutYo = (text: string) => text.replaceAll('ё', 'е').replaceAll('Ё', 'Е');

/** What a suggestion needs of an ad. */
const suggestionColumns = {
  id: products.id,
  name: products.name,
  subcategoryId: products.subcategoryId,
  priceKopecks: products.priceKopecks,
};

/** The plan of a name search by trigrams: the trigram index, never a walk of the table or of a b-tree (see `suggestions`). */
const trigramsOnly: PlanSettings = { enable_seqscan: 'off', enable_indexscan: 'off' };

export type SuggestionsRepository = ReturnType<typeof suggestionsRepository>;

/** The SQL of autocomplete: ads' names matching what is typed. */
export function suggestionsRepository(db: Db, planned: Planned) {
  return {
    /**
     * Names containing `q`, best similarity first among the first `candidates` found. The trigram
     * index gives every match in a few milliseconds and the heap is read only until `candidates`
     * rows pass; see `suggestions` for why the plan is pinned.
     */
    async autocomplete(q: string, cityIds: number[], candidates: number, viewerId?: number) {
      return suggestions(
        q,
        sql`${searchableName} ilike ${containing(withoutYo(q))}`,
        cityIds,
        candidates,
        viewerId,
      );
    },

    /**
     * Names with a word beginning with `typed` (one word, read as the words are kept: lower case, ё as
     * е), from the name words' b-tree alone (an index-only scan), read only until `candidates` ads pass: a short, common
     * fragment costs no more than a long one; one statement, no pinned plan.
     */
    async autocompleteByWordStart(typed: string, cityIds: number[], candidates: number, viewerId?: number) {
      const fragment = withoutYo(typed.toLocaleLowerCase('ru'));
      const matching = db
        .select({
          id: productNameWords.productId,
          name: productNameWords.name,
          subcategoryId: productNameWords.subcategoryId,
          priceKopecks: productNameWords.priceKopecks,
        })
        .from(productNameWords)
        .where(
          and(
            sql`${productNameWords.word} like ${`${escapeLike(fragment)}%`}`,
            cityIds.length > 0 ? inArray(productNameWords.cityId, cityIds) : undefined,
            viewerId === undefined ? undefined : notBlockedBy(viewerId, productNameWords.userId),
          ),
        )
        .limit(candidates)
        .as('matching');
      return db
        .select()
        .from(matching)
        .orderBy(...similarityOrder(fragment, matching.name, matching.id));
    },

    /** Names close to one of the words of `q` (a typo), for when nothing contains it as typed. */
    async autocompleteTypos(q: string, cityIds: number[], candidates: number, viewerId?: number) {
      return suggestions(q, sql`${searchableName} %> ${withoutYo(q)}`, cityIds, candidates, viewerId);
    },
  };

  /**
   * PostgreSQL misjudges how many names contain a fragment, and then may scan the table until enough
   * rows match (seconds for a rare fragment at a million ads). So the plan is pinned to the trigram
   * index, which holds the city too: sequential and plain index scans are off for this one statement,
   * and the heap is read only until `candidates` rows of the city pass. A viewer's blocked sellers
   * are left out on the rows read (an anti-join on the `user_blocks` primary key).
   */
  function suggestions(q: string, match: SQL, cityIds: number[], candidates: number, viewerId?: number) {
    const cityList =
      cityIds.length > 0
        ? sql.join(
            cityIds.map((id) => sql`${id}`),
            sql`, `,
          )
        : undefined;
    return planned(trigramsOnly, (planDb) => {
      const matching = planDb
        .select(suggestionColumns)
        .from(products)
        .where(
          and(
            eq(products.status, 'active'),
            match,
            cityList === undefined ? undefined : sql`${products.cityId} in (${cityList})`,
            viewerId === undefined ? undefined : notBlockedBy(viewerId, products.userId),
          ),
        )
        .limit(candidates)
        .as('matching');
      return planDb
        .select()
        .from(matching)
        .orderBy(...similarityOrder(q, matching.name, matching.id));
    });
  }
}

/** Suggestions closest to what was typed first, then by name and id (a stable order). */
const similarityOrder = (q: string, name: AnyPgColumn, id: AnyPgColumn) => [
  sql`word_similarity(${q}, ${name}) desc`,
  asc(name),
  asc(id),
];
