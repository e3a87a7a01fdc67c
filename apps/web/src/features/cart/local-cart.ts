import {
  cartAdd,
  cartRemove,
  cartSetQuantity,
  storageKeys,
  type CartItem,
  type CartProduct,
  type ProductDetail,
} from '@mp/contract';
import { readJson, removeKey, useStoredValue, writeJson } from '../../shared/lib/storage.ts';
import { hasFields, itemsWhere } from '../../shared/lib/stored-shape.ts';

/** Spec §3 product of a cart item, as a guest keeps it: id, name, price, image, max_quantity, quantity. */
type LocalCartProduct = Pick<CartProduct, 'id' | 'name' | 'price' | 'image' | 'max_quantity' | 'quantity'>;
/** Spec §3 «Cart item» (the seller's id, manual and 0 by default) with the seller's name to show. */
export type LocalCartEntry = Omit<CartItem, 'products'> & { products: LocalCartProduct[] };

const isLocalCartProduct = (value: unknown): value is LocalCartProduct =>
  hasFields<LocalCartProduct>(value, {
    id: 'number',
    name: 'string',
    price: 'number',
    image: 'string?',
    max_quantity: 'number',
    quantity: 'number',
  });

/** An entry as kept; the processing type and percentage may be missing (spec §3: manual and 0 by default). */
type StoredCartEntry = Omit<LocalCartEntry, 'order_processing_type' | 'auto_percentage'> &
  Partial<Pick<LocalCartEntry, 'order_processing_type' | 'auto_percentage'>>;

const isStoredCartEntry = (value: unknown): value is StoredCartEntry =>
  hasFields<StoredCartEntry>(value, { id: 'number', seller: 'object', products: 'array' }) &&
  hasFields<LocalCartEntry['seller']>(value.seller, { id: 'number', name: 'string' }) &&
  value.products.length > 0 &&
  value.products.every(isLocalCartProduct);

/** A guest's cart under `cart` (decision 0045): seller entries newest first; unreadable ones are dropped. */
export const parseLocalCart = (raw: unknown): LocalCartEntry[] =>
  itemsWhere(raw, isStoredCartEntry).map((entry) => ({
    ...entry,
    order_processing_type: entry.order_processing_type ?? 'manual',
    auto_percentage: entry.auto_percentage ?? 0,
  }));

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
