import {
  adActionsByState,
  adLimits,
  checkAd,
  limits,
  messages,
  myAdsStates,
  type AdAction,
  type AdSavedReply,
  type MyAd,
  type MyAdsState,
  type OwnAdDetail,
} from '@mp/contract';
import type { z } from 'zod';
import type { myAdsReplySchema } from '@mp/contract';
import { HttpError, forbidden, notFound, validationError } from '../../http/errors.ts';
import type { WebpImage } from '../../platform/images/index.ts';
import type { CatalogRepository } from '../catalog/repository.ts';
import { imagesByProduct, kopecks, rubles, toCard, toDetail } from '../products/present.ts';
import type { ProductChanges } from '../products/product-changes.ts';
import type { ProductsRepository } from '../products/repository.ts';
import { checkAdFields, type CheckedAd } from './checks.ts';
import type { AdImageFiles } from './images.ts';
import type { AdsRepository, ImageRow, MyAdRow, ProductRow, ProductValues } from './repository.ts';

export interface AdsDeps {
  ads: AdsRepository;
  catalog: CatalogRepository;
  /** The ad page's query, reused for the owner's view of an ad in any state. */
  products: ProductsRepository;
  files: AdImageFiles;
  changes: ProductChanges;
  now: () => Date;
}

const dayMs = 24 * 60 * 60 * 1000;

export const productNotFound = () => notFound(messages.productNotFound);
export const actionUnavailable = () => new HttpError(409, messages.adActionUnavailable);
const imagesRequired = () => validationError({ images: [messages.adImagesRequired] });

/** The product columns an ad's checked fields set. */
export function productValuesOf({ fields, attributes }: CheckedAd): Omit<ProductValues, 'userId'> {
  return {
    name: fields.name,
    description: fields.description,
    priceKopecks: kopecks(fields.price),
    quantity: fields.quantity,
    condition: fields.condition,
    categoryId: fields.category_id,
    subcategoryId: fields.subcategory_id,
    cityId: fields.city_id,
    address: fields.address,
    latitude: fields.latitude,
    longitude: fields.longitude,
    attributes,
  };
}

/**
 * The automatic check's verdict as the columns it sets: active for a placement period, or on
 * moderation with the reason (no expiry until a moderator approves).
 */
export function publication(ad: AdCheckInputOf, now: Date) {
  const verdict = checkAd(ad);
  return verdict.status === 'active'
    ? {
        values: {
          status: 'active' as const,
          expiresAt: new Date(now.getTime() + adLimits.placementDays * dayMs),
          moderationNote: null,
        },
        message: messages.adPublished,
      }
    : {
        values: { status: 'moderation' as const, expiresAt: null, moderationNote: verdict.note },
        message: messages.adSentToModeration,
      };
}
type AdCheckInputOf = Parameters<typeof checkAd>[0];

const checkInput = (ad: CheckedAd): AdCheckInputOf => ({
  name: ad.fields.name,
  description: ad.fields.description,
  price: ad.fields.price,
  categorySlug: ad.categorySlug,
});

export function toMyAd(row: MyAdRow, images: ImageRow[]): MyAd {
  return {
    ...toCard(
      row,
      images.map(({ id, path, fullPath }) => ({ id, path, full_path: fullPath })),
    ),
    status: row.status,
    views: row.views,
    // Favourites do not exist yet (a later issue); every ad has 0 until they do.
    favourites: 0,
    expires_at: row.expiresAt?.toISOString() ?? null,
    rejection_reason: row.moderationNote,
    actions: [...adActionsByState[row.status]],
  };
}

export type AdsService = ReturnType<typeof adsService>;

/** The seller's side of ads: publish, edit, images, delete, states and the seller's own list. */
export function adsService({ ads, catalog, products, files, changes, now }: AdsDeps) {
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

  async function myAd(id: number): Promise<MyAd> {
    const row = await ads.myAd(id);
    if (!row) throw productNotFound();
    return toMyAd(row, await ads.images(id));
  }

  async function saved(id: number, message: string): Promise<AdSavedReply> {
    changes.announce(id);
    return { message, data: await myAd(id) };
  }

  return {
    myAd,
    checked,

    /** `POST /api/products`: every check first, then the files, then the rows (files go again on failure). */
    async create(userId: number, raw: Record<string, unknown>, images: WebpImage[]): Promise<AdSavedReply> {
      const ad = await checked(raw, images.length === 0 ? { images: [messages.adImagesRequired] } : {});
      const at = now();
      const verdict = publication(checkInput(ad), at);
      const sellerType = (await ads.hasCompany(userId)) ? 'company' : 'private';
      const stored = await files.store(images);
      const id = await files.commit(stored, () =>
        ads.createProduct(
          { ...productValuesOf(ad), ...verdict.values, userId, sellerType, createdAt: at, updatedAt: at },
          stored,
        ),
      );
      return saved(id, verdict.message);
    },

    /**
     * `PATCH /api/products/{id}`: all fields again. An active ad is checked again (and may go to
     * moderation); a rejected one goes back to moderation; others keep their state.
     */
    async update(userId: number, id: number, raw: Record<string, unknown>): Promise<AdSavedReply> {
      const product = await owned(userId, id);
      const ad = await checked(raw);
      const at = now();
      const values: Partial<ProductValues> = { ...productValuesOf(ad), updatedAt: at };
      let message: string = messages.adUpdated;
      const verdict = checkAd(checkInput(ad));
      if (product.status === 'active' && verdict.status === 'moderation') {
        Object.assign(values, { status: 'moderation', expiresAt: null, moderationNote: verdict.note });
        message = messages.adSentToModeration;
      } else if (product.status === 'moderation' || product.status === 'rejected') {
        const note = verdict.status === 'moderation' ? verdict.note : null;
        Object.assign(values, { status: 'moderation', moderationNote: note });
        message = messages.adSentToModeration;
      }
      await ads.updateProduct(id, values);
      return saved(id, message);
    },

    /**
     * `GET /api/user/products/{id}`: the owner's ad in any state, as the ad page shows it plus its
     * state and raw filter values (for the edit form).
     */
    async ownDetail(userId: number, id: number): Promise<OwnAdDetail> {
      const product = await owned(userId, id);
      const row = await products.detail(id, { anyStatus: true });
      if (!row) throw productNotFound();
      const [images, filters, activeAds] = await Promise.all([
        products.images([id]),
        catalog.filters({ subcategoryId: row.subcategoryId }),
        products.activeAdsOf(userId),
      ]);
      return {
        ...toDetail(row, imagesByProduct(images).get(id) ?? [], filters, activeAds),
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
        ads.addImages(id, stored, (current) => {
          if (current + stored.length > limits.productImagesMax) {
            throw validationError({ images: [messages.adImagesTooMany] });
          }
        }),
      );
      await ads.updateProduct(id, { updatedAt: now() });
      return saved(id, messages.adUpdated);
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
      const at = now();
      let values: Partial<ProductValues>;
      let message: string;
      switch (action) {
        case 'sold':
          values = { status: 'sold', expiresAt: null };
          message = messages.adMarkedSold;
          break;
        case 'archive':
          values = { status: 'archived', expiresAt: null };
          message = messages.adArchived;
          break;
        case 'renew':
        case 'relist': {
          const subcategory = await ads.subcategory(product.subcategoryId);
          const verdict = publication(
            {
              name: product.name,
              description: product.description,
              price: rubles(product.priceKopecks),
              categorySlug: subcategory?.categorySlug ?? '',
            },
            at,
          );
          values = verdict.values;
          message =
            verdict.values.status === 'moderation'
              ? verdict.message
              : action === 'renew'
                ? messages.adRenewed
                : messages.adRelisted;
          break;
        }
      }
      if (!(await ads.moveState(id, product.status, { ...values, updatedAt: at }))) throw actionUnavailable();
      return saved(id, message);
    },

    /** `GET /api/user/products`: one state's page, every state's count and the drafts' count. */
    async myAds(userId: number, status: MyAdsState, page: number): Promise<z.infer<typeof myAdsReplySchema>> {
      const perPage = limits.productsPerPage;
      const [rows, byState, drafts] = await Promise.all([
        ads.myAds(userId, status, (page - 1) * perPage, perPage),
        ads.countsByState(userId),
        ads.countDrafts(userId),
      ]);
      const images = await ads.imagesOf(rows.map((row) => row.id));
      const counts = Object.fromEntries(
        myAdsStates.map((state) => [state, byState.get(state) ?? 0]),
      ) as Record<MyAdsState, number>;
      const total = counts[status];
      return {
        data: rows.map((row) =>
          toMyAd(
            row,
            images.filter((image) => image.productId === row.id),
          ),
        ),
        pagination: {
          current_page: page,
          last_page: Math.max(1, Math.ceil(total / perPage)),
          per_page: perPage,
          total,
        },
        counts,
        drafts,
      };
    },
  };
}

/** `ids` is exactly the images' ids, each once. */
export function sameIds(images: readonly { id: number }[], ids: readonly number[]): boolean {
  if (images.length !== ids.length || new Set(ids).size !== ids.length) return false;
  return images.every((image) => ids.includes(image.id));
}
