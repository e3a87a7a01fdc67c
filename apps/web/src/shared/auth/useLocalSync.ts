import { useEffect, useRef } from 'react';
import { messages } from '@mp/contract';
import { ApiError } from '../api/http.ts';
import { toast } from '../ui/toast-store.ts';
import { useSignedIn } from './session.ts';

/**
 * Spec §4: a guest's local items go to the server one by one; resolves to the keys of those left to
 * send. An error whose status is in `permanent` counts as done: that item can never be sent.
 */
export async function sendOneByOne<T>(
  items: readonly T[],
  send: (item: T) => Promise<unknown>,
  keyOf: (item: T) => number,
  permanent: readonly number[],
): Promise<number[]> {
  const left: number[] = [];
  for (const item of items) {
    try {
      await send(item);
    } catch (error) {
      if (!(error instanceof ApiError && permanent.includes(error.status))) left.push(keyOf(item));
    }
  }
  return left;
}

/**
 * Runs `sync` once each time a session appears (sign-in, or the app starting with a token), never
 * again on a token refresh, so failures are not retried in a loop. `sync` resolves to how many local
 * items it had to keep; any shows the spec §8 message «Не удалось синхронизировать {n} элементов…».
 */
export function useLocalSync(sync: () => Promise<number> | undefined): void {
  const signedIn = useSignedIn();
  const synced = useRef(false);
  const latest = useRef(sync);
  useEffect(() => {
    latest.current = sync;
  });

  useEffect(() => {
    if (!signedIn) synced.current = false;
    if (!signedIn || synced.current) return;
    synced.current = true;
    void latest.current()?.then((kept) => {
      if (kept > 0) toast.error(messages.localSyncFailed(kept));
    });
  }, [signedIn]);
}
