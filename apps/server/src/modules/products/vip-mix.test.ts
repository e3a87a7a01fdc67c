import { describe, expect, it } from 'vitest';
import { mixWindow, vipAdsBefore, vipPlacesBefore } from './vip-mix.ts';

/** The whole mixed list, built place by place as a reader pages through it. */
function pagedThrough(vipTotal: number, otherTotal: number, pageSize: number): string[] {
  const vip = Array.from({ length: vipTotal }, (_, i) => `v${i}`);
  const others = Array.from({ length: otherTotal }, (_, i) => `o${i}`);
  const list: string[] = [];
  for (let offset = 0; offset < vipTotal + otherTotal; offset += pageSize) {
    // Counted up to `offset`, as the repository counts.
    const before = vipAdsBefore(offset, Math.min(vipTotal, offset), Math.min(otherTotal, offset));
    list.push(
      ...mixWindow(offset, pageSize, vip.slice(before, before + pageSize), others.slice(offset - before)),
    );
  }
  return list;
}

describe('VIP ads mixed into the newest', () => {
  it('counts the VIP places before a position: the third of every five', () => {
    expect([0, 2, 3, 7, 8, 20, 23].map(vipPlacesBefore)).toEqual([0, 0, 1, 1, 2, 4, 5]);
  });

  it('puts a VIP ad third in every five while they last, each kind newest first', () => {
    // prettier-ignore
    expect(pagedThrough(3, 20, 20).slice(0, 20)).toEqual([
      'o0', 'o1', 'v0', 'o2', 'o3',
      'o4', 'o5', 'v1', 'o6', 'o7',
      'o8', 'o9', 'v2', 'o10', 'o11',
      'o12', 'o13', 'o14', 'o15', 'o16',
    ]);
  });

  it.each([
    ['many VIP ads', 40, 60],
    ['few VIP ads', 3, 97],
    ['few other ads', 30, 4],
    ['no VIP ads', 0, 25],
    ['only VIP ads', 12, 0],
  ])('pages through %s showing every ad once, whatever the page size', (_case, vip, others) => {
    const whole = pagedThrough(vip, others, 1);
    expect(new Set(whole).size).toBe(vip + others);
    for (const pageSize of [3, 7, 20]) expect(pagedThrough(vip, others, pageSize)).toEqual(whole);
  });
});
