import {
  pictureRules,
  samePhotoFindings,
  screeningLimits,
  screeningOf,
  unclearedBy,
  type Screening,
  type ScreeningFinding,
} from '@mp/contract';
import type { DomainEventBus } from '../../domain-events.ts';
import { inConversionSlot } from '../../platform/images/index.ts';
import { hashDistance, hashParts, pictureHash } from '../../platform/images/picture-hash.ts';
import type { FileStorage } from '../../platform/storage/index.ts';
import type { ProductChanges } from '../products/index.ts';
import type { AdLifecycle } from './lifecycle.ts';
import type { AdPicturesRepository, PictureHash } from './pictures-repository.ts';
import type { AdsRepository } from './repository.ts';
import { announceRefusal } from './values.ts';

export interface AdPictureCheckDeps {
  pictures: AdPicturesRepository;
  ads: Pick<AdsRepository, 'product'>;
  lifecycle: Pick<AdLifecycle, 'recheck'>;
  storage: Pick<FileStorage, 'read'>;
  events: Pick<DomainEventBus, 'transaction'>;
  changes: ProductChanges;
}

export type AdPictureCheck = ReturnType<typeof adPictureCheck>;

/** The findings of the text kept with an ad: all but the pictures', which are found again each time. */
const textFindings = (kept: ScreeningFinding[] | null): ScreeningFinding[] =>
  (kept ?? []).filter((finding) => !pictureRules.includes(finding.rule));

/**
 * The check of an ad's pictures (issue 33): each stored picture hashed off the request (`ad.pictures_stored`),
 * and a picture already in another active ad found by its hash: another seller's photo holds the ad for a
 * moderator, the seller's own (the same ad placed twice) returns it to them.
 */
export function adPictureCheck({ pictures, ads, lifecycle, storage, events, changes }: AdPictureCheckDeps) {
  /** The findings of the ad's pictures hashed so far. */
  async function findings(productId: number, sellerId: number): Promise<ScreeningFinding[]> {
    const near = await pictures.near(productId);
    return samePhotoFindings(
      near
        .filter(({ mine, theirs }) => hashDistance(mine, theirs) <= screeningLimits.samePhotoBits)
        .map((found) => ({
          productId: found.productId,
          name: found.name,
          sameSeller: found.userId === sellerId,
        })),
    );
  }

  async function hashesOf(productId: number): Promise<PictureHash[]> {
    const hashes: PictureHash[] = [];
    for (const picture of await pictures.unhashed(productId)) {
      const stored = await storage.read(picture.fullPath);
      // Deleted since: nothing to check.
      if (stored === undefined) continue;
      const hash = await inConversionSlot(() => pictureHash(stored));
      hashes.push({
        imageId: picture.id,
        hash: hash ?? null,
        parts: hash === undefined ? [] : hashParts(hash),
      });
    }
    return hashes;
  }

  return {
    /** The text's verdict with the pictures' findings added (an edit, a renewal: the pictures stay checked). */
    async withPictures(text: Screening, productId: number, sellerId: number): Promise<Screening> {
      const found = await findings(productId, sellerId);
      return found.length === 0 ? text : screeningOf([...text.findings, ...found]);
    },

    /** `ad.pictures_stored`: hashes the ad's new pictures, then holds or returns it if one is another ad's. */
    async hashAndCheck(productId: number): Promise<void> {
      await pictures.saveHashes(await hashesOf(productId));
      const product = await ads.product(productId);
      if (!product) return;
      const found = await findings(productId, product.userId);
      if (found.length === 0) return;
      const screening = unclearedBy(
        screeningOf([...textFindings(product.screeningFindings), ...found]),
        product.clearedFindings,
      );
      const ad = { productId, sellerId: product.userId, name: product.name };
      const moved = await events.transaction(async (tx, announce) => {
        const verdict = await lifecycle.recheck(productId, product.status, screening, tx);
        await announceRefusal(announce, verdict, ad);
        return verdict !== undefined;
      });
      if (moved) changes.announce(productId);
    },
  };
}

/** The pictures are hashed in the background: no reply waits for a picture to be read and measured. */
export function listenForPictures(events: Pick<DomainEventBus, 'on'>, check: AdPictureCheck): void {
  events.on('ad.pictures_stored', 'ads.check-pictures', ({ productId }) => check.hashAndCheck(productId), {
    inBackground: true,
  });
}
