import { shade, volume, type Drawing, type Look } from './drawing.ts';

export const WINDOW = `<linearGradient id="o-window" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#c7dcec"/><stop offset="1" stop-color="#50697e"/></linearGradient>`;

export function windows(
  columns: number,
  rows: number,
  x: number,
  y: number,
  dx: number,
  dy: number,
  w: number,
  h: number,
): string {
  const out: string[] = [];
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < columns; col++) {
      out.push(
        `<rect x="${x + col * dx}" y="${y + row * dy}" width="${w}" height="${h}" fill="url(#o-window)" stroke="#f4f4f0" stroke-width="4"/>`,
      );
    }
  }
  return out.join('');
}

export function apartmentBlock({ random }: Look): Drawing {
  const wall = random.pick(['#d9d2c5', '#c9b7a0', '#e3ddd2', '#b9a48d']);
  return {
    width: 700,
    height: 760,
    svg:
      `<defs>${volume('o-wall', wall, true)}${WINDOW}</defs>` +
      `<rect x="0" y="0" width="700" height="760" fill="url(#o-wall)"/><rect x="0" y="0" width="700" height="24" fill="${shade(wall, -0.3)}"/>` +
      windows(6, 8, 40, 60, 108, 86, 60, 56) +
      `<rect x="300" y="660" width="100" height="100" fill="#5a4636"/><rect x="280" y="640" width="140" height="16" fill="${shade(wall, -0.35)}"/>`,
  };
}

export function house({ colour }: Look): Drawing {
  const wall = shade(colour, 0.45);
  return {
    width: 760,
    height: 560,
    svg:
      `<defs>${volume('o-wall', wall, true)}${WINDOW}</defs>` +
      `<path d="M40 240 L380 20 L720 240 Z" fill="${shade(colour, -0.35)}"/><rect x="540" y="60" width="50" height="120" fill="#7b5a48"/>` +
      `<rect x="90" y="230" width="580" height="330" fill="url(#o-wall)"/>` +
      windows(2, 1, 140, 300, 370, 0, 120, 110) +
      `<rect x="330" y="360" width="100" height="200" fill="#5a4636"/><circle cx="415" cy="460" r="6" fill="#d9b36a"/>`,
  };
}

export function garage({ colour }: Look): Drawing {
  const slats = Array.from(
    { length: 9 },
    (_, i) => `<rect x="110" y="${150 + i * 30}" width="480" height="4" fill="#000" fill-opacity="0.15"/>`,
  ).join('');
  return {
    width: 700,
    height: 440,
    svg:
      `<defs>${volume('o-door', shade(colour, 0.3))}</defs>` +
      `<rect x="0" y="60" width="700" height="380" fill="#b9b4ab"/><path d="M-20 70 L720 70 L700 30 L0 30 Z" fill="#6d6a66"/>` +
      `<rect x="100" y="130" width="500" height="310" fill="url(#o-door)"/>${slats}`,
  };
}

/** A plot: a fence with its gate across a field. */
export function plot(): Drawing {
  const boards = Array.from(
    { length: 30 },
    (_, i) =>
      `<path d="M${i * 30} 60 L${i * 30 + 12} 40 L${i * 30 + 24} 60 L${i * 30 + 24} 200 L${i * 30} 200 Z" fill="#a27c55" stroke="#7a5a3c" stroke-width="2"/>`,
  ).join('');
  return {
    width: 900,
    height: 200,
    svg: `<rect x="0" y="90" width="900" height="14" fill="#7a5a3c"/><rect x="0" y="160" width="900" height="14" fill="#7a5a3c"/>${boards}`,
  };
}

export function storefront({ colour }: Look): Drawing {
  return {
    width: 800,
    height: 560,
    svg:
      `<defs>${volume('o-wall', '#d8d3ca', true)}${WINDOW}</defs>` +
      `<rect x="0" y="0" width="800" height="560" fill="url(#o-wall)"/>` +
      windows(4, 1, 60, 50, 190, 0, 110, 110) +
      `<rect x="30" y="230" width="740" height="60" fill="${colour}"/>` +
      `<path d="M30 290 L770 290 L740 340 L60 340 Z" fill="${shade(colour, -0.25)}"/>` +
      `<rect x="60" y="350" width="480" height="210" fill="url(#o-window)"/><rect x="580" y="350" width="160" height="210" fill="#3d3d3d"/><rect x="595" y="365" width="130" height="195" fill="url(#o-window)"/>`,
  };
}
