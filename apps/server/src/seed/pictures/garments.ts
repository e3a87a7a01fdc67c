import { HANGER } from './clothing.ts';
import { shade, volume, type Drawing, type Look } from './drawing.ts';

/** How a garment worn on the upper body is cut; each clothing kind of the titles is one cut. */
interface Cut {
  /** Where the hem is, from the hanger's hook at the top (560 is hip length, 780 knee length). */
  length: number;
  sleeves: 'long' | 'short' | 'none';
  collar?: 'lapels' | 'shirt' | 'stand';
  closure?: 'zip' | 'buttons' | 'double';
  hood?: boolean;
  /** Horizontal stitched channels, as on a down jacket. */
  quilted?: boolean;
  belt?: boolean;
  pockets?: 'flaps' | 'kangaroo';
  /** A knitted band at the hem and cuffs. */
  ribbed?: boolean;
  /** A band of the accent colour across the chest. */
  band?: boolean;
}

const WIDTH = 400;
const SHIRT = '#f1efe9';

const SLEEVES: Record<Cut['sleeves'], (length: number) => [string, string]> = {
  long: (length) => {
    const cuff = Math.min(length - 30, 500);
    return [`L40 140 L8 ${cuff} L62 ${cuff + 8} L96 250`, `L304 250 L338 ${cuff + 8} L392 ${cuff} L360 140`];
  },
  short: () => ['L42 150 L66 236 L100 218', 'L300 218 L334 236 L358 150'],
  none: () => ['L112 150 Q120 220 98 250', 'L302 250 Q280 220 288 150'],
};

/** A garment of the upper body on a hanger, drawn from its cut. */
function top(cut: Cut, { colour, accent }: Look): Drawing {
  const { length } = cut;
  const [left, right] = SLEEVES[cut.sleeves](length);
  const dark = shade(colour, -0.3);
  const line = (d: string, width = 4, stroke = dark) =>
    `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"/>`;
  const parts = [`<defs>${volume('o-cloth', colour, true)}</defs>`, HANGER];
  if (cut.hood)
    parts.push(`<path d="M140 100 Q130 10 200 8 Q270 10 260 100 Z" fill="${shade(colour, -0.2)}"/>`);
  parts.push(
    `<path d="M150 90 L96 108 ${left} L94 ${length} L306 ${length} ${right} L304 108 L250 90 Q200 130 150 90 Z" fill="url(#o-cloth)"/>`,
  );
  if (cut.quilted) {
    for (let y = 170; y < length - 20; y += 58) parts.push(line(`M96 ${y} L304 ${y}`, 3));
    if (cut.sleeves === 'long') {
      for (let y = 200; y < 480; y += 70)
        parts.push(line(`M${40 - (y - 140) / 11} ${y} L${96} ${y + 10}`, 3));
      for (let y = 200; y < 480; y += 70) parts.push(line(`M304 ${y + 10} L${360 + (y - 140) / 11} ${y}`, 3));
    }
  }
  if (cut.band) parts.push(`<path d="M96 190 L304 190 L304 250 L96 250 Z" fill="${accent}"/>`);
  if (cut.collar === 'lapels') {
    parts.push(
      `<path d="M150 90 L200 270 L250 90 Q200 120 150 90 Z" fill="${SHIRT}"/>`,
      `<path d="M150 90 L200 270 L128 190 Z M250 90 L200 270 L272 190 Z" fill="${shade(colour, -0.15)}"/>`,
    );
  }
  if (cut.collar === 'shirt') {
    parts.push(
      `<path d="M150 90 L200 122 L168 142 Z M250 90 L200 122 L232 142 Z" fill="${shade(colour, 0.15)}"/>`,
    );
  }
  if (cut.collar === 'stand')
    parts.push(`<path d="M146 78 Q200 110 254 78 L256 100 Q200 134 144 100 Z" fill="${dark}"/>`);
  const from = cut.collar === 'lapels' ? 270 : 122;
  if (cut.closure === 'zip') parts.push(line(`M200 ${from} L200 ${length}`, 5, accent));
  if (cut.closure === 'buttons') {
    for (let y = from + 30; y < length - 20; y += 70)
      parts.push(`<circle cx="200" cy="${y}" r="8" fill="${dark}"/>`);
  }
  if (cut.closure === 'double') {
    for (let y = from + 20; y < Math.min(length - 40, from + 260); y += 80) {
      parts.push(
        `<circle cx="176" cy="${y}" r="9" fill="${dark}"/><circle cx="224" cy="${y}" r="9" fill="${dark}"/>`,
      );
    }
    parts.push(line(`M208 ${from} L208 ${length}`, 3));
  }
  if (cut.belt) {
    const y = Math.round(length * 0.5);
    parts.push(
      `<rect x="94" y="${y}" width="212" height="26" fill="${dark}"/><rect x="186" y="${y - 4}" width="34" height="34" rx="4" fill="none" stroke="${accent}" stroke-width="6"/>`,
    );
  }
  if (cut.pockets === 'flaps') {
    const y = length - 200;
    parts.push(
      `<rect x="116" y="${y}" width="62" height="16" rx="3" fill="${dark}"/><rect x="222" y="${y}" width="62" height="16" rx="3" fill="${dark}"/>`,
    );
  }
  if (cut.pockets === 'kangaroo') {
    parts.push(
      `<path d="M130 ${length - 170} L270 ${length - 170} L296 ${length - 40} L104 ${length - 40} Z" fill="${shade(colour, -0.12)}"/>`,
    );
  }
  if (cut.ribbed) {
    parts.push(`<rect x="94" y="${length - 34}" width="212" height="34" fill="${shade(colour, -0.2)}"/>`);
  }
  return { width: WIDTH, height: length, svg: parts.join('') };
}

const cut =
  (c: Cut) =>
  (look: Look): Drawing =>
    top(c, look);

export const coat = cut({
  length: 780,
  sleeves: 'long',
  collar: 'lapels',
  closure: 'double',
  pockets: 'flaps',
});
export const trench = cut({ length: 760, sleeves: 'long', collar: 'lapels', closure: 'double', belt: true });
export const jacket = cut({
  length: 540,
  sleeves: 'long',
  collar: 'stand',
  closure: 'zip',
  pockets: 'flaps',
});
export const puffer = cut({
  length: 580,
  sleeves: 'long',
  collar: 'stand',
  closure: 'zip',
  quilted: true,
  hood: true,
});
export const parka = cut({ length: 700, sleeves: 'long', closure: 'zip', hood: true, pockets: 'flaps' });
export const windbreaker = cut({ length: 540, sleeves: 'long', closure: 'zip', hood: true, band: true });
export const blazer = cut({
  length: 580,
  sleeves: 'long',
  collar: 'lapels',
  closure: 'buttons',
  pockets: 'flaps',
});
export const shirt = cut({ length: 580, sleeves: 'long', collar: 'shirt', closure: 'buttons' });
export const blouse = cut({ length: 500, sleeves: 'short', collar: 'shirt', closure: 'buttons' });
export const sweatshirt = cut({
  length: 540,
  sleeves: 'long',
  collar: 'stand',
  closure: 'zip',
  ribbed: true,
});
export const hoodie = cut({ length: 560, sleeves: 'long', hood: true, pockets: 'kangaroo', ribbed: true });
export const vest = cut({ length: 540, sleeves: 'none', collar: 'stand', closure: 'zip', quilted: true });

/** Trousers hung by the waist: `stitch` is the seams' colour (jeans have yellow ones). */
function trousers(colour: string, stitch: string, top: number): string {
  const seam = (d: string) =>
    `<path d="${d}" fill="none" stroke="${stitch}" stroke-width="3" stroke-dasharray="8 6"/>`;
  return (
    `<path d="M110 ${top} L290 ${top} L310 ${top + 660} L214 ${top + 660} L200 ${top + 200} L186 ${top + 660} L90 ${top + 660} Z" fill="url(#o-legs)"/>` +
    `<rect x="108" y="${top}" width="184" height="34" fill="${shade(colour, -0.25)}"/>` +
    seam(`M130 ${top + 40} Q140 ${top + 110} 190 ${top + 120}`) +
    seam(`M270 ${top + 40} Q260 ${top + 110} 210 ${top + 120}`) +
    seam(`M200 ${top + 34} L200 ${top + 190}`)
  );
}

export function jeans({ colour }: Look): Drawing {
  return {
    width: WIDTH,
    height: 770,
    svg: `<defs>${volume('o-legs', colour, true)}</defs>${HANGER}${trousers(colour, '#d9a441', 100)}`,
  };
}

/** A jacket and trousers of one cloth on one hanger. */
export function suit(look: Look): Drawing {
  const jacketOnTop = blazer(look);
  return {
    width: WIDTH,
    height: 900,
    svg:
      `<defs>${volume('o-legs', shade(look.colour, -0.08), true)}</defs>` +
      trousers(look.colour, shade(look.colour, -0.4), 240) +
      jacketOnTop.svg,
  };
}

/** A padded one-piece: a quilted hooded top over trousers of the same cloth. */
export function overall(look: Look): Drawing {
  const upper = puffer(look);
  return {
    width: WIDTH,
    height: 900,
    svg: `<defs>${volume('o-legs', look.colour, true)}</defs>${trousers(look.colour, shade(look.colour, -0.35), 240)}${upper.svg}`,
  };
}

export function skirt({ colour }: Look): Drawing {
  return {
    width: WIDTH,
    height: 560,
    svg:
      `<defs>${volume('o-cloth', colour, true)}</defs>${HANGER}` +
      `<path d="M130 110 L270 110 L350 560 L50 560 Z" fill="url(#o-cloth)"/>` +
      `<rect x="128" y="100" width="144" height="30" fill="${shade(colour, -0.3)}"/>` +
      `<path d="M160 140 L120 560 M200 140 L200 560 M240 140 L280 560" stroke="${shade(colour, -0.25)}" stroke-width="3" stroke-opacity="0.5"/>`,
  };
}
