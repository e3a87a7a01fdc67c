import {
  adActionsByState,
  limits,
  messages,
  vipPlacementDays,
  type PromotionKind,
  myAdsStates,
  type AdAction,
  type AdSavedReply,
  type MyAd,
  type MyAdsState,
  type OwnAdDetail,
  type Screening,
  type ScreeningInput,
  unclearedBy,
} from '@mp/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { DomainEventBus } from '../../domain-events.ts';
import type { myAdsReplySchema } from '@mp/contract';
import { HttpError, forbidden, notFound, validationError } from '../../http/errors.ts';
import { offsetOf, paginationOf } from '../../http/pagination.ts';
import type { WebpImage } from '../../platform/images/index.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { ProductChanges, ProductsService } from '../products/index.ts';
import { checkAdFields, type CheckedAd } from './checks.ts';
import {
  announceRefusal,
  productValuesOf,
  sameIds,
  screeningInputOf,
  storedAdInput,
  textKeyOf,
  toMyAd,
} from './values.ts';
import type { AdLifecycle } from './lifecycle.ts';
import type { ScreeningService } from '../screening/index.ts';
import type { FavoritesService } from '../favorites/index.ts';
import type { AdImageFiles } from './images.ts';
import type { AdPictureCheck } from './picture-check.ts';
import type { AdsRepository, ProductRow } from './repository.ts';

export interface AdsDeps {
  ads: AdsRepository;
  lifecycle: AdLifecycle;
  /** The filters of a subcategory, from memory. */
  catalog: Pick<CatalogService, 'filtersOf'>;
  /** The ad page's data, reused for the owner's view of an ad in any state. */
  products: Pick<ProductsService, 'detailInAnyState'>;
  files: AdImageFiles;
  /** How many people keep each ad, for «Мои объявления». */
  favorites: Pick<FavoritesService, 'countsByProduct'>;
  changes: ProductChanges;
  /** How many ads the person may have on sale at once: more with a tariff (record 0087). */
  activeAdsLimit: (userId: number) => Promise<number>;
  /** Takes one of the person's raises or VIP placements in the caller's transaction. */
  spendCredit: (tx: Db, userId: number, kind: PromotionKind) => Promise<boolean>;
  /** A raise or a VIP placement (`ad.promoted`) and an ad returned to its seller (`ad.refused`), in their transactions. */
  events: Pick<DomainEventBus, 'transaction'>;
  /** The automatic checks on publishing and editing (issue 33), the pictures' among them. */
  screening: Pick<ScreeningService, 'screen'>;
  pictureCheck: Pick<AdPictureCheck, 'withPictures'>;
  now: () => Date;
}

export const productNotFound = () => notFound(messages.productNotFound);
export const actionUnavailable = () => new HttpError(409, messages.adActionUnavailable);
const imagesRequired = () => validationError({ images: [messages.adImagesRequired] });

const hourMs = 3_600_000;

export type AdsService = ReturnType<typeof adsService>;

/** The seller's side of ads: publish, edit, images, delete, states and the seller's own list. */
export function adsService({
  ads,
  lifecycle,
  catalog,
  products,
  files,
  favorites,
  changes,
  activeAdsLimit,
  spendCredit,
  events,
  screening,
  pictureCheck,
  now,
}: AdsDeps) {
  /** 409 when one more ad on sale would pass the person's limit. */
  async function roomForOneMore(userId: number) {
    const limit = await activeAdsLimit(userId);
    if ((await ads.liveCount(userId)) >= limit) throw new HttpError(409, messages.activeAdsLimit(limit));
  }

  /** The ad if it exists (404) and is the user's (403; ad ids are public, so this reveals nothing). */
  async function owned(userId: number, id: number): Promise<ProductRow> {
    const product = await ads.product(id);
    if (!product) throw productNotFound();
    if (product.userId !== userId) throw forbidden();
    return product;
  }

  async function checked(raw: Record<string, unknown>, extra: Record<string, string[]> = {}) {
    const result = await checkAdFields(raw, ads, catalog);
    const errors = 'errors' in result ? { ...result.errors, ...extra } : extra;
    if (Object.keys(errors).length > 0) throw validationError(errors);
    return (result as { ad: CheckedAd }).ad;
  }

  /**
   * The checks of an ad's text, told first which other sellers' ads have the same description: for an ad
   * already placed (`placedId`), those placed before it only, so the original's edit is not held for its copies.
   */
  async function screenText(input: ScreeningInput, sellerId: number, placedId?: number): Promise<Screening> {
    const key = textKeyOf(input.description);
    const sameTextAds = key === null ? [] : await ads.sameTextAds(key, sellerId, placedId);
    return screening.screen({ ...input, sameTextAds });
  }

  /** The checks again on an ad already placed: its text and its pictures, less what a moderator cleared. */
  async function screenPlaced(product: ProductRow, input: ScreeningInput): Promise<Screening> {
    const text = await screenText(input, product.userId, product.id);
    const screened = await pictureCheck.withPictures(text, product.id, product.userId);
    return unclearedBy(screened, product.clearedFindings);
  }

  /** A new ad's row by the checks' verdict, as a form or a draft publishes it. */
  async function newAd(userId: number, ad: CheckedAd) {
    const at = now();
    const seller = await ads.seller(userId, new Date(at.getTime() - hourMs));
    const screened = await screenText(
      screeningInputOf(ad, { createdAt: seller.createdAt, adsLastHour: seller.adsSince }),
      userId,
    );
    const verdict = lifecycle.firstState(screened);
    const sellerType = seller.hasCompany ? ('company' as const) : ('private' as const);
    const values = {
      ...productValuesOf(ad),
      ...verdict.values,
      userId,
      sellerType,
      createdAt: at,
      updatedAt: at,
    };
    return { verdict, values };
  }

  async function myAd(id: number): Promise<MyAd> {
    const row = await ads.myAd(id);
    if (!row) throw productNotFound();
    const favourites = await favorites.countsByProduct([id]);
    return toMyAd(row, favourites.get(id) ?? 0);
  }

  /** A seller's action as the lifecycle's move; resolves to the message, or undefined if it did not apply. */
  async function move(product: ProductRow, action: AdAction): Promise<string | undefined> {
    switch (action) {
      case 'sold':
        return (await lifecycle.sell(product.id)) ? messages.adMarkedSold : undefined;
      case 'archive':
        return (await lifecycle.archive(product.id)) ? messages.adArchived : undefined;
      case 'renew':
      case 'relist': {
        const subcategory = await ads.subcategory(product.subcategoryId);
        const screened = await screenPlaced(product, storedAdInput(product, subcategory?.categorySlug ?? ''));
        return events.transaction(async (tx, announce) => {
          const moved = await lifecycle[action](product.id, screened, tx);
          if (moved?.status === 'rejected') {
            await announce('ad.refused', {
              productId: product.id,
              sellerId: product.userId,
              name: product.name,
              reason: moved.note ?? '',
              byCheck: true,
            });
          }
          return moved?.message;
        });
      }
    }
  }

  async function saved(id: number, message: string): Promise<AdSavedReply> {
    changes.announce(id);
    return { message, data: await myAd(id) };
  }

  return {
    myAd,
    checked,
    roomForOneMore,
    newAd,

    /** `POST /api/products`: every check first, then the files, then the rows (files go again on failure). */
    async create(userId: number, raw: Record<string, unknown>, images: WebpImage[]): Promise<AdSavedReply> {
      const ad = await checked(raw, images.length === 0 ? { images: [messages.adImagesRequired] } : {});
      await roomForOneMore(userId);
      const { verdict, values } = await newAd(userId, ad);
      const stored = await files.store(images);
      const id = await files.commit(stored, () =>
        events.transaction(async (tx, announce) => {
          const productId = await ads.createProduct(values, stored, tx);
          await announceRefusal(announce, verdict, { productId, sellerId: userId, name: values.name });
          await announce('ad.pictures_stored', { productId });
          return productId;
        }),
      );
      return saved(id, verdict.message);
    },

    /**
     * `PATCH /api/products/{id}`: all fields again, checked again (`stateAfterEdit` says where that takes
     * the ad). The fields and the state are saved together only if the ad is still in the state read: 409
     * (nothing saved) when a moderator's decision or another change came between.
     */
    async update(userId: number, id: number, raw: Record<string, unknown>): Promise<AdSavedReply> {
      const product = await owned(userId, id);
      const ad = await checked(raw);
      const screened = await screenPlaced(product, screeningInputOf(ad));
      const next = lifecycle.stateAfterEdit(product.status, product.refusedByCheck, screened);
      const edited = await events.transaction(async (tx, announce) => {
        const done = await ads.editProduct(
          id,
          productValuesOf(ad),
          (inner) => lifecycle.edit(id, product.status, next, inner),
          tx,
        );
        if (done)
          await announceRefusal(announce, next, { productId: id, sellerId: userId, name: ad.fields.name });
        return done;
      });
      if (!edited) throw new HttpError(409, messages.adChangedMeanwhile);
      return saved(id, next?.message ?? messages.adUpdated);
    },

    /** Whether the ad exists and is the person's, in any state. */
    async isOwnAd(userId: number, id: number): Promise<boolean> {
      return (await ads.product(id))?.userId === userId;
    },

    /**
     * `GET /api/user/products/{id}`: the owner's ad in any state, as the ad page shows it plus its
     * state and raw filter values (for the edit form).
     */
    async ownDetail(userId: number, id: number): Promise<OwnAdDetail> {
      const product = await owned(userId, id);
      return {
        ...(await products.detailInAnyState(id)),
        status: product.status,
        filters: product.attributes,
        expires_at: product.expiresAt?.toISOString() ?? null,
        rejection_reason: product.moderationNote,
      };
    },

    /** `DELETE /api/product/{id}`: the row, its image rows, then its files. */
    async remove(userId: number, id: number): Promise<void> {
      await owned(userId, id);
      const images = await ads.deleteProduct(id);
      changes.announce(id);
      await files.remove(images);
    },

    async addImages(userId: number, id: number, images: WebpImage[]): Promise<AdSavedReply> {
      await owned(userId, id);
      if (images.length === 0) throw imagesRequired();
      const stored = await files.store(images);
      await files.commit(stored, () =>
        events.transaction(async (tx, announce) => {
          await ads.addImages(
            id,
            stored,
            (current) => {
              if (current + stored.length > limits.productImagesMax) {
                throw validationError({ images: [messages.adImagesTooMany] });
              }
            },
            tx,
          );
          await announce('ad.pictures_stored', { productId: id });
        }),
      );
      await ads.updateProduct(id, { updatedAt: now() });
      return saved(id, messages.adUpdated);
    },

    /**
     * `POST /api/products/{id}/appeal`: a refused ad back to a moderator with the seller's comment, once;
     * 409 for an ad in another state or appealed before.
     */
    async appeal(userId: number, id: number, comment: string): Promise<AdSavedReply> {
      await owned(userId, id);
      if (!(await lifecycle.appeal(id, comment))) throw new HttpError(409, messages.adAppealUnavailable);
      return saved(id, messages.adAppealed);
    },

    /** The existing count, so an upload can stop at the eleventh picture before converting it. */
    async imageCount(userId: number, id: number): Promise<number> {
      await owned(userId, id);
      return (await ads.images(id)).length;
    },

    async deleteImage(userId: number, id: number, imageId: number): Promise<AdSavedReply> {
      await owned(userId, id);
      const removed = await ads.deleteImage(id, imageId, (current) => {
        if (current <= 1) throw imagesRequired();
      });
      if (!removed) throw notFound(messages.imageNotFound);
      await files.remove([removed]);
      return saved(id, messages.adUpdated);
    },

    async reorderImages(userId: number, id: number, imageIds: number[]): Promise<AdSavedReply> {
      await owned(userId, id);
      const current = await ads.images(id);
      if (!sameIds(current, imageIds)) throw validationError({ image_ids: [messages.imageOrderInvalid] });
      await ads.reorderImages(id, imageIds);
      return saved(id, messages.adUpdated);
    },

    /** `POST /api/products/{id}/{action}` by `adActionsByState`; a lost race or another state is 409. */
    async act(userId: number, id: number, action: AdAction): Promise<AdSavedReply> {
      const product = await owned(userId, id);
      if (!adActionsByState[product.status].includes(action)) throw actionUnavailable();
      if (action === 'relist' || action === 'renew') await roomForOneMore(userId);
      const outcome = await move(product, action);
      if (!outcome) throw actionUnavailable();
      return saved(id, outcome);
    },

    /**
     * The seller raises an active ad to the top of its search (its date unchanged) or makes it VIP for 7
     * days, with one of their credits: 409 when the ad is not on sale or no credit is left.
     */
    async promote(userId: number, id: number, kind: PromotionKind): Promise<AdSavedReply> {
      await owned(userId, id);
      const outcome = await events.transaction(async (tx, announce) => {
        const promoted = await ads.promote(
          id,
          kind,
          now(),
          vipPlacementDays,
          (inner) => spendCredit(inner, userId, kind),
          tx,
        );
        if (promoted === 'done') await announce('ad.promoted', { productId: id, sellerId: userId, kind });
        return promoted;
      });
      if (outcome === 'not-active') throw new HttpError(409, messages.promoteActiveOnly);
      if (outcome === 'no-credit') {
        throw new HttpError(409, kind === 'raise' ? messages.noRaises : messages.noVipPlacements);
      }
      return saved(id, kind === 'raise' ? messages.adRaised : messages.adMadeVip);
    },

    /** The typical prices the automatic checks compare with (`modules/screening` keeps them a day). */
    typicalPrices: (sampleMin: number) => ads.typicalPrices(sampleMin),

    /** Housekeeping: paid VIP placements past their end become ordinary ads again. */
    async endVipDue(): Promise<{ vipPlacementsEnded: number }> {
      const ids = await ads.endVipDue(now());
      ids.forEach((id) => changes.announce(id));
      return { vipPlacementsEnded: ids.length };
    },

    /** Housekeeping: active ads past their placement period become expired (their pages change). */
    async expireDue(): Promise<{ expiredAds: number }> {
      const ids = await lifecycle.expireDue();
      ids.forEach((id) => changes.announce(id));
      return { expiredAds: ids.length };
    },

    /** `GET /api/user/products`: one state's page, every state's count and the drafts' count. */
    async myAds(userId: number, status: MyAdsState, page: number): Promise<z.infer<typeof myAdsReplySchema>> {
      const perPage = limits.productsPerPage;
      const [rows, byState, drafts] = await Promise.all([
        ads.myAds(userId, status, offsetOf(page, perPage), perPage),
        ads.countsByState(userId),
        ads.countDrafts(userId),
      ]);
      const ids = rows.map((row) => row.id);
      const favourites = await favorites.countsByProduct(ids);
      const counts = Object.fromEntries(
        myAdsStates.map((state) => [state, byState.get(state) ?? 0]),
      ) as Record<MyAdsState, number>;
      const total = counts[status];
      return {
        data: rows.map((row) => toMyAd(row, favourites.get(row.id) ?? 0)),
        pagination: paginationOf(page, perPage, total),
        counts,
        drafts,
      };
    },
  };
}
