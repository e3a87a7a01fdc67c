import {
  favouriteIdsReplySchema,
  favouriteSavedReplySchema,
  favouritesReplySchema,
  messageReplySchema,
  messages,
  type Favourite,
} from '@mp/contract';
import { ok, type Reply, type Routes } from '../../../test/api.ts';
import { productCard } from '../../../test/fixtures/products.ts';

export const favourite = (id: number, available = true): Favourite => ({
  id: id * 100,
  created_at: '2026-03-02T10:00:00.000Z',
  available,
  product: productCard(id),
});

/** `GET /api/favorites?page=` over `ids` (newest first), `perPage` a page as the server pages them. */
function favouritesPage(ids: readonly number[], page: number, perPage = 20, unavailable: number[] = []) {
  const slice = ids.slice((page - 1) * perPage, page * perPage);
  return ok(favouritesReplySchema, {
    data: slice.map((id) => favourite(id, !unavailable.includes(id))),
    pagination: {
      current_page: page,
      last_page: Math.max(1, Math.ceil(ids.length / perPage)),
      per_page: perPage,
      total: ids.length,
    },
  });
}

interface Options {
  /** A reply other than success to a POST of this ad. */
  post?: (id: number) => Reply | undefined;
  /** Every read of the ids after the first answers half a second late. */
  slowRereads?: boolean;
  /** Ads shown as withdrawn. */
  unavailable?: number[];
}

/** A signed-in person's favourites on a fake server that POST and DELETE change. */
export function favouritesServer(
  initial: number[],
  { post, slowRereads = false, unavailable = [] }: Options = {},
): Routes {
  const ids = [...initial];
  let reads = 0;
  return {
    'GET /api/favorites': ({ search }) =>
      favouritesPage(ids, Number(new URLSearchParams(search).get('page') ?? 1), 20, unavailable),
    'GET /api/favorites/ids': async () => {
      if (slowRereads && reads++ > 0) await new Promise((resolve) => setTimeout(resolve, 500));
      return ok(favouriteIdsReplySchema, { data: [...ids] });
    },
    'POST /api/favorites': ({ body }) => {
      const id = (body as { product_id: number }).product_id;
      const failed = post?.(id);
      if (failed) return failed;
      if (!ids.includes(id)) ids.unshift(id);
      return ok(favouriteSavedReplySchema, { message: messages.favouriteAdded, data: favourite(id) }, 201);
    },
    'DELETE /api/favorites/:id': ({ path }) => {
      const id = Number(path.split('/').at(-1));
      ids.splice(ids.indexOf(id), ids.includes(id) ? 1 : 0);
      return ok(messageReplySchema, { message: messages.favouriteRemoved });
    },
  };
}
