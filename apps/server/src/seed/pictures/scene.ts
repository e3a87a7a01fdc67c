import { Random } from '../random.ts';
import { shade, type Drawing, type Setting, type Subject } from './drawing.ts';

const SCENE = { width: 1200, height: 900 };

const OBJECT_COLOURS = [
  '#2b2d33',
  '#e4e1da',
  '#35598a',
  '#9a3434',
  '#4b6b47',
  '#c8b08a',
  '#6e4b36',
  '#7b8490',
];
const ACCENTS = ['#d9a441', '#3c8dbc', '#c0392b', '#1f1f1f', '#8e9aa6'];
const WALLS = ['#e9e4da', '#dfe5e8', '#efe6dc', '#d8dcd3', '#e6dfe6'];
const TABLES = ['#a57a52', '#c9a27a', '#8a6246', '#d8d2c8', '#5f4636'];
const FLOORS = ['#b48b62', '#9c7652', '#c9b8a2', '#8d8a84', '#a88f73'];
const SKIES = ['#9fc3e6', '#b8d4ec', '#c9d8e3', '#8fb7e0'];
const GROUNDS = ['#7d9a5a', '#8a8f95', '#6f8f4e', '#9a9488'];
const WATERS = ['#3f7fa3', '#4b8cab', '#356d8c'];

/** Colours of the backdrop's upper part (wall, sky) and lower part (table top, floor, ground, water). */
const BACKDROPS: Record<Setting, readonly [readonly string[], readonly string[]]> = {
  table: [WALLS, TABLES],
  floor: [WALLS, FLOORS],
  wall: [WALLS, FLOORS],
  outdoor: [SKIES, GROUNDS],
  water: [SKIES, WATERS],
};

/** Where the backdrop's horizontal edge is, and where the object stands, by setting. */
const LAYOUT: Record<Setting, { horizon: number; ground: number; maxWidth: number; maxHeight: number }> = {
  table: { horizon: 470, ground: 740, maxWidth: 780, maxHeight: 560 },
  floor: { horizon: 560, ground: 800, maxWidth: 900, maxHeight: 680 },
  outdoor: { horizon: 600, ground: 800, maxWidth: 980, maxHeight: 660 },
  water: { horizon: 560, ground: 780, maxWidth: 980, maxHeight: 600 },
  wall: { horizon: 840, ground: 800, maxWidth: 700, maxHeight: 740 },
};

/**
 * A photo-like picture of the subject: a wall and a table top, a floor or the sky and ground behind
 * it, light from one side, a soft shadow under the object and a little grain. No text. The object is
 * painted `paint` (the ad's colour), else a colour of the variant.
 */
export function sceneSvg(subject: Subject, seed: number, variant: number, paint?: string): string {
  const random = new Random(seed);
  const colour = paint ?? random.pick(OBJECT_COLOURS);
  const accent = random.pick(ACCENTS);
  const drawing = subject.draw({ colour, accent, random });
  const layout = LAYOUT[subject.setting];
  const lightFromLeft = variant % 2 === 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SCENE.width}" height="${SCENE.height}" viewBox="0 0 ${SCENE.width} ${SCENE.height}">
<defs>${backdropDefs(subject.setting, random, lightFromLeft)}${VIGNETTE_DEFS}${grainPattern(random)}</defs>
${backdrop(subject.setting, layout.horizon)}
${placed(drawing, layout, random, variant)}
${VIGNETTE}<rect width="100%" height="100%" fill="url(#grain)"/>
</svg>`;
}

/** The light falls from one upper corner: the backdrop is lighter on that side. */
function backdropDefs(setting: Setting, random: Random, lightFromLeft: boolean): string {
  const [uppers, lowers] = BACKDROPS[setting];
  const [top, bottom] = [random.pick(uppers), random.pick(lowers)];
  // Axis-aligned gradients only: librsvg paints a diagonal one several times slower.
  const across = lightFromLeft ? 'x1="0" y1="0" x2="1" y2="0"' : 'x1="1" y1="0" x2="0" y2="0"';
  return (
    `<linearGradient id="upper" ${across}><stop offset="0" stop-color="${shade(top, 0.15)}"/><stop offset="1" stop-color="${shade(top, -0.12)}"/></linearGradient>` +
    `<linearGradient id="lower" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(bottom, -0.2)}"/><stop offset="1" stop-color="${shade(bottom, 0.08)}"/></linearGradient>` +
    `<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.45"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`
  );
}

function backdrop(setting: Setting, horizon: number): string {
  const edge =
    setting === 'table'
      ? `<rect y="${horizon - 6}" width="100%" height="10" fill="#000" fill-opacity="0.12"/>`
      : setting === 'floor' || setting === 'wall'
        ? `<rect y="${horizon - 22}" width="100%" height="22" fill="#f4f1ea"/><rect y="${horizon}" width="100%" height="4" fill="#000" fill-opacity="0.1"/>`
        : '';
  return `<rect width="100%" height="${horizon}" fill="url(#upper)"/><rect y="${horizon}" width="100%" height="${SCENE.height - horizon}" fill="url(#lower)"/>${edge}`;
}

/** The object scaled into the frame, standing on the ground line, mirrored on odd variants, over its shadow. */
function placed(drawing: Drawing, layout: (typeof LAYOUT)[Setting], random: Random, variant: number): string {
  const scale =
    Math.min(layout.maxWidth / drawing.width, layout.maxHeight / drawing.height) *
    (0.82 + random.next() * 0.18);
  const width = drawing.width * scale;
  const x = (SCENE.width - width) / 2 + (random.next() - 0.5) * 120;
  const y = layout.ground - drawing.height * scale;
  const mirror = variant % 2 === 1 ? `translate(${drawing.width} 0) scale(-1 1)` : '';
  const height = drawing.height * scale;
  // A hanging object casts its shadow on the wall behind it; a standing one on the ground under it.
  const shadow =
    layout === LAYOUT.wall
      ? `<ellipse cx="${r(x + width / 2 + 24)}" cy="${r(y + height / 2 + 30)}" rx="${r(width * 0.6)}" ry="${r(height * 0.55)}" fill="url(#shadow)" fill-opacity="0.5"/>`
      : `<ellipse cx="${r(x + width / 2)}" cy="${layout.ground}" rx="${r(width * 0.58)}" ry="${r(Math.max(18, width * 0.07))}" fill="url(#shadow)"/>`;
  return `${shadow}<g transform="translate(${r(x)} ${r(y)}) scale(${scale.toFixed(4)})"><g transform="${mirror}">${drawing.svg}</g></g>`;
}

// Darker edges, as through a lens. Linear strips: a full-frame radial gradient costs librsvg far more.
const VIGNETTE_DEFS =
  `<linearGradient id="edge-v" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>` +
  `<linearGradient id="edge-h" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>`;
const VIGNETTE =
  `<rect width="${SCENE.width}" height="140" fill="url(#edge-v)"/>` +
  `<rect width="${SCENE.width}" height="140" fill="url(#edge-v)" transform="translate(0 ${SCENE.height}) scale(1 -1)"/>` +
  `<rect width="160" height="${SCENE.height}" fill="url(#edge-h)"/>` +
  `<rect width="160" height="${SCENE.height}" fill="url(#edge-h)" transform="translate(${SCENE.width} 0) scale(-1 1)"/>`;

/** Sensor-like noise: a tile of faint light and dark specks. */
function grainPattern(random: Random): string {
  const specks = Array.from({ length: 90 }, () => {
    const fill = random.chance(0.5) ? '#fff' : '#000';
    return `<rect x="${random.int(0, 63)}" y="${random.int(0, 63)}" width="1.5" height="1.5" fill="${fill}" fill-opacity="0.09"/>`;
  }).join('');
  return `<pattern id="grain" width="64" height="64" patternUnits="userSpaceOnUse">${specks}</pattern>`;
}

const r = (n: number): string => n.toFixed(1);
