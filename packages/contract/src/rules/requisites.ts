/**
 * Control digits of Russian legal requisites (ИНН, ОГРН/ОГРНИП, bank accounts), as the Federal Tax
 * Service and the Bank of Russia define them. Each check takes a string of digits of the right length.
 */

const digitsOf = (value: string): number[] => [...value].map(Number);

const weightedSum = (digits: readonly number[], weights: readonly number[]): number =>
  weights.reduce((sum, weight, index) => sum + weight * (digits[index] ?? 0), 0);

const innControl = (digits: readonly number[], weights: readonly number[]) =>
  (weightedSum(digits, weights) % 11) % 10;

/** ИНН of an organisation (10 digits) or of a person or entrepreneur (12 digits). */
export function isValidInn(value: string): boolean {
  if (/^\d{10}$/.test(value)) {
    const d = digitsOf(value);
    return innControl(d, [2, 4, 10, 3, 5, 9, 4, 6, 8]) === d[9];
  }
  if (/^\d{12}$/.test(value)) {
    const d = digitsOf(value);
    return (
      innControl(d, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === d[10] &&
      innControl(d, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === d[11]
    );
  }
  return false;
}

/** ОГРН (13 digits, remainder by 11) or ОГРНИП (15 digits, remainder by 13). */
export function isValidOgrn(value: string): boolean {
  const divisor = /^\d{13}$/.test(value) ? 11n : /^\d{15}$/.test(value) ? 13n : null;
  if (divisor === null) return false;
  const body = BigInt(value.slice(0, -1));
  return Number((body % divisor) % 10n) === Number(value.at(-1));
}

const accountWeights = [7, 1, 3];

/** The Bank of Russia key: 23 digits weighted 7,1,3… must sum to a multiple of 10. */
function hasValidAccountKey(prefix: string, account: string): boolean {
  const digits = digitsOf(prefix + account);
  const sum = digits.reduce((total, digit, index) => total + digit * accountWeights[index % 3]!, 0);
  return sum % 10 === 0;
}

/** Settlement account (расчетный счет, 20 digits) keyed with the last three digits of the БИК. */
export function isValidSettlementAccount(account: string, bik: string): boolean {
  return /^\d{20}$/.test(account) && /^\d{9}$/.test(bik) && hasValidAccountKey(bik.slice(-3), account);
}

/** Correspondent account (20 digits) keyed with "0" and the 5th–6th digits of the БИК. */
export function isValidCorrespondentAccount(account: string, bik: string): boolean {
  return (
    /^\d{20}$/.test(account) && /^\d{9}$/.test(bik) && hasValidAccountKey(`0${bik.slice(4, 6)}`, account)
  );
}
