import { shade, volume, type Drawing, type Look } from './drawing.ts';

export function guitar({ colour }: Look): Drawing {
  const wood = colour === '#2b2d33' ? '#c07a3a' : colour;
  const strings = [0, 1, 2, 3, 4, 5]
    .map(
      (i) =>
        `<line x1="${190 + i * 4}" y1="40" x2="${190 + i * 4}" y2="560" stroke="#e9e3d3" stroke-width="1.5"/>`,
    )
    .join('');
  return {
    width: 420,
    height: 700,
    svg:
      `<defs>${volume('o-wood', wood, true)}</defs>` +
      `<rect x="178" y="0" width="56" height="80" rx="10" fill="#3a2616"/><rect x="186" y="70" width="40" height="330" fill="#5a3a22"/>` +
      `<path d="M210 330 Q120 320 110 400 Q105 450 130 480 Q40 520 50 600 Q70 700 210 700 Q350 700 370 600 Q380 520 290 480 Q315 450 310 400 Q300 320 210 330 Z" fill="url(#o-wood)"/>` +
      `<circle cx="210" cy="480" r="46" fill="#1d1510"/><rect x="160" y="580" width="100" height="18" rx="4" fill="#2a1a10"/>${strings}`,
  };
}

export function coins({ random }: Look): Drawing {
  const coin = (x: number, y: number, r: number, metal: string) =>
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${shade(metal, -0.25)}"/><circle cx="${x}" cy="${y}" r="${r * 0.86}" fill="${metal}"/><circle cx="${x}" cy="${y}" r="${r * 0.55}" fill="none" stroke="${shade(metal, -0.2)}" stroke-width="4"/>`;
  const metals = ['#c9a24a', '#b8bcc2', '#b87333'];
  return {
    width: 600,
    height: 320,
    svg: [
      coin(120, 200, 110, random.pick(metals)),
      coin(300, 230, 90, random.pick(metals)),
      coin(470, 190, 120, random.pick(metals)),
      coin(360, 120, 70, random.pick(metals)),
    ].join(''),
  };
}

export function dice({ colour }: Look): Drawing {
  const pips = (cx: number, cy: number, n: number) =>
    [
      [0, 0],
      [-1, -1],
      [1, 1],
      [-1, 1],
      [1, -1],
    ]
      .slice(0, n)
      .map(
        ([dx, dy]) =>
          `<circle cx="${cx + (dx ?? 0) * 36}" cy="${cy + (dy ?? 0) * 36}" r="13" fill="#1a1a1a"/>`,
      )
      .join('');
  return {
    width: 640,
    height: 330,
    svg:
      `<defs>${volume('o-box', colour)}</defs>` +
      `<rect x="0" y="120" width="360" height="210" rx="10" fill="url(#o-box)"/><rect x="20" y="140" width="320" height="60" rx="6" fill="${shade(colour, 0.35)}" fill-opacity="0.5"/>` +
      `<rect x="390" y="150" width="180" height="180" rx="26" fill="#f7f5ef"/>${pips(480, 240, 5)}` +
      `<rect x="460" y="0" width="150" height="150" rx="22" fill="#f0ede4" transform="rotate(12 535 75)"/>${pips(535, 75, 3)}`,
  };
}

export function tickets({ colour }: Look): Drawing {
  const ticket = (rotate: number, fill: string) =>
    `<g transform="rotate(${rotate} 300 150)"><rect x="40" y="60" width="520" height="200" rx="14" fill="${fill}"/><line x1="420" y1="70" x2="420" y2="250" stroke="#fff" stroke-width="4" stroke-dasharray="10 8"/><rect x="80" y="100" width="280" height="22" rx="6" fill="#fff" fill-opacity="0.5"/><rect x="80" y="140" width="200" height="16" rx="6" fill="#fff" fill-opacity="0.35"/></g>`;
  return { width: 600, height: 300, svg: ticket(-8, shade(colour, 0.2)) + ticket(5, colour) };
}

export function fishingRod({ colour }: Look): Drawing {
  return {
    width: 760,
    height: 420,
    svg:
      `<path d="M40 400 L740 20" stroke="#2a2a2a" stroke-width="12" stroke-linecap="round"/><path d="M40 400 L200 313" stroke="${colour}" stroke-width="22" stroke-linecap="round"/>` +
      `<path d="M740 20 Q760 200 730 300" fill="none" stroke="#ddd" stroke-width="2"/>` +
      `<circle cx="230" cy="335" r="40" fill="#9aa0a6"/><circle cx="230" cy="335" r="18" fill="#555"/><rect x="200" y="300" width="14" height="40" fill="#555"/>`,
  };
}
