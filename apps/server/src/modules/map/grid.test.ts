import { describe, expect, it } from 'vitest';
import { mapCellLevels } from '@mp/contract';
import { cellBox, cellDegrees, cellRangeOf, levelOf } from './grid.ts';

const box = (west: number, east: number) => ({ west, south: 55, east, north: 56 });

describe('the map grid', () => {
  it('cuts a view into about 16 cells across, within the levels it keeps', () => {
    expect(levelOf(box(37.5, 37.52))).toBe(0); // a street: the finest cells
    expect(levelOf(box(37, 37.08))).toBe(0); // 0.005° × 16
    expect(levelOf(box(37, 37.09))).toBe(1);
    expect(levelOf(box(37, 37.7))).toBe(4); // a city: 0.044° wanted, 0.08° cells
    expect(levelOf(box(-180, 180))).toBe(mapCellLevels - 1); // the world: the coarsest
  });

  it('names the cells a box touches, west and south of zero too, and each cell’s box', () => {
    expect(cellRangeOf({ west: -0.012, south: 0.004, east: 0.011, north: 0.016 }, 0)).toEqual({
      level: 0,
      west: -3,
      east: 2,
      south: 0,
      north: 3,
    });
    expect(cellBox(1, -1, 2)).toEqual({ west: -0.01, south: 0.02, east: 0, north: 0.03 });
    expect(cellBox(mapCellLevels - 1, 8, 4).east).toBe(180); // clipped to the world
    expect(cellDegrees(12)).toBeCloseTo(20.48);
  });
});
