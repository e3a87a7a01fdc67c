import {
  contactsFinding,
  screeningOf,
  zeroPriceFinding,
  type Screening,
  type ScreeningInput,
} from '@mp/contract';
import { bannedGoodsCheck } from './banned-goods.ts';
import type { ScreeningRepository } from './repository.ts';

export type ScreeningService = ReturnType<typeof screeningService>;

/**
 * The automatic checks an ad passes before it goes live (issue 33): contacts in the text, forbidden goods
 * on Russian stems, a zero price. Pure checks come from the contract; this adds what needs the database.
 */
export function screeningService({ repository }: { repository: ScreeningRepository }) {
  const bannedGoodsFinding = bannedGoodsCheck((words) => repository.stems(words));

  return {
    async screen(ad: ScreeningInput): Promise<Screening> {
      return screeningOf([
        ...contactsFinding(ad),
        ...(await bannedGoodsFinding(ad.name, ad.description)),
        ...zeroPriceFinding(ad),
      ]);
    },
  };
}
