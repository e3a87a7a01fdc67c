import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { favouritesReplySchema } from '@mp/contract';
import { apiGet, toQueryString } from '../../../shared/api/http.ts';
import { favouriteKeys } from './keys.ts';

/** `GET /api/favorites?page=`: 20 a page, newest first. */
export const fetchFavouritesPage = (page: number, signal?: AbortSignal) =>
  apiGet(favouritesReplySchema, `/favorites${toQueryString({ page })}`, signal);

export const favouritesListOptions = () =>
  infiniteQueryOptions({
    queryKey: favouriteKeys.list,
    queryFn: ({ pageParam, signal }) => fetchFavouritesPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.pagination.current_page < last.pagination.last_page ? last.pagination.current_page + 1 : undefined,
  });

/** The signed-in person's favourites on /profile/favourites, paged with «Показать ещё». */
export const useFavouritesList = () => useInfiniteQuery(favouritesListOptions());
