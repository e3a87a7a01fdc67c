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

/** The ten digits after +7 that a masked phone field holds. */
export const nationalPhoneLength = 10;

/**
 * The national digits (at most ten) of what someone typed or pasted into a `+7 (___) ___-__-__`
 * field: `+7…` drops its 7, and without a plus a leading 8 or 7 is the trunk or country prefix,
 * unless the digits are exactly ten (a full national number such as 800…).
 */
export function nationalPhoneDigits(input: string): string {
  const digits = input.replace(/\D/g, '');
  if (input.trim().startsWith('+')) {
    return (digits.startsWith('7') ? digits.slice(1) : digits).slice(0, nationalPhoneLength);
  }
  if (/^[78]/.test(digits) && digits.length !== nationalPhoneLength) {
    return digits.slice(1, nationalPhoneLength + 1);
  }
  return digits.slice(0, nationalPhoneLength);
}

/**
 * The phone as the mask shows it while it is typed: `+7 (912`, `+7 (912) 345-6`, `+7 (912) 345-67-89`.
 * No digits give an empty field, so erasing the last digit also erases the prefix.
 */
export function formatPhoneInput(input: string): string {
  const national = nationalPhoneDigits(input);
  if (!national) return '';
  let masked = `+7 (${national.slice(0, 3)}`;
  if (national.length > 3) masked += `) ${national.slice(3, 6)}`;
  if (national.length > 6) masked += `-${national.slice(6, 8)}`;
  if (national.length > 8) masked += `-${national.slice(8, 10)}`;
  return masked;
}
