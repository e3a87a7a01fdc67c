import { limits, storageKeys, toProductCard, type ProductCard } from '@mp/contract';
import { readJson, removeKey, useStoredValue, writeJson } from '../../shared/lib/storage.ts';
import { hasFields, itemsWhere } from '../../shared/lib/stored-shape.ts';

const isProductCard = (value: unknown): value is ProductCard =>
  hasFields<ProductCard>(value, {
    id: 'number',
    name: 'string',
    price: 'number',
    old_price: 'number?',
    quantity: 'number',
    city_name: 'string',
    is_vip: 'boolean',
    images: 'array',
    created_at: 'string',
  }) && value.images.every((image) => hasFields(image, { path: 'string', full_path: 'string' }));

/**
 * A guest's favourites (spec §1, §4) under `local_favourites`: the ads' cards, newest first, so that
 * /profile/favourites shows them without a server. An entry that no longer reads as a card is dropped.
 */
export const parseLocalFavourites = (raw: unknown): ProductCard[] => itemsWhere(raw, isProductCard);

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
  const kept = keep ? [toProductCard(product), ...others] : others;
  writeLocalFavourites(kept.slice(0, limits.favouritesMax));
}

export function useLocalFavourites(): ProductCard[] {
  return useStoredValue(storageKeys.localFavourites, parseLocalFavourites);
}
