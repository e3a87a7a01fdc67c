import {
  contactsFinding,
  kopecksToRubles,
  lowPriceFinding,
  screeningLimits,
  screeningOf,
  screeningRuleInfo,
  screeningRules,
  sameTextFinding,
  velocityFinding,
  zeroPriceFinding,
  type Screening,
  type ScreeningInput,
  type ScreeningRule,
  type ScreeningRuleOutcome,
} from '@mp/contract';
import type { Db } from '../../db/client.ts';
import { bannedGoodsCheck } from './banned-goods.ts';
import type { PriceNorm, ScreeningRepository } from './repository.ts';

export interface ScreeningDeps {
  repository: ScreeningRepository;
  now: () => Date;
}

/** The medians of active ads' prices by subcategory and city, from the ads' owner (`modules/ads`). */
export type TypicalPrices = (sampleMin: number) => Promise<PriceNorm[]>;

export type ScreeningService = ReturnType<typeof screeningService>;

/**
 * The automatic checks an ad passes before it goes live (issue 33): contacts in the text, another seller's
 * description copied, forbidden goods on Russian stems, a price far below the typical one, a new account in a
 * hurry, a zero price. Pure checks come from the contract; this adds what needs the database, and keeps the
 * moderators' decisions on them.
 */
export function screeningService({ repository, now }: ScreeningDeps) {
  const bannedGoodsFinding = bannedGoodsCheck((words) => repository.stems(words));
  const normsMaxAgeMs = screeningLimits.priceNormsHours * 3_600_000;

  return {
    async screen(ad: ScreeningInput): Promise<Screening> {
      const [banned, typicalKopecks] = await Promise.all([
        bannedGoodsFinding(ad.name, ad.description),
        repository.priceNorm(ad.subcategoryId, ad.cityId),
      ]);
      const typical = typicalKopecks === undefined ? undefined : kopecksToRubles(typicalKopecks);
      return screeningOf([
        ...contactsFinding(ad),
        ...sameTextFinding(ad),
        ...banned,
        ...lowPriceFinding(ad, typical),
        ...velocityFinding(ad, now()),
        ...zeroPriceFinding(ad),
      ]);
    },

    /**
     * Every rule with the moderators' decisions of the last `outcomeDays` on the ads it flagged: how many
     * they decided on, and how many they approved (the flag overturned).
     */
    async ruleOutcomes(): Promise<ScreeningRuleOutcome[]> {
      const since = new Date(now().getTime() - screeningLimits.outcomeDays * 24 * 3_600_000);
      const byRule = new Map((await repository.ruleOutcomes(since)).map((row) => [row.rule, row]));
      return screeningRules.map((rule) => ({
        rule,
        label: screeningRuleInfo[rule].label,
        decided: byRule.get(rule)?.decided ?? 0,
        overturned: byRule.get(rule)?.overturned ?? 0,
      }));
    },

    /** `ad.moderated`: the decision kept with the rules that flagged the ad, in the outbox entry's transaction. */
    recordOutcome: (
      tx: Db,
      outcome: { productId: number; approved: boolean; rules: ScreeningRule[] },
    ): Promise<void> => repository.recordOutcome(tx, { ...outcome, at: now() }),

    /** Housekeeping: the typical prices again once they are `priceNormsHours` old (at once when there are none). */
    async refreshPricesIfDue(typicalPrices: TypicalPrices): Promise<{ priceNorms?: number }> {
      const at = now();
      const computedAt = await repository.normsComputedAt();
      if (computedAt !== null && at.getTime() - computedAt.getTime() < normsMaxAgeMs) return {};
      const norms = await typicalPrices(screeningLimits.priceSampleMin);
      await repository.replaceNorms(norms, at);
      return { priceNorms: norms.length };
    },
  };
}
