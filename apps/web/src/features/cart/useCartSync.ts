import { useQueryClient } from '@tanstack/react-query';
import { sendOneByOne, useLocalSync } from '../../shared/auth/useLocalSync.ts';
import { addToCart } from './api/add-to-cart.ts';
import { cartKeys } from './api/keys.ts';
import { readLocalCart, writeLocalCart, type LocalCartEntry } from './local-cart.ts';

/** 404: the ad left; 422: one's own, out of stock, bad quantity; 403: the seller blocked you (decision 0045). */
const permanent = [403, 404, 422];

/** Sends the local lines one by one, oldest entry first; returns the ids of the lines left to send. */
export const syncLocalCart = (entries: readonly LocalCartEntry[]): Promise<number[]> =>
  sendOneByOne(
    [...entries].reverse().flatMap((entry) => entry.products),
    (line) => addToCart({ product_id: line.id, quantity: line.quantity }),
    (line) => line.id,
    permanent,
  );

/**
 * Spec §4 (as favourites, decision 0043): when a session appears, a guest's local cart lines go to the
 * server; what succeeded (or never can) leaves the local cart, failures stay with the spec message.
 */
export function useCartSync(): void {
  const client = useQueryClient();
  useLocalSync(() => {
    const entries = readLocalCart();
    if (entries.length === 0) return undefined;
    return syncLocalCart(entries).then(async (failed) => {
      const left = readLocalCart()
        .map((entry) => ({ ...entry, products: entry.products.filter((line) => failed.includes(line.id)) }))
        .filter((entry) => entry.products.length > 0);
      writeLocalCart(left);
      await client.invalidateQueries({ queryKey: cartKeys.all });
      return left.reduce((sum, entry) => sum + entry.products.length, 0);
    });
  });
}
