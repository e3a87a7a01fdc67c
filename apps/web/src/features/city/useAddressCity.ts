import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { City } from '@mp/contract';
import { allRussiaSlug, citySlug } from '../../shared/search-url.ts';
import { cityBySlugQuery } from './api.ts';
import { useCityStore } from './store.ts';

/** The city an address names; `ready` once it is known (the cities list may still be loading). */
export interface AddressCity {
  city: City | null;
  ready: boolean;
}

/**
 * The city of `/search/:city` decides the results, and is selected as the city picker would select it,
 * so the header names it. `россия`, and a name no city has, mean all of Russia.
 */
export function useAddressCity(rawSlug: string | undefined): AddressCity {
  const slug = (rawSlug ?? allRussiaSlug).toLocaleLowerCase('ru');
  const stored = useCityStore((state) => state.city);
  const setCity = useCityStore((state) => state.setCity);
  const known = slug === allRussiaSlug || (stored !== null && citySlug(stored) === slug);
  // Of two towns with one name the server answers with the more populous.
  const named = useQuery({ ...cityBySlugQuery(slug), enabled: !known });

  let resolved: AddressCity;
  if (slug === allRussiaSlug) resolved = { city: null, ready: true };
  else if (known) resolved = { city: stored, ready: true };
  else if (named.data !== undefined) resolved = { city: named.data, ready: true };
  else resolved = { city: null, ready: named.isError };

  const { city, ready } = resolved;
  useEffect(() => {
    if (ready && city?.id !== stored?.id) setCity(city);
  }, [ready, city, stored, setCity]);
  return resolved;
}
