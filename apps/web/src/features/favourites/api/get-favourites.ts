import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { favouritesReplySchema } from '@mp/contract';
import { apiGet, toQueryString } from '../../../shared/api/http.ts';
import { favouriteKeys } from './keys.ts';
import { nextPage } from '../../../shared/api/next-page.ts';

/** `GET /api/favorites?page=`: 20 a page, newest first. */
export const fetchFavouritesPage = (page: number, signal?: AbortSignal) =>
  apiGet<typeof favouritesReplySchema>(`/favorites${toQueryString({ page })}`, signal);

export const favouritesListOptions = () =>
  infiniteQueryOptions({
    queryKey: favouriteKeys.list,
    queryFn: ({ pageParam, signal }) => fetchFavouritesPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/** The signed-in person's favourites on /profile/favourites, paged with «Показать ещё». */
export const useFavouritesList = () => useInfiniteQuery(favouritesListOptions());
