import type { Random } from '../random.ts';

/** Where an object is photographed; `wall` hangs it (clothes on a hanger), `water` floats it. */
export type Setting = 'table' | 'floor' | 'outdoor' | 'water' | 'wall';

/**
 * One object drawn in its own box: (0, 0) top left, (width, height) bottom right, standing on the
 * line y = height. Gradient ids must start with `o-` so they never clash with the scene's.
 */
export interface Drawing {
  svg: string;
  width: number;
  height: number;
}

/** What varies between pictures of one subcategory: the object's colours and small details. */
export interface Look {
  colour: string;
  accent: string;
  random: Random;
}

export interface Subject {
  setting: Setting;
  draw: (look: Look) => Drawing;
}

/** A subject: how `draw` is photographed. */
export const on = (setting: Setting, draw: (look: Look) => Drawing): Subject => ({ setting, draw });

/** A hex colour lightened (amount > 0) or darkened (amount < 0), for the lit and shaded sides. */
export function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (n >> shift) & 0xff;
    const v = amount >= 0 ? c + (255 - c) * amount : c * (1 + amount);
    return Math.round(v).toString(16).padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

/** A top-to-bottom (or left-to-right) gradient from lit to shaded, the cheapest way to give volume. */
export function volume(id: string, colour: string, horizontal = false): string {
  const [x2, y2] = horizontal ? [1, 0] : [0, 1];
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${shade(colour, 0.25)}"/><stop offset="1" stop-color="${shade(colour, -0.3)}"/></linearGradient>`;
}
