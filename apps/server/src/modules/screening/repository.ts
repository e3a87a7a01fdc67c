import { and, eq, gte, max, sql } from 'drizzle-orm';
import type { ScreeningRule } from '@mp/contract';
import { rowsOf, type Db } from '../../db/client.ts';
import { priceNorms, screeningOutcomes } from '../../db/schema/index.ts';

/** The typical price of a subcategory in a city, as the ads module computes it. */
export interface PriceNorm {
  subcategoryId: number;
  cityId: number;
  medianKopecks: number;
  ads: number;
}

/** Rows per insert statement: 5 parameters a row stays far below PostgreSQL's 65 535. */
const normsPerInsert = 5_000;

export type ScreeningRepository = ReturnType<typeof screeningRepository>;

/** Of the ads a rule flagged, how many a moderator decided on and how many they approved. */
export interface RuleOutcome {
  rule: ScreeningRule;
  decided: number;
  overturned: number;
}

/**
 * What the checks ask of the database (the Russian stems search uses, `search_lexeme`, migration 0019; the
 * typical prices), and the moderators' decisions on what they flagged.
 */
export function screeningRepository(db: Db) {
  return {
    /** Each word's stem; a stop word («без», «для») stands for itself. One statement for all the words. */
    async stems(words: string[]): Promise<Map<string, string>> {
      const distinct = [...new Set(words)];
      if (distinct.length === 0) return new Map();
      const result = await db.execute(
        sql`select w.word, coalesce(search_lexeme(w.word), w.word) as stem
              from json_array_elements_text(${JSON.stringify(distinct)}::json) as w(word)`,
      );
      return new Map(rowsOf<{ word: string; stem: string }>(result).map((row) => [row.word, row.stem]));
    },

    async priceNorm(subcategoryId: number, cityId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ medianKopecks: priceNorms.medianKopecks })
        .from(priceNorms)
        .where(and(eq(priceNorms.subcategoryId, subcategoryId), eq(priceNorms.cityId, cityId)));
      return row?.medianKopecks;
    },

    async normsComputedAt(): Promise<Date | null> {
      const [row] = await db.select({ at: max(priceNorms.computedAt) }).from(priceNorms);
      return row?.at ?? null;
    },

    /** Replaces every typical price at once (a reader sees the old set or the new one). */
    async replaceNorms(norms: PriceNorm[], at: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(priceNorms);
        for (let i = 0; i < norms.length; i += normsPerInsert) {
          const batch = norms.slice(i, i + normsPerInsert).map((norm) => ({ ...norm, computedAt: at }));
          await tx.insert(priceNorms).values(batch);
        }
      });
    },

    /** A moderator's decision on a flagged ad, in the transaction that takes its event from the outbox. */
    async recordOutcome(
      tx: Db,
      outcome: { productId: number; rules: ScreeningRule[]; approved: boolean; at: Date },
    ): Promise<void> {
      await tx.insert(screeningOutcomes).values({
        productId: outcome.productId,
        rules: outcome.rules,
        approved: outcome.approved,
        decidedAt: outcome.at,
      });
    },

    /** Each rule's decisions since `since`: one statement over the outcomes, a row per rule of each. */
    async ruleOutcomes(since: Date): Promise<RuleOutcome[]> {
      const result = await db.execute(
        sql`select rule, count(*)::int as decided, (count(*) filter (where ${screeningOutcomes.approved}))::int as overturned
              from ${screeningOutcomes}, unnest(${screeningOutcomes.rules}) as rule
             where ${gte(screeningOutcomes.decidedAt, sql`${since.toISOString()}::timestamptz`)}
             group by rule`,
      );
      return rowsOf<RuleOutcome>(result);
    },
  };
}
