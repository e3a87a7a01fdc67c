import { pushLimits } from '@mp/contract';

/** When the person last refused push on this device; a device's choice, so it outlives a logout. */
const refusedAtKey = 'mp:push-refused-at';
const dayMs = 24 * 60 * 60 * 1000;

export const rememberRefusal = (now = Date.now()): void => localStorage.setItem(refusedAtKey, String(now));

/** A refusal (the browser's or «Не сейчас») holds for `pushLimits.refusalRememberDays`. */
export function refusedRecently(now = Date.now()): boolean {
  const refusedAt = Number(localStorage.getItem(refusedAtKey));
  return refusedAt > 0 && now - refusedAt < pushLimits.refusalRememberDays * dayMs;
}
