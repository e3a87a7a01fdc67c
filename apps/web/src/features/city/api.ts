import { queryOptions, useQuery } from '@tanstack/react-query';
import { citiesReplySchema, cityReplySchema, type City } from '@mp/contract';
import { apiGet, ApiError } from '../../shared/api/http.ts';
import { queryKeys } from '../../shared/api/query-keys.ts';

/** All cities, most populous first. */
export const citiesQuery = queryOptions({
  queryKey: queryKeys.cities,
  queryFn: ({ signal }) => apiGet<typeof citiesReplySchema>('/cities', signal).then((reply) => reply.data),
  staleTime: Infinity,
});

export const useCities = (enabled = true) => useQuery({ ...citiesQuery, enabled });

/**
 * The city a search page's address names, or null when no city has that name (404): one small reply, so
 * that the search page does not carry the whole list of cities.
 */
export const cityBySlugQuery = (slug: string) =>
  queryOptions({
    queryKey: queryKeys.cityBySlug(slug),
    queryFn: async ({ signal }): Promise<City | null> => {
      try {
        const path = `/cities/by-slug/${encodeURIComponent(slug)}`;
        return (await apiGet<typeof cityReplySchema>(path, signal)).data;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: Infinity,
  });
