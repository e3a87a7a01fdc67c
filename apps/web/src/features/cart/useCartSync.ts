import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { messages } from '@mp/contract';
import { ApiError } from '../../shared/api/http.ts';
import { useSignedIn } from '../../shared/auth/session.ts';
import { toast } from '../../shared/ui/toast-store.ts';
import { addToCart } from './api/add-to-cart.ts';
import { cartKeys } from './api/keys.ts';
import { readLocalCart, writeLocalCart, type LocalCartEntry } from './local-cart.ts';

/** 404: the ad left; 422: one's own, out of stock, bad quantity; 403: the seller blocked you (decision 0045). */
const cannotEverSucceed = (error: unknown) =>
  error instanceof ApiError && [403, 404, 422].includes(error.status);

/** Sends the local lines one by one, oldest entry first; returns the ids of the lines left to send. */
export async function syncLocalCart(entries: readonly LocalCartEntry[]): Promise<number[]> {
  const failed: number[] = [];
  for (const entry of [...entries].reverse()) {
    for (const line of entry.products) {
      try {
        await addToCart({ product_id: line.id, quantity: line.quantity });
      } catch (error) {
        if (!cannotEverSucceed(error)) failed.push(line.id);
      }
    }
  }
  return failed;
}

/**
 * Spec §4 (as favourites, decision 0043): when a session appears, a guest's local cart lines go to the
 * server; what succeeded (or never can) leaves the local cart, failures stay with the spec message.
 */
export function useCartSync(): void {
  const signedIn = useSignedIn();
  const client = useQueryClient();
  const synced = useRef(false);

  useEffect(() => {
    if (!signedIn) synced.current = false;
    if (!signedIn || synced.current) return;
    synced.current = true;
    const entries = readLocalCart();
    if (entries.length === 0) return;
    void syncLocalCart(entries).then(async (failed) => {
      const left = readLocalCart()
        .map((entry) => ({ ...entry, products: entry.products.filter((line) => failed.includes(line.id)) }))
        .filter((entry) => entry.products.length > 0);
      writeLocalCart(left);
      const count = left.reduce((sum, entry) => sum + entry.products.length, 0);
      if (count > 0) toast.error(messages.favouritesSyncFailed(count));
      await client.invalidateQueries({ queryKey: cartKeys.all });
    });
  }, [signedIn, client]);
}
