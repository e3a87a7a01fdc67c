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
