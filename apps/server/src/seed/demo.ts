import type { Db } from '../db/client.ts';
import type { FileStorage } from '../platform/storage/index.ts';
import { adStream, takeAds } from './ads.ts';
import { loadAdContext, PICTURE_VARIANTS } from './context.ts';
import { whileRendering } from './images.ts';
import { Random } from './random.ts';
import { refreshSearchWords } from './search-synonyms.ts';
import { insertAds } from './writer.ts';

export const DEMO_ADS = 3_000;
const DEMO_SEED = 20_240_601;

export interface DemoOptions {
  /** Where the pictures go (those already there are kept). */
  storage: FileStorage;
  ads?: number;
  now?: Date;
  /** Pictures of each thing shown (tests use fewer to stay fast). */
  pictures?: number;
}

/**
 * The demo catalogue: sellers, `ads` ads (same titles, prices and attributes on every run) and the
 * picture files they show, rendered while the rows are written.
 */
export async function generateDemo(db: Db, options: DemoOptions): Promise<{ ads: number; images: number }> {
  const now = options.now ?? new Date();
  const context = await loadAdContext(db, now, options.pictures);
  const ads = takeAds(
    adStream(context, new Random(DEMO_SEED), { now, imagesPerAd: [2, PICTURE_VARIANTS] }),
    options.ads ?? DEMO_ADS,
  );
  const { images } = await whileRendering(options.storage, context.pictures.takeNew(), () =>
    insertAds(db, ads),
  );
  await refreshSearchWords(db);
  return { ads: ads.length, images };
}
