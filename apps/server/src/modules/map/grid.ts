import { mapCellBaseDegrees, mapCellLevels, mapCellsAcross, type Bbox } from '@mp/contract';

// The map's grid of clusters (record 0176): cells of level 0 are `mapCellBaseDegrees` square, level k's
// are 2^k of them, so a cell of level k is the cells of level 0 whose coordinates shifted right by k match.

/** The cells of a grid level that a box touches, by their whole-number coordinates. */
export interface CellRange {
  level: number;
  west: number;
  east: number;
  south: number;
  north: number;
}

export const cellDegrees = (level: number): number => mapCellBaseDegrees * 2 ** level;

/** The level whose cells cut the box into about `mapCellsAcross` across (the finest for a small box). */
export function levelOf({ west, east }: Bbox): number {
  const wanted = (east - west) / mapCellsAcross / mapCellBaseDegrees;
  const level = Math.ceil(Math.log2(Math.max(wanted, 1)));
  return Math.min(level, mapCellLevels - 1);
}

export function cellRangeOf(bbox: Bbox, level: number): CellRange {
  const size = cellDegrees(level);
  return {
    level,
    west: Math.floor(bbox.west / size),
    east: Math.floor(bbox.east / size),
    south: Math.floor(bbox.south / size),
    north: Math.floor(bbox.north / size),
  };
}

/** The box of a cell, clipped to the world. */
export function cellBox(level: number, x: number, y: number): Bbox {
  const size = cellDegrees(level);
  return {
    west: Math.max(-180, x * size),
    south: Math.max(-90, y * size),
    east: Math.min(180, (x + 1) * size),
    north: Math.min(90, (y + 1) * size),
  };
}
