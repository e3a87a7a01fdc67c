import { queryOptions, useQuery } from '@tanstack/react-query';
import { categoriesReplySchema } from '@mp/contract';
import { apiGet } from '../../shared/api/http.ts';
import { queryKeys } from '../../shared/api/query-keys.ts';

/** The catalogue tree; it changes rarely, so one load per visit is enough. */
export const categoriesQuery = queryOptions({
  queryKey: queryKeys.categories,
  queryFn: ({ signal }) =>
    apiGet<typeof categoriesReplySchema>('/categories', signal).then((reply) => reply.data),
  staleTime: Infinity,
});

export const useCategories = () => useQuery(categoriesQuery);
