import { shade, type Drawing, type Look } from './drawing.ts';

interface Plumage {
  body: string;
  head: string;
  /** Tail length below the body. */
  tail: number;
  /** Body height; the bird's size. */
  size: number;
  beak: string;
  cheek?: string;
  crest?: boolean;
  tailColour?: string;
  /** Wavy bars on the head and wings, as a budgie has. */
  barred?: boolean;
}

/** A bird sitting on a perch, in profile: its size, colours, tail and crest tell which bird it is. */
function perched(p: Plumage): Drawing {
  const h = p.size;
  const cy = 560 - p.tail - h / 2;
  const head = cy - h / 2;
  const bars = p.barred
    ? Array.from({ length: 5 }, (_, i) => `M${140 + i * 10} ${head - 30 + i * 14} q20 -8 40 0`).join(' ')
    : '';
  return {
    width: 360,
    height: 560,
    svg:
      `<rect x="0" y="${cy + h / 2 - 30}" width="360" height="20" rx="10" fill="#8a6244"/>` +
      `<path d="M190 ${cy + h / 3} L${170 - p.tail / 6} 560 L${230 - p.tail / 6} 560 Z" fill="${p.tailColour ?? shade(p.body, -0.35)}"/>` +
      `<ellipse cx="190" cy="${cy}" rx="${h * 0.38}" ry="${h / 2}" fill="${p.body}"/>` +
      `<ellipse cx="${190 + h * 0.12}" cy="${cy + 10}" rx="${h * 0.24}" ry="${h * 0.4}" fill="${shade(p.body, -0.2)}"/>` +
      (p.crest
        ? `<path d="M170 ${head - 40} Q150 ${head - 150} 220 ${head - 170} Q190 ${head - 110} 200 ${head - 40} Z" fill="${p.head}"/>`
        : '') +
      `<circle cx="175" cy="${head}" r="${h * 0.24}" fill="${p.head}"/>` +
      (p.cheek ? `<circle cx="160" cy="${head + h * 0.08}" r="${h * 0.08}" fill="${p.cheek}"/>` : '') +
      (bars ? `<path d="${bars}" fill="none" stroke="#222" stroke-width="4"/>` : '') +
      `<path d="M${175 - h * 0.22} ${head - 6} Q${175 - h * 0.4} ${head} ${175 - h * 0.24} ${head + h * 0.14} Z" fill="${p.beak}"/>` +
      `<circle cx="${175 - h * 0.1}" cy="${head - h * 0.06}" r="8" fill="#111"/>`,
  };
}

export const budgie = ({ colour }: Look): Drawing =>
  perched({ body: colour, head: '#f3e04a', tail: 140, size: 230, beak: '#e8c39a', barred: true });
export const cockatiel = (): Drawing =>
  perched({
    body: '#8f9296',
    head: '#f2d34b',
    tail: 160,
    size: 270,
    beak: '#9a8f85',
    cheek: '#f08a3c',
    crest: true,
  });
export const canary = (): Drawing =>
  perched({ body: '#f6d532', head: '#f9e05a', tail: 90, size: 190, beak: '#e9b57a' });
export const finch = (): Drawing =>
  perched({
    body: '#9a9590',
    head: '#8a8580',
    tail: 80,
    size: 170,
    beak: '#e0402d',
    cheek: '#e58a3a',
    tailColour: '#222',
  });
export const greyParrot = (): Drawing =>
  perched({ body: '#8c9096', head: '#a8acb1', tail: 70, size: 330, beak: '#1d1d1d', tailColour: '#c8262c' });

interface Build {
  fur: string;
  /** Half the body's length and height. */
  rx: number;
  ry: number;
  ears: 'round' | 'big' | 'long' | 'small';
  tail: 'none' | 'thin' | 'bushy' | 'puff';
  /** How far the snout reaches beyond the head. */
  snout: number;
}

/** A small furry animal in profile: its build, ears and tail tell which it is. */
function furry(b: Build): Drawing {
  const cx = 260;
  const cy = 380 - b.ry;
  const hx = cx + b.rx * 0.8;
  const hy = cy - b.ry * 0.4;
  const r = b.ry * 0.7;
  const ears = {
    round: `<circle cx="${hx - 10}" cy="${hy - r}" r="${r * 0.35}" fill="${shade(b.fur, -0.15)}"/>`,
    small: `<ellipse cx="${hx - 20}" cy="${hy - r * 0.8}" rx="${r * 0.25}" ry="${r * 0.18}" fill="#d98a8a"/>`,
    big: `<circle cx="${hx - 30}" cy="${hy - r * 1.1}" r="${r * 0.55}" fill="${shade(b.fur, 0.15)}"/><circle cx="${hx - 30}" cy="${hy - r * 1.1}" r="${r * 0.35}" fill="#e4b4b4"/>`,
    long: `<ellipse cx="${hx - 30}" cy="${hy - r * 1.6}" rx="${r * 0.25}" ry="${r * 1.1}" transform="rotate(-15 ${hx - 30} ${hy})" fill="${shade(b.fur, -0.1)}"/><ellipse cx="${hx - 10}" cy="${hy - r * 1.6}" rx="${r * 0.25}" ry="${r * 1.1}" fill="${b.fur}"/>`,
  }[b.ears];
  const tail = {
    none: '',
    thin: `<path d="M${cx - b.rx + 10} ${cy + 20} Q${cx - b.rx - 120} ${cy + 120} 0 ${cy - 40}" fill="none" stroke="#e3a9a9" stroke-width="10" stroke-linecap="round"/>`,
    bushy: `<ellipse cx="${cx - b.rx - 20}" cy="${cy - 20}" rx="40" ry="70" transform="rotate(-30 ${cx - b.rx - 20} ${cy})" fill="${shade(b.fur, -0.2)}"/>`,
    puff: `<circle cx="${cx - b.rx}" cy="${cy - 10}" r="34" fill="#f6f3ee"/>`,
  }[b.tail];
  return {
    width: 520,
    height: 400,
    svg:
      `<defs><radialGradient id="o-fur" cx="0.4" cy="0.3" r="0.8"><stop offset="0" stop-color="${shade(b.fur, 0.2)}"/><stop offset="1" stop-color="${shade(b.fur, -0.3)}"/></radialGradient></defs>` +
      tail +
      ears +
      `<ellipse cx="${cx}" cy="${cy}" rx="${b.rx}" ry="${b.ry}" fill="url(#o-fur)"/>` +
      `<ellipse cx="${hx}" cy="${hy}" rx="${r + b.snout / 2}" ry="${r}" fill="url(#o-fur)"/>` +
      `<circle cx="${hx + r * 0.3}" cy="${hy - r * 0.2}" r="9" fill="#111"/><circle cx="${hx + r + b.snout / 2 - 6}" cy="${hy + 4}" r="7" fill="#d98a8a"/>` +
      `<ellipse cx="${cx - b.rx * 0.5}" cy="390" rx="30" ry="10" fill="${shade(b.fur, -0.3)}"/><ellipse cx="${cx + b.rx * 0.5}" cy="390" rx="30" ry="10" fill="${shade(b.fur, -0.3)}"/>`,
  };
}

export const hamster = (): Drawing =>
  furry({ fur: '#d9a25e', rx: 120, ry: 105, ears: 'round', tail: 'none', snout: 0 });
export const guineaPig = ({ random }: Look): Drawing =>
  furry({
    fur: random.pick(['#c8893e', '#3a2b22', '#e8dcc7']),
    rx: 190,
    ry: 110,
    ears: 'small',
    tail: 'none',
    snout: 10,
  });
export const chinchilla = (): Drawing =>
  furry({ fur: '#9a9ca0', rx: 150, ry: 120, ears: 'big', tail: 'bushy', snout: 10 });
export const rat = ({ random }: Look): Drawing =>
  furry({
    fur: random.pick(['#f2eee6', '#8a8a8a', '#3a2b22']),
    rx: 150,
    ry: 75,
    ears: 'round',
    tail: 'thin',
    snout: 60,
  });
export const rabbit = ({ random }: Look): Drawing =>
  furry({
    fur: random.pick(['#f2eee6', '#8a8a8a', '#c8893e']),
    rx: 170,
    ry: 115,
    ears: 'long',
    tail: 'puff',
    snout: 20,
  });
