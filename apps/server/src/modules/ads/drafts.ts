import {
  limits,
  messages,
  type AdSavedReply,
  type Draft,
  type DraftFields,
  type DraftList,
  type DraftSummary,
} from '@mp/contract';
import { offsetOf, paginationOf } from '../../http/pagination.ts';
import { HttpError, notFound, validationError } from '../../http/errors.ts';
import type { WebpImage } from '../../platform/images/index.ts';
import type { AdsDeps, AdsService } from './service.ts';
import { announceRefusal, sameIds } from './values.ts';

/** Drafts one seller may keep: plenty for real use, a ceiling against a runaway client. */
export const draftsMax = 50;

export const draftNotFound = () => notFound(messages.draftNotFound);
const tooManyImages = () => validationError({ images: [messages.adImagesTooMany] });

type DraftRow = NonNullable<Awaited<ReturnType<AdsDeps['ads']['draft']>>>;
type DraftImageRow = Awaited<ReturnType<AdsDeps['ads']['draftImages']>>[number];

function toDraft(row: DraftRow, images: DraftImageRow[]): Draft {
  return {
    id: row.id,
    fields: row.fields,
    images: images.map(({ id, path, fullPath }) => ({ id, path, full_path: fullPath })),
    updated_at: row.updatedAt.toISOString(),
  };
}

type DraftSummaryRow = Awaited<ReturnType<AdsDeps['ads']['draftSummaries']>>[number];

function toSummary(row: DraftSummaryRow, cover: DraftImageRow | undefined): DraftSummary {
  const price = row.price === null || row.price.trim() === '' ? Number.NaN : Number(row.price);
  return {
    id: row.id,
    name: row.name,
    price: Number.isFinite(price) ? price : null,
    cover: cover ? { id: cover.id, path: cover.path, full_path: cover.fullPath } : null,
    updated_at: row.updatedAt.toISOString(),
  };
}

export type DraftsService = ReturnType<typeof draftsService>;

/**
 * Unfinished ads, kept on the server so they follow the seller to another device. A draft is only
 * ever found together with its owner: someone else's draft is «not found», never «forbidden».
 */
export function draftsService({ ads, files, changes, events, now }: AdsDeps, service: AdsService) {
  async function own(userId: number, id: number): Promise<DraftRow> {
    const row = await ads.draft(id, userId);
    if (!row) throw draftNotFound();
    return row;
  }

  async function reply(id: number, userId: number): Promise<{ data: Draft }> {
    const row = await own(userId, id);
    return { data: toDraft(row, await ads.draftImages([id])) };
  }

  return {
    async create(userId: number, fields: DraftFields) {
      if ((await ads.countDrafts(userId)) >= draftsMax) throw new HttpError(409, messages.draftsLimit);
      const row = await ads.createDraft(userId, fields, now());
      return { message: messages.draftSaved, data: toDraft(row, []) };
    },

    /** A page of the seller's drafts as their list shows them (`DraftSummary`). */
    async list(userId: number, page: number): Promise<DraftList> {
      const perPage = limits.productsPerPage;
      const [rows, total] = await Promise.all([
        ads.draftSummaries(userId, offsetOf(page, perPage), perPage),
        ads.countDrafts(userId),
      ]);
      const covers = new Map<number, DraftImageRow>();
      for (const image of await ads.draftImages(rows.map((row) => row.id))) {
        if (!covers.has(image.draftId)) covers.set(image.draftId, image);
      }
      return {
        data: rows.map((row) => toSummary(row, covers.get(row.id))),
        pagination: paginationOf(page, perPage, total),
      };
    },

    get: (userId: number, id: number) => reply(id, userId),

    /** Replaces the draft's fields with what the form holds now. */
    async update(userId: number, id: number, fields: DraftFields) {
      await own(userId, id);
      await ads.updateDraft(id, fields, now());
      return { message: messages.draftSaved, ...(await reply(id, userId)) };
    },

    async remove(userId: number, id: number) {
      await own(userId, id);
      await files.remove(await ads.deleteDraft(id));
    },

    async imageCount(userId: number, id: number): Promise<number> {
      await own(userId, id);
      return (await ads.draftImages([id])).length;
    },

    async addImages(userId: number, id: number, images: WebpImage[]) {
      await own(userId, id);
      if (images.length === 0) throw validationError({ images: [messages.adImagesRequired] });
      const stored = await files.store(images);
      await files.commit(stored, () =>
        ads.addDraftImages(id, stored, (current) => {
          if (current + stored.length > limits.productImagesMax) throw tooManyImages();
        }),
      );
      await ads.touchDraft(id, now());
      return { message: messages.draftSaved, ...(await reply(id, userId)) };
    },

    async deleteImage(userId: number, id: number, imageId: number) {
      await own(userId, id);
      const removed = await ads.deleteDraftImage(id, imageId);
      if (!removed) throw notFound(messages.imageNotFound);
      await files.remove([removed]);
      await ads.touchDraft(id, now());
      return { message: messages.draftSaved, ...(await reply(id, userId)) };
    },

    async reorderImages(userId: number, id: number, imageIds: number[]) {
      await own(userId, id);
      if (!sameIds(await ads.draftImages([id]), imageIds)) {
        throw validationError({ image_ids: [messages.imageOrderInvalid] });
      }
      await ads.reorderDraftImages(id, imageIds);
      await ads.touchDraft(id, now());
      return { message: messages.draftSaved, ...(await reply(id, userId)) };
    },

    /**
     * The draft becomes an ad: its fields pass the same checks as `POST /api/products` (422 with the
     * field errors otherwise, the draft kept), its images move to the ad as they are (no re-encoding),
     * and the draft goes.
     */
    async publish(userId: number, id: number): Promise<AdSavedReply> {
      const draft = await own(userId, id);
      const images = await ads.draftImages([id]);
      const ad = await service.checked(
        draft.fields,
        images.length === 0 ? { images: [messages.adImagesRequired] } : {},
      );
      await service.roomForOneMore(userId);
      const { verdict, values } = await service.newAd(userId, ad);
      const productId = await events.transaction(async (tx, announce) => {
        const published = await ads.publishDraft(id, values, tx);
        if (published !== undefined) {
          await announceRefusal(announce, verdict, {
            productId: published,
            sellerId: userId,
            name: values.name,
          });
          await announce('ad.pictures_stored', { productId: published });
        }
        return published;
      });
      if (productId === undefined) throw draftNotFound();
      changes.announce(productId);
      return { message: verdict.message, data: await service.myAd(productId) };
    },
  };
}
