/** A line of what is ordered, as a checkout shows it. */
export interface CheckoutLine {
  id: number;
  name: string;
  price: number;
  quantity: number;
}

/** Roubles added in kopecks, so that 0.1 + 0.2 stays 0.3. */
export const sumPrices = (...amounts: readonly number[]) =>
  Math.round(amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0)) / 100;

/** What the lines cost together. */
export const totalOf = (lines: readonly CheckoutLine[]) =>
  Math.round(lines.reduce((sum, line) => sum + Math.round(line.price * 100) * line.quantity, 0)) / 100;
