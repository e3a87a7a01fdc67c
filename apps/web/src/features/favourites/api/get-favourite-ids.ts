import { queryOptions, useQuery } from '@tanstack/react-query';
import { favouriteIdsReplySchema } from '@mp/contract';
import { apiGet } from '../../../shared/api/http.ts';
import { favouriteKeys } from './keys.ts';

export interface FavouriteIds {
  /** The ads kept, newest first. */
  ids: number[];
  /** The header badge's count. */
  total: number;
}

/** Which ads the signed-in person keeps, for the hearts on every card and the badge: one call. */
async function fetchFavouriteIds(signal: AbortSignal): Promise<FavouriteIds> {
  const { data } = await apiGet<typeof favouriteIdsReplySchema>('/favorites/ids', signal);
  return { ids: data, total: data.length };
}

export const favouriteIdsOptions = () =>
  queryOptions({
    queryKey: favouriteKeys.ids,
    queryFn: ({ signal }) => fetchFavouriteIds(signal),
    staleTime: 5 * 60_000,
  });

export const useFavouriteIds = (enabled: boolean) => useQuery({ ...favouriteIdsOptions(), enabled });
