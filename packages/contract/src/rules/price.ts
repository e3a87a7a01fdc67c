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
