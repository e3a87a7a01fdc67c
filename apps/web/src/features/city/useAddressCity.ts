import { useEffect } from 'react';
import type { City } from '@mp/contract';
import { allRussiaSlug, citySlug } from '../../shared/search-url.ts';
import { useCities } from './api.ts';
import { useCityStore } from './store.ts';

/** The city an address names; `ready` once it is known (the cities list may still be loading). */
export interface AddressCity {
  city: City | null;
  ready: boolean;
}

/** Of two towns with one name the list's first, the most populous, is meant (as the server reads it). */
const findBySlug = (cities: readonly City[], slug: string) =>
  cities.find((city) => citySlug(city) === slug) ?? null;

/**
 * The city of `/search/:city` decides the results, and is selected as the city picker would select it,
 * so the header names it. `россия`, and a name no city has, mean all of Russia.
 */
export function useAddressCity(rawSlug: string | undefined): AddressCity {
  const slug = (rawSlug ?? allRussiaSlug).toLocaleLowerCase('ru');
  const stored = useCityStore((state) => state.city);
  const setCity = useCityStore((state) => state.setCity);
  const known = slug === allRussiaSlug || (stored !== null && citySlug(stored) === slug);
  const cities = useCities(!known);

  let resolved: AddressCity;
  if (slug === allRussiaSlug) resolved = { city: null, ready: true };
  else if (known) resolved = { city: stored, ready: true };
  else if (cities.data) resolved = { city: findBySlug(cities.data, slug), ready: true };
  else resolved = { city: null, ready: cities.isError };

  const { city, ready } = resolved;
  useEffect(() => {
    if (ready && city?.id !== stored?.id) setCity(city);
  }, [ready, city, stored, setCity]);
  return resolved;
}
