import { storageKeys } from '@mp/contract';
import { useStoredValue } from '../../shared/lib/storage.ts';

/**
 * The list kept under a storage key: either the list itself or, when a zustand `persist` store
 * wrote it, the first list inside its `state` envelope.
 */
function storedList(raw: unknown): unknown[] {
  if (Array.isArray(raw)) return raw;
  if (raw && typeof raw === 'object' && 'state' in raw) {
    const state: unknown = raw.state;
    if (state && typeof state === 'object') return Object.values(state).find(Array.isArray) ?? [];
  }
  return [];
}

const quantityOf = (product: unknown): number =>
  product && typeof product === 'object' && 'quantity' in product && typeof product.quantity === 'number'
    ? product.quantity
    : 1;

/** Spec §3 cart item: a seller's entry holding products with quantities; the badge counts units. */
export function countCartUnits(raw: unknown): number {
  return storedList(raw).reduce<number>((sum, entry) => {
    const products = entry && typeof entry === 'object' && 'products' in entry ? entry.products : undefined;
    return (
      sum +
      (Array.isArray(products) ? products.reduce<number>((n, p) => n + quantityOf(p), 0) : quantityOf(entry))
    );
  }, 0);
}

/** Badge count of a guest's local cart (spec §1); the favourites feature counts its own list. */
export function useGuestCounts(): { cart: number } {
  const cart = useStoredValue(storageKeys.cart, countCartUnits);
  return { cart };
}
