import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { FavouritesReply, ProductCard } from '@mp/contract';
import { errorMessage } from '../../../shared/api/http.ts';
import { toast } from '../../../shared/ui/toast-store.ts';
import type { FavouriteIds } from './get-favourite-ids.ts';
import { favouriteKeys } from './keys.ts';

interface Options {
  call: (product: ProductCard) => Promise<unknown>;
  /** Whether the ad is kept once the call succeeds. */
  kept: boolean;
  /** Spec §8 fallback of the generic error handler. */
  fallback: string;
}

function withId(current: FavouriteIds, id: number, kept: boolean): FavouriteIds {
  const has = current.ids.includes(id);
  if (has === kept) return current;
  return kept
    ? { ids: [id, ...current.ids], total: current.total + 1 }
    : { ids: current.ids.filter((other) => other !== id), total: current.total - 1 };
}

const withoutProduct = (list: InfiniteData<FavouritesReply>, id: number): InfiniteData<FavouritesReply> => ({
  ...list,
  pages: list.pages.map((page) => ({
    ...page,
    data: page.data.filter((favourite) => favourite.product.id !== id),
  })),
});

/**
 * A heart tap of a signed-in person: the hearts, the badge and the list change at once; a failure puts
 * them back and shows the spec §8 message; either way the favourites are read again.
 */
export function useOptimisticFavourite({ call, kept, fallback }: Options) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onMutate: async (product) => {
      await client.cancelQueries({ queryKey: favouriteKeys.all });
      const ids = client.getQueryData<FavouriteIds>(favouriteKeys.ids);
      const list = client.getQueryData<InfiniteData<FavouritesReply>>(favouriteKeys.list);
      if (ids) client.setQueryData(favouriteKeys.ids, withId(ids, product.id, kept));
      if (list && !kept) client.setQueryData(favouriteKeys.list, withoutProduct(list, product.id));
      return { ids, list };
    },
    onError: (error, _product, saved) => {
      if (saved?.ids) client.setQueryData(favouriteKeys.ids, saved.ids);
      if (saved?.list) client.setQueryData(favouriteKeys.list, saved.list);
      toast.error(errorMessage(error, fallback));
    },
    onSettled: () => client.invalidateQueries({ queryKey: favouriteKeys.all }),
  });
}
