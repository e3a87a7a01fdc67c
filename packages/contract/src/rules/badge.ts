import { limits } from '../constants.ts';

/** Spec §9 badge: nothing for zero, the count up to 99, then `99+`. */
export function badgeLabel(count: number, cap: number = limits.badgeCap): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > cap ? `${cap}+` : String(Math.floor(count));
}
