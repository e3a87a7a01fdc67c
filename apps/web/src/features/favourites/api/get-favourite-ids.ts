import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchFavouritesPage } from './get-favourites.ts';
import { favouriteKeys } from './keys.ts';

export interface FavouriteIds {
  /** The ads kept, newest first. */
  ids: number[];
  /** `pagination.total`: the header badge's count. */
  total: number;
}

/**
 * Which ads the signed-in person keeps, for the hearts on every card: all pages of `GET /api/favorites`
 * once (at most `limits.favouritesMax` / 20), then kept up to date by the add and remove mutations.
 */
async function fetchFavouriteIds(signal: AbortSignal): Promise<FavouriteIds> {
  const first = await fetchFavouritesPage(1, signal);
  const pageNumbers = Array.from({ length: first.pagination.last_page - 1 }, (_, index) => index + 2);
  const rest = await Promise.all(pageNumbers.map((page) => fetchFavouritesPage(page, signal)));
  const ids = [first, ...rest].flatMap((reply) => reply.data.map((favourite) => favourite.product.id));
  return { ids: [...new Set(ids)], total: first.pagination.total };
}

export const favouriteIdsOptions = () =>
  queryOptions({
    queryKey: favouriteKeys.ids,
    queryFn: ({ signal }) => fetchFavouriteIds(signal),
    staleTime: 5 * 60_000,
  });

export const useFavouriteIds = (enabled: boolean) => useQuery({ ...favouriteIdsOptions(), enabled });
