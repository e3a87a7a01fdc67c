import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { buildSearchUrl } from '../../../shared/search-url.ts';
import { parseFilters, toUrlParams, type ProductFilters } from '../../../shared/search-params.ts';

/**
 * The search filters, read from and written to the URL of /search/:city, so results are shareable
 * and the back button steps through filter changes.
 *
 * Fields hand back the whole filters they were drawn with, changed. Two changes can come before the
 * URL has caught up with the first (a typed price committed as the field loses focus to a checkbox's
 * click), so each one is laid over the filters last written rather than over the ones it was drawn
 * with: only what it changed is taken, and nothing written just before is lost.
 */
export function useUrlFilters(): [ProductFilters, (next: ProductFilters) => void] {
  const [searchParams] = useSearchParams();
  const { city = null } = useParams();
  const navigate = useNavigate();
  const filters = useMemo(() => parseFilters(searchParams), [searchParams]);
  const written = useRef(filters);
  useEffect(() => {
    written.current = filters;
  }, [filters]);
  const setFilters = useCallback(
    (next: ProductFilters) => {
      const merged = { ...written.current, ...changesBetween(filters, next) };
      written.current = merged;
      void navigate(buildSearchUrl(city, toUrlParams(merged)), { preventScrollReset: true });
    },
    [navigate, city, filters],
  );
  return [filters, setFilters];
}

function changesBetween(before: ProductFilters, after: ProductFilters): Partial<ProductFilters> {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]) as Set<keyof ProductFilters>;
  const changed = [...keys].filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return Object.fromEntries(changed.map((key) => [key, after[key]]));
}
