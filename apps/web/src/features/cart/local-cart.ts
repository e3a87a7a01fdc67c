import { z } from 'zod';
import {
  cartAdd,
  cartItemSchema,
  cartProductSchema,
  cartRemove,
  cartSetQuantity,
  storageKeys,
  type ProductDetail,
} from '@mp/contract';
import { readJson, removeKey, useStoredValue, writeJson } from '../../shared/lib/storage.ts';

/** Spec §3 product of a cart item, as a guest keeps it: id, name, price, image, max_quantity, quantity. */
const localCartProductSchema = cartProductSchema.pick({
  id: true,
  name: true,
  price: true,
  image: true,
  max_quantity: true,
  quantity: true,
});
/** Spec §3 «Cart item» (the seller's id, manual and 0 by default) with the seller's name to show. */
const localCartEntrySchema = cartItemSchema.extend({ products: z.array(localCartProductSchema) });
export type LocalCartEntry = z.infer<typeof localCartEntrySchema>;

/** A guest's cart under `cart` (decision 0045): seller entries newest first; unreadable ones are dropped. */
export function parseLocalCart(raw: unknown): LocalCartEntry[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item) => {
    const entry = localCartEntrySchema.safeParse(item);
    return entry.success && entry.data.products.length > 0 ? [entry.data] : [];
  });
}

export const readLocalCart = (): LocalCartEntry[] => parseLocalCart(readJson(storageKeys.cart));

/** An empty cart clears the key. */
export function writeLocalCart(entries: readonly LocalCartEntry[]): void {
  if (entries.length === 0) removeKey(storageKeys.cart);
  else writeJson(storageKeys.cart, entries);
}

export const useLocalCart = (): LocalCartEntry[] => useStoredValue(storageKeys.cart, parseLocalCart);

/** Spec §4 add: the ad's line grows up to its stock, else joins its seller's entry, else a new entry. */
export function addToLocalCart(product: ProductDetail, quantity: number): void {
  const entry: Omit<LocalCartEntry, 'products'> = {
    id: product.seller.id,
    seller: { id: product.seller.id, name: product.seller.company_name ?? product.seller.name },
    order_processing_type: 'manual',
    auto_percentage: 0,
  };
  const line = {
    id: product.id,
    name: product.name,
    price: product.price,
    image: product.images[0]?.path ?? null,
    max_quantity: product.quantity,
    quantity,
  };
  writeLocalCart(cartAdd(readLocalCart(), entry, line));
}

export const setLocalCartQuantity = (productId: number, quantity: number): void =>
  writeLocalCart(cartSetQuantity(readLocalCart(), productId, quantity));

export const removeFromLocalCart = (productId: number): void =>
  writeLocalCart(cartRemove(readLocalCart(), productId));
