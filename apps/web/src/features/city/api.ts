import { queryOptions, useQuery } from '@tanstack/react-query';
import { citiesReplySchema } from '@mp/contract';
import { apiGet } from '../../shared/api/http.ts';
import { queryKeys } from '../../shared/api/query-keys.ts';

/** All cities, most populous first. */
export const citiesQuery = queryOptions({
  queryKey: queryKeys.cities,
  queryFn: ({ signal }) => apiGet<typeof citiesReplySchema>('/cities', signal).then((reply) => reply.data),
  staleTime: Infinity,
});

export const useCities = (enabled = true) => useQuery({ ...citiesQuery, enabled });
