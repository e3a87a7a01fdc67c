import { useQueryClient } from '@tanstack/react-query';
import type { ProductCard } from '@mp/contract';
import { sendOneByOne, useLocalSync } from '../../shared/auth/useLocalSync.ts';
import { addFavourite } from './api/add-favourite.ts';
import { favouriteKeys } from './api/keys.ts';
import { readLocalFavourites, writeLocalFavourites } from './local-favourites.ts';

/** 404: the ad left the site; 422: it is the person's own. Neither can ever be added (decision 0043). */
const permanent = [404, 422];

/** Sends the local items one by one, oldest first so that the server keeps their order; returns those left. */
export const syncLocalFavourites = (items: readonly ProductCard[]): Promise<number[]> =>
  sendOneByOne(
    [...items].reverse(),
    (item) => addFavourite(item.id),
    (item) => item.id,
    permanent,
  );

/**
 * Spec §4: after sign-in, and at start with a token, a guest's local favourites go to the server;
 * on full success the local list is cleared, failures stay local with the spec §8 message.
 */
export function useFavouritesSync(): void {
  const client = useQueryClient();
  useLocalSync(() => {
    const items = readLocalFavourites();
    if (items.length === 0) return undefined;
    return syncLocalFavourites(items).then(async (failed) => {
      const left = readLocalFavourites().filter((item) => failed.includes(item.id));
      writeLocalFavourites(left);
      await client.invalidateQueries({ queryKey: favouriteKeys.all });
      return left.length;
    });
  });
}
