/** A paged reply of design §3. */
interface Paged {
  pagination: { current_page: number; last_page: number };
}

/** TanStack Query's `getNextPageParam` for every paged list: the next page, or undefined after the last. */
export const nextPage = (last: Paged): number | undefined =>
  last.pagination.current_page < last.pagination.last_page ? last.pagination.current_page + 1 : undefined;
