/** The picture's zoom and shift in the full-screen viewer: `scale` 1 is the whole picture in view. */
export interface Zoom {
  scale: number;
  x: number;
  y: number;
}

export interface Point {
  x: number;
  y: number;
}

export const unzoomed: Zoom = { scale: 1, x: 0, y: 0 };
export const maxScale = 4;
/** What a double tap or double click zooms to. */
export const tapScale = 2.5;

export const clampScale = (scale: number): number => Math.min(maxScale, Math.max(1, scale));

export const distance = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);

export const midpoint = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/**
 * Keeps the zoomed picture over its box: a picture `scale` times the box may shift by half of what it
 * overhangs on each side, and not at all when it is not zoomed.
 */
export function clampShift(zoom: Zoom, box: { width: number; height: number }): Zoom {
  const limitX = ((zoom.scale - 1) * box.width) / 2;
  const limitY = ((zoom.scale - 1) * box.height) / 2;
  const clamp = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value));
  return { scale: zoom.scale, x: clamp(zoom.x, limitX), y: clamp(zoom.y, limitY) };
}

/**
 * Zooms by `factor` around `focus` (relative to the box's centre), so that the point under the fingers
 * or the cursor stays where it is.
 */
export function zoomAround(zoom: Zoom, factor: number, focus: Point): Zoom {
  const scale = clampScale(zoom.scale * factor);
  const applied = scale / zoom.scale;
  return {
    scale,
    x: focus.x - (focus.x - zoom.x) * applied,
    y: focus.y - (focus.y - zoom.y) * applied,
  };
}
