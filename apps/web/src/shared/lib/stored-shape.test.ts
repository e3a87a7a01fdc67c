import { describe, expect, it } from 'vitest';
import { hasFields, isRecord, itemsWhere } from './stored-shape.ts';

interface Line {
  id: number;
  image: string | null;
  tags: string[];
}
const isLine = (value: unknown): value is Line =>
  hasFields<Line>(value, { id: 'number', image: 'string?', tags: 'array' });

describe('stored shapes', () => {
  it('accepts an object whose listed fields hold their kinds, nullable ones null too', () => {
    expect(isLine({ id: 1, image: null, tags: [] })).toBe(true);
    expect(isLine({ id: 1, image: 'a.webp', tags: ['x'], extra: true })).toBe(true);
  });

  it.each([
    ['a missing field', { id: 1, tags: [] }],
    ['a string for a number', { id: '1', image: null, tags: [] }],
    ['NaN for a number', { id: Number.NaN, image: null, tags: [] }],
    ['an object for an array', { id: 1, image: null, tags: {} }],
    ['null for a required field', { id: null, image: null, tags: [] }],
    ['an array', [1]],
    ['null', null],
    ['a string', 'line'],
  ])('refuses %s', (_case, value) => {
    expect(isLine(value)).toBe(false);
  });

  it('keeps the items of an array that pass, and reads anything else as none', () => {
    const good = { id: 2, image: null, tags: [] };
    expect(itemsWhere([good, { id: 'x' }, null], isLine)).toEqual([good]);
    expect(itemsWhere({ 0: good }, isLine)).toEqual([]);
    expect(itemsWhere(null, isLine)).toEqual([]);
  });

  it('tells a plain object from arrays and null', () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord([])).toBe(false);
    expect(isRecord(null)).toBe(false);
  });
});
