import { describe, expect, it } from 'vitest';
import { switchLayout } from './layout.ts';

describe('switchLayout', () => {
  it.each([
    ['ntktajy', 'телефон'],
    ['ds,jh', 'выбор'],
    ['[jkjlbkmybr', 'холодильник'],
    ['lbdfy rj;fysq', 'диван кожаный'],
    ['Rjkzcrf', 'Коляска'],
    ['`krf', 'ёлка'],
    ['шзрщту 13', 'iphone 13'],
    ['ыфьыгтп', 'samsung'],
  ])('reads %s as %s', (typed, meant) => {
    expect(switchLayout(typed)).toBe(meant);
  });

  it('leaves text without letters alone', () => {
    expect(switchLayout('128 / 256')).toBeUndefined();
  });

  it('switches back what it switched', () => {
    expect(switchLayout(switchLayout('ghbdtn vbh') ?? '')).toBe('ghbdtn vbh');
  });
});
