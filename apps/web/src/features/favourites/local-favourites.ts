import { limits, productCardSchema, storageKeys, type ProductCard } from '@mp/contract';
import { readJson, removeKey, useStoredValue, writeJson } from '../../shared/lib/storage.ts';

/**
 * A guest's favourites (spec §1, §4) under `local_favourites`: the ads' cards, newest first, so that
 * /profile/favourites shows them without a server. An entry that no longer reads as a card is dropped.
 */
export function parseLocalFavourites(raw: unknown): ProductCard[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item) => {
    const card = productCardSchema.safeParse(item);
    return card.success ? [card.data] : [];
  });
}

export const readLocalFavourites = (): ProductCard[] =>
  parseLocalFavourites(readJson(storageKeys.localFavourites));

/** An empty list clears the key (spec §4: a full sync clears the local storage). */
export function writeLocalFavourites(items: readonly ProductCard[]): void {
  if (items.length === 0) removeKey(storageKeys.localFavourites);
  else writeJson(storageKeys.localFavourites, items);
}

/** Keeps `product` (its card fields only) at the top of the list, or drops it; capped as on the server. */
export function toggleLocalFavourite(product: ProductCard, keep: boolean): void {
  const others = readLocalFavourites().filter((item) => item.id !== product.id);
  const kept = keep ? [productCardSchema.parse(product), ...others] : others;
  writeLocalFavourites(kept.slice(0, limits.favouritesMax));
}

export function useLocalFavourites(): ProductCard[] {
  return useStoredValue(storageKeys.localFavourites, parseLocalFavourites);
}
