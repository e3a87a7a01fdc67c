import { useMemo, useSyncExternalStore } from 'react';
import type { StateStorage } from 'zustand/middleware';

/** Fired on `window` when this tab changes a key; the native `storage` event only reaches other tabs. */
const changeEvent = 'mp:storage';

export function readJson(key: string, storage: Storage = localStorage): unknown {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

function notify(key: string): void {
  window.dispatchEvent(new CustomEvent(changeEvent, { detail: key }));
}

export function writeJson(key: string, value: unknown, storage: Storage = localStorage): void {
  storage.setItem(key, JSON.stringify(value));
  notify(key);
}

/** A plain string value (tokens are stored as they are, not as JSON). */
export function writeText(key: string, value: string, storage: Storage = localStorage): void {
  storage.setItem(key, value);
  notify(key);
}

export function removeKey(key: string, storage: Storage = localStorage): void {
  storage.removeItem(key);
  notify(key);
}

export function subscribeStorage(callback: () => void): () => void {
  window.addEventListener('storage', callback);
  window.addEventListener(changeEvent, callback);
  return () => {
    window.removeEventListener('storage', callback);
    window.removeEventListener(changeEvent, callback);
  };
}

/**
 * localStorage for zustand `persist` that tells `useStoredValue` readers in this tab about writes,
 * e.g. `createJSONStorage(() => notifyingLocalStorage)` keeps the header badges live.
 */
export const notifyingLocalStorage: StateStorage = {
  getItem: (key) => localStorage.getItem(key),
  setItem: (key, value) => {
    localStorage.setItem(key, value);
    notify(key);
  },
  removeItem: (key) => removeKey(key),
};

/** A stored JSON value, parsed, re-read whenever this or another tab changes storage. */
export function useStoredValue<T>(
  key: string,
  parse: (raw: unknown) => T,
  storage: Storage = localStorage,
): T {
  // Nothing is stored as far as a page drawn on the server (and its hydration) knows; the stored value follows.
  const raw = useSyncExternalStore(
    subscribeStorage,
    () => storage.getItem(key),
    () => null,
  );
  return useMemo(() => {
    if (raw === null) return parse(null);
    try {
      return parse(JSON.parse(raw) as unknown);
    } catch {
      return parse(null);
    }
  }, [raw, parse]);
}
