import { useCallback } from 'react';
import type { City } from '@mp/contract';
import { pageLoad } from '../../shared/lib/reload.ts';
import { buildSearchUrl, citySlug } from '../../shared/search-url.ts';
import { useCityStore } from './store.ts';

/**
 * Spec §2: choosing a city saves it and reloads the page. On search results the reload goes to
 * the same search in the new city, since the city is part of that address.
 */
export function useChooseCity(): (city: City | null) => void {
  const setCity = useCityStore((state) => state.setCity);
  return useCallback(
    (city) => {
      setCity(city);
      const { pathname, search } = window.location;
      if (pathname.startsWith('/search/')) {
        const url = buildSearchUrl(citySlug(city));
        pageLoad.assign(url + search);
      } else {
        pageLoad.reload();
      }
    },
    [setCity],
  );
}
