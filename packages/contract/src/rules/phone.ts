/**
 * A Russian mobile or landline number as people type it (`+7 (912) 345-67-89`, `8 912 345 67 89`,
 * `9123456789`) in the one stored form `+7XXXXXXXXXX`; anything else gives undefined.
 */
export function normalizePhone(input: string): string | undefined {
  const trimmed = input.trim();
  if (!/^\+?[\d\s()-]+$/.test(trimmed)) return undefined;
  const digits = trimmed.replace(/\D/g, '');
  const plus = trimmed.startsWith('+');
  if (digits.length === 10 && !plus) return `+7${digits}`;
  if (digits.length !== 11) return undefined;
  if (digits.startsWith('7')) return `+${digits}`;
  if (digits.startsWith('8') && !plus) return `+7${digits.slice(1)}`;
  return undefined;
}
