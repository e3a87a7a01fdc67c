import { describe, expect, it } from 'vitest';
import { clampScale, clampShift, distance, maxScale, midpoint, unzoomed, zoomAround } from './zoom.ts';

const box = { width: 400, height: 300 };

describe('the viewer’s zoom', () => {
  it('keeps the scale between the whole picture and the largest zoom', () => {
    expect(clampScale(0.3)).toBe(1);
    expect(clampScale(2)).toBe(2);
    expect(clampScale(12)).toBe(maxScale);
  });

  it('measures the fingers’ spread and their middle', () => {
    expect(distance({ x: 0, y: 0 }, { x: 3, y: 4 })).toBe(5);
    expect(midpoint({ x: 0, y: 10 }, { x: 20, y: 30 })).toEqual({ x: 10, y: 20 });
  });

  it('keeps the point under the fingers in place as it zooms', () => {
    const zoomed = zoomAround(unzoomed, 2, { x: 100, y: -50 });
    expect(zoomed).toEqual({ scale: 2, x: -100, y: 50 });
    // The picture point that was under the focus (100, -50) is still there: (100 - x) / scale is unchanged.
    expect((100 - zoomed.x) / zoomed.scale).toBe(100);
  });

  it('never zooms out past the whole picture, nor in past the largest zoom', () => {
    expect(zoomAround({ scale: 2, x: 40, y: 0 }, 0.1, { x: 0, y: 0 }).scale).toBe(1);
    expect(zoomAround({ scale: 3, x: 0, y: 0 }, 5, { x: 0, y: 0 }).scale).toBe(maxScale);
  });

  it('lets a zoomed picture move only as far as it overhangs its box', () => {
    expect(clampShift({ scale: 2, x: 500, y: -500 }, box)).toEqual({ scale: 2, x: 200, y: -150 });
    expect(clampShift({ scale: 2, x: 50, y: 20 }, box)).toEqual({ scale: 2, x: 50, y: 20 });
    expect(clampShift({ scale: 1, x: 30, y: 30 }, box)).toEqual({ scale: 1, x: 0, y: 0 });
  });
});
