import { useCallback } from 'react';
import { addToSearchHistory, parseSearchHistory, storageKeys } from '@mp/contract';
import { readJson, removeKey, useStoredValue, writeJson } from '../../shared/lib/storage.ts';

/** Recent searches kept under `search_history` (spec §3), by the contract's rules. */
export function useSearchHistory() {
  const history = useStoredValue(storageKeys.searchHistory, parseSearchHistory);
  const add = useCallback((query: string) => {
    const current = parseSearchHistory(readJson(storageKeys.searchHistory));
    writeJson(storageKeys.searchHistory, addToSearchHistory(current, query));
  }, []);
  const clear = useCallback(() => removeKey(storageKeys.searchHistory), []);
  return { history, add, clear };
}
