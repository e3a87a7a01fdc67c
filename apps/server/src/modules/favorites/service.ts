import { limits, messages, type Favourite, type FavouritesReply } from '@mp/contract';
import { HttpError, notFound, validationError } from '../../http/errors.ts';
import { offsetOf, paginationOf } from '../../http/pagination.ts';
import type { DomainEventBus } from '../../domain-events.ts';
import type { ProductsService } from '../products/index.ts';
import type { FavoriteRow, FavoritesRepository } from './repository.ts';

export type FavoritesService = ReturnType<typeof favoritesService>;

/**
 * «Избранное» of a signed-in person: only their own list is ever read or changed. Guests keep theirs
 * in the browser (spec §4) and send it here one by one after signing in.
 */
export function favoritesService({
  repository,
  products,
  events,
}: {
  repository: FavoritesRepository;
  products: Pick<ProductsService, 'cards'>;
  events: DomainEventBus;
}) {
  async function present(rows: FavoriteRow[]): Promise<Favourite[]> {
    const cards = products.cards(rows);
    return rows.map((row, index) => ({
      id: row.favoriteId,
      created_at: row.favoritedAt.toISOString(),
      available: row.status === 'active',
      product: cards[index]!,
    }));
  }

  async function one(userId: number, productId: number): Promise<Favourite> {
    const [row] = await repository.page(userId, 0, 1, productId);
    if (!row) throw notFound(messages.productNotFound);
    return (await present([row]))[0]!;
  }

  return {
    async list(userId: number, page: number): Promise<FavouritesReply> {
      const perPage = limits.productsPerPage;
      const [rows, total] = await Promise.all([
        repository.page(userId, offsetOf(page, perPage), perPage),
        repository.count(userId),
      ]);
      return { data: await present(rows), pagination: paginationOf(page, perPage, total) };
    },

    /**
     * Keeps an ad that is on the site; resolves to whether it was new. Someone else's active ad only:
     * an unknown or withdrawn ad is 404, one's own a 422, past the cap a 409.
     */
    async add(userId: number, productId: number): Promise<{ created: boolean; data: Favourite }> {
      const product = await repository.product(productId);
      if (!product || product.status !== 'active') throw notFound(messages.productNotFound);
      if (product.userId === userId) throw validationError({ product_id: [messages.favouriteOwnAd] });
      if ((await repository.count(userId)) >= limits.favouritesMax) {
        throw new HttpError(409, messages.favouritesLimit);
      }
      const created = await events.transaction(async (tx, announce) => {
        const added = await repository.add(userId, productId, tx);
        if (added) await announce('favorite.added', { userId, productId });
        return added;
      });
      return { created, data: await one(userId, productId) };
    },

    /** Removing an ad that is not kept changes nothing, so a repeated tap or sync cannot fail. */
    async remove(userId: number, productId: number): Promise<void> {
      await events.transaction(async (tx, announce) => {
        if (await repository.remove(userId, productId, tx)) {
          await announce('favorite.removed', { userId, productId });
        }
      });
    },

    /** Every kept ad's id (at most `limits.favouritesMax`), for the hearts on any list and the badge. */
    productIds: (userId: number): Promise<number[]> => repository.productIds(userId),

    async isFavorite(userId: number, productId: number): Promise<boolean> {
      return (await repository.page(userId, 0, 1, productId)).length > 0;
    },

    /** How many people keep each of these ads («Мои объявления»). */
    countsByProduct: (productIds: number[]) => repository.countsByProduct(productIds),
  };
}
