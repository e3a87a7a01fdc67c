import { useCallback, useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { buildSearchUrl } from '../../../shared/search-url.ts';
import { parseFilters, toUrlParams, type ProductFilters } from '../../../shared/search-params.ts';

/**
 * The search filters, read from and written to the URL of /search/:city, so results are shareable
 * and the back button steps through filter changes.
 */
export function useUrlFilters(): [ProductFilters, (next: ProductFilters) => void] {
  const [searchParams] = useSearchParams();
  const { city = null } = useParams();
  const navigate = useNavigate();
  const filters = useMemo(() => parseFilters(searchParams), [searchParams]);
  const setFilters = useCallback(
    (next: ProductFilters) =>
      void navigate(buildSearchUrl(city, toUrlParams(next)), { preventScrollReset: true }),
    [navigate, city],
  );
  return [filters, setFilters];
}
