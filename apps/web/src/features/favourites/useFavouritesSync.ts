import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { messages, type ProductCard } from '@mp/contract';
import { ApiError } from '../../shared/api/http.ts';
import { useSignedIn } from '../../shared/auth/session.ts';
import { toast } from '../../shared/ui/toast-store.ts';
import { addFavourite } from './api/add-favourite.ts';
import { favouriteKeys } from './api/keys.ts';
import { readLocalFavourites, writeLocalFavourites } from './local-favourites.ts';

/** 404: the ad left the site; 422: it is the person's own. Neither can ever be added (decision 0043). */
const cannotEverSucceed = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 422);

/** Sends the local items one by one, oldest first so that the server keeps their order; returns those left. */
export async function syncLocalFavourites(items: readonly ProductCard[]): Promise<number[]> {
  const failed: number[] = [];
  for (const item of [...items].reverse()) {
    try {
      await addFavourite(item.id);
    } catch (error) {
      if (!cannotEverSucceed(error)) failed.push(item.id);
    }
  }
  return failed;
}

/**
 * Spec §4: after sign-in, and at start with a token, a guest's local favourites go to the server;
 * on full success the local list is cleared, failures stay local with the spec §8 message. Once per
 * sign-in: a token refresh does not send the failures again.
 */
export function useFavouritesSync(): void {
  const signedIn = useSignedIn();
  const client = useQueryClient();
  const synced = useRef(false);

  useEffect(() => {
    if (!signedIn) synced.current = false;
    if (!signedIn || synced.current) return;
    synced.current = true;
    const items = readLocalFavourites();
    if (items.length === 0) return;
    void syncLocalFavourites(items).then(async (failed) => {
      const left = readLocalFavourites().filter((item) => failed.includes(item.id));
      writeLocalFavourites(left);
      if (left.length > 0) toast.error(messages.favouritesSyncFailed(left.length));
      await client.invalidateQueries({ queryKey: favouriteKeys.all });
    });
  }, [signedIn, client]);
}
