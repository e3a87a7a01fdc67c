import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { autocompleteReplySchema, limits, type AutocompleteItem } from '@mp/contract';
import { apiGet, toQueryString } from '../../shared/api/http.ts';
import { queryKeys } from '../../shared/api/query-keys.ts';
import { useDebouncedValue } from '../../shared/lib/useDebouncedValue.ts';

/**
 * Spec §5: ad autocomplete waits 300 ms after typing stops and never asks for a trimmed query
 * shorter than 2 characters. Results are limited to the selected cities.
 */
export function useAutocomplete(query: string, cityIds: readonly number[]) {
  const q = useDebouncedValue(query.trim(), limits.autocompleteDebounceMs);
  const enabled = q.length >= limits.autocompleteMinChars;
  const result = useQuery<
    AutocompleteItem[],
    Error,
    AutocompleteItem[],
    ReturnType<typeof queryKeys.autocomplete>
  >({
    queryKey: queryKeys.autocomplete(q, cityIds),
    queryFn: ({ signal }) =>
      apiGet<typeof autocompleteReplySchema>(
        `/products/autocomplete${toQueryString({ q, 'city_id[]': cityIds })}`,
        signal,
      ).then((reply) => reply.data),
    enabled,
    // Keep the last results on screen while the next ones load.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  return {
    items: enabled ? (result.data ?? []) : [],
    /** True while the typed text has not been answered yet (debounce or request in flight). */
    pending: query.trim() !== q || (enabled && (result.isPending || result.isPlaceholderData)),
    active: query.trim().length >= limits.autocompleteMinChars,
  };
}
