import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { buildSearchUrl } from '../../shared/search-url.ts';
import { parseFilters, toUrlParams, type ProductFilters } from '../../shared/search-params.ts';

/** The query string of the filters, named as on /search: `?category_id=3&filter[color]=red`. */
export function filtersQuery(filters: ProductFilters): string {
  const url = buildSearchUrl(null, toUrlParams(filters));
  const at = url.indexOf('?');
  return at === -1 ? '' : url.slice(at);
}

/** The map's link for the filters of a search: /ad carries them over from the results. */
export const mapUrl = (path: '/map' | '/ad', filters: ProductFilters) => `${path}${filtersQuery(filters)}`;

/**
 * The search filters of a map screen, kept in its own URL (as /search keeps them), so the map of a
 * search can be shared and the back button steps through filter changes.
 */
export function useMapFilters(): [ProductFilters, (next: ProductFilters) => void] {
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const filters = useMemo(() => parseFilters(searchParams), [searchParams]);
  const setFilters = useCallback(
    (next: ProductFilters) => void navigate(`${pathname}${filtersQuery(next)}`, { preventScrollReset: true }),
    [navigate, pathname],
  );
  return [filters, setFilters];
}
