/** Money in the API is rubles (at most 2 decimals); the database keeps integer kopecks. */
export const rublesToKopecks = (rubles: number): number => Math.round(rubles * 100);
export const kopecksToRubles = (kopecks: number): number => kopecks / 100;

/** Spec §3 «Price display»: rounded to an integer, thousands separated by spaces, then ₽ — `12 500 ₽`. */
export function formatPrice(rubles: number): string {
  const rounded = Math.round(rubles);
  const digits = Math.abs(rounded)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${rounded < 0 ? '-' : ''}${digits} ₽`;
}

/** Spec §5: number parsing strips spaces and non-digits; empty input gives undefined. */
export function parsePriceInput(input: string): number | undefined {
  const digits = input.replace(/\D/g, '');
  return digits === '' ? undefined : Number(digits);
}

/**
 * A wallet sum: like `formatPrice`, but money in the wallet is exact, so kopecks are shown when there are
 * any — `1 500,50 ₽`, `300 ₽`, `-0,05 ₽`.
 */
export function formatMoney(rubles: number): string {
  const kopecks = Math.round(Math.abs(rubles) * 100);
  const whole = Math.floor(kopecks / 100);
  const fraction = kopecks % 100;
  const digits = whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  const sign = rubles < 0 && kopecks > 0 ? '-' : '';
  return `${sign}${digits}${fraction === 0 ? '' : `,${fraction.toString().padStart(2, '0')}`} ₽`;
}

/** A sum typed by a person: spaces dropped, a decimal comma read as a point; not a number gives NaN. */
export function parseMoneyInput(input: string): number {
  const text = input.replace(/\s/g, '').replace(',', '.');
  return text === '' ? Number.NaN : Number(text);
}
