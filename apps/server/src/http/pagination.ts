import type { Pagination } from '@mp/contract';

/** Rows to skip for a 1-based page. */
export const offsetOf = (page: number, perPage: number): number => (page - 1) * perPage;

/** The `pagination` of a list reply (design §3): at least one page, even when nothing is found. */
export function paginationOf(page: number, perPage: number, total: number): Pagination {
  return { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total };
}
