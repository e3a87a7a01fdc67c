import { useMemo, useSyncExternalStore } from 'react';
import { storageKeys, userRoles, type AuthUser } from '@mp/contract';
import { removeKey, subscribeStorage, writeText } from '../lib/storage.ts';
import { hasFields } from '../lib/stored-shape.ts';

/**
 * The session in the spec §3 keys (`token`, `jwt_token`, `user`): in localStorage when «remember
 * me» was chosen, otherwise in sessionStorage, so that it ends with the tab (spec §4).
 */
const storages = (): Storage[] => [localStorage, sessionStorage];

const read = (key: string): string | null => localStorage.getItem(key) ?? sessionStorage.getItem(key);

export const readToken = (): string | null => read(storageKeys.token);
export const readJwt = (): string | null => read(storageKeys.jwtToken);
export const hasToken = (): boolean => Boolean(readToken());

/** The token this tab is signing out, from the logout request until the session is cleared. */
let tokenSigningOut: string | null = null;

/**
 * Marks the stored token as being signed out; returns the end of the mark. The server refuses that token
 * from the logout on, so a request still under way with it comes back 401: the logout's doing, not an
 * expired session to refresh or to end with the sign-in screen.
 */
export function beginSignOut(): () => void {
  tokenSigningOut = readToken();
  return () => {
    tokenSigningOut = null;
  };
}

export const isSigningOut = (token: string): boolean => token === tokenSigningOut;

/** Where the current session lives; new tokens go to the same place. */
const currentSessionStore = (): Storage =>
  sessionStorage.getItem(storageKeys.token) !== null ? sessionStorage : localStorage;

export interface SessionTokens {
  token: string;
  jwt_token: string;
}

export function storeSession(tokens: SessionTokens, user: AuthUser, remember: boolean): void {
  endedByExpiry = false;
  clearKeys(sessionKeys);
  const storage = remember ? localStorage : sessionStorage;
  writeText(storageKeys.jwtToken, tokens.jwt_token, storage);
  writeText(storageKeys.user, JSON.stringify(user), storage);
  writeText(storageKeys.token, tokens.token, storage);
}

export function storeTokens(tokens: SessionTokens): void {
  const storage = currentSessionStore();
  writeText(storageKeys.token, tokens.token, storage);
  writeText(storageKeys.jwtToken, tokens.jwt_token, storage);
}

export function storeUser(user: AuthUser): void {
  writeText(storageKeys.user, JSON.stringify(user), currentSessionStore());
}

/** Spec §4: what a failed refresh clears (tokens, profile, user, company). */
const sessionKeys = [
  storageKeys.token,
  storageKeys.jwtToken,
  storageKeys.socketId,
  storageKeys.socketIdNotifications,
  storageKeys.user,
  storageKeys.profile,
  storageKeys.company,
];

function clearKeys(keys: readonly string[]): void {
  for (const storage of storages()) for (const key of keys) removeKey(key, storage);
}

export const clearSession = (): void => clearKeys(sessionKeys);

/** Spec §4: logout clears all the local storage of spec §3, not only the session. */
export const clearAllStoredData = (): void => clearKeys(Object.values(storageKeys));

/** Whether someone is signed in; follows sign-in and sign-out in this and other tabs. */
export function useSignedIn(): boolean {
  // A page drawn on the server, and its hydration, show a guest; the session follows at once.
  return useSyncExternalStore(subscribeStorage, hasToken, () => false);
}

const isAuthUser = (value: unknown): value is AuthUser =>
  hasFields<AuthUser>(value, { id: 'number', phone: 'string', name: 'string', created_at: 'string' }) &&
  userRoles.includes(value.role);

function parseUser(raw: string | null): AuthUser | null {
  if (raw === null) return null;
  try {
    const user: unknown = JSON.parse(raw);
    return isAuthUser(user) ? user : null;
  } catch {
    return null;
  }
}

/** The signed-in user as stored at sign-in and refreshed at start; null for guests. */
export function useCurrentUser(): AuthUser | null {
  const raw = useSyncExternalStore(
    subscribeStorage,
    () => (hasToken() ? read(storageKeys.user) : null),
    () => null,
  );
  return useMemo(() => parseUser(raw), [raw]);
}

/** Fired when a failed refresh ended the session; the shell opens the sign-in screen. */
export const sessionExpiredEvent = 'mp:session-expired';

/** What the sign-in screen is told when a failed refresh ended the session (`location.state`). */
export interface SessionExpiredState {
  sessionExpired: true;
}

export const sessionExpiredState: SessionExpiredState = { sessionExpired: true };

/** Set when a failed refresh ended the session, until the next sign-in. */
let endedByExpiry = false;

/**
 * Spec §4: a session the server no longer accepts is cleared. Issue 13: the person is then told so on the
 * sign-in screen, not sent home in silence; the shell follows the event, a guarded screen `sessionExpired`.
 */
export function expireSession(): void {
  clearSession();
  endedByExpiry = true;
  window.dispatchEvent(new Event(sessionExpiredEvent));
}

export const sessionExpired = (): boolean => endedByExpiry;
