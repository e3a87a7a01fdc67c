/**
 * A list without words in its default order is the newest ads with VIP ads mixed in, as on Avito: the
 * third of every five places is a VIP ad while VIP ads last, so the freshest ads lead and every screen
 * shows a few VIP ads (marked on their cards). Both kinds keep their own order, newest first.
 * Positions count from 0 over the whole list, so pages of any size join up.
 */
export const vipEvery = 5;
const vipPlace = 2;

const isVipPlace = (position: number) => position % vipEvery === vipPlace;

/** How many VIP places lie before `position`. */
export const vipPlacesBefore = (position: number): number =>
  Math.max(0, Math.floor((position - vipPlace - 1) / vipEvery) + 1);

/**
 * How many VIP ads come before `offset` in the mixed list: one per VIP place, but no more than there
 * are; and once the other ads have run out, every place is a VIP ad's. `vipCount` and `otherCount` may
 * be counted up to `offset` only.
 */
export function vipAdsBefore(offset: number, vipCount: number, otherCount: number): number {
  return Math.min(vipCount, Math.max(vipPlacesBefore(offset), offset - otherCount));
}

/**
 * The window of the mixed list from `offset`, from the VIP ads and the other ads that follow what
 * came before it (each read from `vipAdsBefore` and from `offset` minus that): a VIP ad in each VIP place
 * while they last, the other ads in the rest, and whichever kind is left once the other has run out.
 */
export function mixWindow<T>(offset: number, limit: number, vip: readonly T[], others: readonly T[]): T[] {
  const window: T[] = [];
  let v = 0;
  let o = 0;
  for (let position = offset; position < offset + limit; position++) {
    const vipHere = v < vip.length && (isVipPlace(position) || o >= others.length);
    if (vipHere) window.push(vip[v++] as T);
    else if (o < others.length) window.push(others[o++] as T);
    else break;
  }
  return window;
}
