/** What the cart's arithmetic reads of a product line. */
interface PricedLine {
  price: number;
  quantity: number;
}

/** Spec §4/§9: the cart's total in rubles, rounded to 2 decimals. */
export function cartTotal(entries: readonly { products: readonly PricedLine[] }[]): number {
  const kopecks = entries
    .flatMap((entry) => entry.products)
    .reduce((sum, line) => sum + Math.round(line.price * 100) * line.quantity, 0);
  return Math.round(kopecks) / 100;
}

/** Units in the cart (the header badge counts units). */
export const cartUnits = (entries: readonly { products: readonly { quantity: number }[] }[]): number =>
  entries.flatMap((entry) => entry.products).reduce((sum, line) => sum + line.quantity, 0);

/** What the guest's cart rules read of a product line (spec §3: the line also has name, price, image). */
interface StockedLine {
  id: number;
  quantity: number;
  max_quantity: number;
}

/** What the guest's cart rules read of a seller's entry (spec §3 «Cart item»: `id` is the seller's). */
interface SellerEntry<L extends StockedLine> {
  id: number;
  products: readonly L[];
}

/** A quantity from 1 to the stock; a line whose stock ran out keeps 1 (the cart flags it). */
const withinStock = (quantity: number, maxQuantity: number): number =>
  Math.max(1, Math.min(Math.trunc(quantity), maxQuantity));

/**
 * Spec §4: adding an ad to a guest's cart. A line already there grows by `line.quantity` up to its
 * `max_quantity` (today's price and stock taken from `line`); otherwise it is a new line at the end of its
 * seller's entry; otherwise a new entry, first (newest first, as the server orders them).
 */
export function cartAdd<L extends StockedLine, H extends { id: number }>(
  entries: readonly NoInfer<H & { products: readonly L[] }>[],
  entry: H,
  line: L,
): (H & { products: L[] })[] {
  const has = entries.some((other) => other.products.some((product) => product.id === line.id));
  if (has) {
    return entries.map((other) => ({
      ...other,
      products: other.products.map((product) =>
        product.id === line.id
          ? { ...line, quantity: withinStock(product.quantity + line.quantity, line.max_quantity) }
          : product,
      ),
    }));
  }
  const added = { ...line, quantity: withinStock(line.quantity, line.max_quantity) };
  if (entries.some((other) => other.id === entry.id)) {
    return entries.map((other) => ({
      ...other,
      products: other.id === entry.id ? [...other.products, added] : [...other.products],
    }));
  }
  return [
    { ...entry, products: [added] },
    ...entries.map((other) => ({ ...other, products: [...other.products] })),
  ];
}

/** Spec §4: sets a line's quantity; a decrease stops at 1 and an increase at `max_quantity`. */
export function cartSetQuantity<L extends StockedLine, E extends SellerEntry<L>>(
  entries: readonly E[],
  productId: number,
  quantity: number,
): E[] {
  return entries.map((entry) => ({
    ...entry,
    products: entry.products.map((product) =>
      product.id === productId
        ? { ...product, quantity: withinStock(quantity, product.max_quantity) }
        : product,
    ),
  }));
}

/** Spec §4: removes a line; removing a seller's last product removes the entry. */
export function cartRemove<L extends StockedLine, E extends SellerEntry<L>>(
  entries: readonly E[],
  productId: number,
): E[] {
  return entries
    .map((entry) => ({ ...entry, products: entry.products.filter((product) => product.id !== productId) }))
    .filter((entry) => entry.products.length > 0);
}
