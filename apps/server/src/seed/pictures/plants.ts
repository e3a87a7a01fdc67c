import { volume, type Drawing, type Look } from './drawing.ts';

const LEAF = `<linearGradient id="o-leaf" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6fae4f"/><stop offset="1" stop-color="#2f6a2a"/></linearGradient>`;

/** A plant of `height` above a pot painted in the look's colour, in a 440-wide box. */
function potted(colour: string, height: number, foliage: string): Drawing {
  return {
    width: 440,
    height: height + 200,
    svg:
      `<defs>${LEAF}${volume('o-pot', colour)}</defs>` +
      foliage +
      `<path d="M100 ${height} L340 ${height} L310 ${height + 200} L130 ${height + 200} Z" fill="url(#o-pot)"/>` +
      `<rect x="88" y="${height - 10}" width="264" height="34" rx="8" fill="url(#o-pot)"/>`,
  };
}

/** A leaf drawn along the x axis, turned to `angle` and set at (x, y). */
function leafAt(x: number, y: number, angle: number, body: string): string {
  return `<g transform="translate(${x} ${y}) rotate(${angle})">${body}</g>`;
}

export function monstera({ colour, random }: Look): Drawing {
  const leaf =
    `<path d="M0 0 L60 0" stroke="#3d7a33" stroke-width="8"/>` +
    `<path d="M60 0 Q110 -90 200 -40 Q250 0 200 40 Q110 90 60 0 Z" fill="url(#o-leaf)"/>` +
    `<path d="M110 -50 L140 -10 M150 -55 L170 -8 M110 50 L140 10 M150 55 L170 8" stroke="#f1ede4" stroke-width="10" stroke-linecap="round"/>`;
  const leaves = [-160, -125, -95, -60, -25]
    .map((a) => leafAt(220, 360, a + random.int(-8, 8), leaf))
    .join('');
  return potted(colour, 380, leaves);
}

export function ficus({ colour, random }: Look): Drawing {
  const leaves = Array.from({ length: 46 }, (_, i) => {
    const x = 90 + ((i * 53) % 260) + random.int(-10, 10);
    const y = 40 + ((i * 37) % 220) + random.int(-10, 10);
    return `<ellipse cx="${x}" cy="${y}" rx="22" ry="11" transform="rotate(${(i * 47) % 180} ${x} ${y})" fill="url(#o-leaf)"/>`;
  }).join('');
  return potted(
    colour,
    470,
    `<path d="M215 470 Q200 380 225 300 Q240 250 210 180" stroke="#7a5a3a" stroke-width="16" fill="none"/>` +
      leaves,
  );
}

export function zamioculcas({ colour, random }: Look): Drawing {
  const stem = (angle: number) => {
    const pairs = [40, 90, 140, 190, 240]
      .map(
        (d) =>
          `<ellipse cx="${d}" cy="-22" rx="28" ry="14" transform="rotate(-30 ${d} -22)" fill="url(#o-leaf)"/><ellipse cx="${d}" cy="22" rx="28" ry="14" transform="rotate(30 ${d} 22)" fill="url(#o-leaf)"/>`,
      )
      .join('');
    return leafAt(220, 400, angle, `<path d="M0 0 L280 0" stroke="#2f5a2a" stroke-width="10"/>` + pairs);
  };
  return potted(colour, 400, [-120, -100, -80, -60].map((a) => stem(a + random.int(-5, 5))).join(''));
}

export function orchid({ colour, random }: Look): Drawing {
  const flowers = [0, 1, 2, 3, 4]
    .map((i) => {
      const x = 230 + i * 34;
      const y = 70 + i * 22 + random.int(-6, 6);
      return `<g transform="translate(${x} ${y})"><ellipse rx="34" ry="22" fill="#f3d3ec"/><ellipse rx="22" ry="34" fill="#f7e6f2"/><circle r="10" fill="#c2448e"/></g>`;
    })
    .join('');
  return potted(
    colour,
    360,
    `<path d="M200 360 Q180 200 210 90 Q240 40 380 160" stroke="#4e6b3a" stroke-width="6" fill="none"/>` +
      `<path d="M220 350 Q100 330 60 290 Q150 300 220 340 Z M220 350 Q340 320 390 280 Q300 300 220 340 Z" fill="url(#o-leaf)"/>` +
      flowers,
  );
}

export function thuja({ colour }: Look): Drawing {
  const layers = [0, 1, 2, 3, 4, 5]
    .map(
      (i) =>
        `<path d="M220 ${i * 60} Q${320 + i * 8} ${120 + i * 60} ${300 + i * 6} ${200 + i * 50} L${140 - i * 6} ${200 + i * 50} Q${120 - i * 8} ${120 + i * 60} 220 ${i * 60} Z" fill="url(#o-leaf)" stroke="#2a5a2a" stroke-width="3"/>`,
    )
    .join('');
  return potted(colour, 470, layers);
}

export function spathiphyllum({ colour, random }: Look): Drawing {
  const leaf = `<path d="M0 0 Q120 -34 240 0 Q120 34 0 0 Z" fill="url(#o-leaf)"/>`;
  const leaves = [-165, -140, -118, -62, -40, -15]
    .map((a) => leafAt(220, 360, a + random.int(-6, 6), leaf))
    .join('');
  const spathe = (x: number, y: number) =>
    `<path d="M220 360 Q${x} ${y + 120} ${x} ${y + 40}" stroke="#4e6b3a" stroke-width="6" fill="none"/><path d="M${x} ${y} Q${x + 40} ${y + 40} ${x} ${y + 90} Q${x - 40} ${y + 40} ${x} ${y} Z" fill="#fbfbf4"/><rect x="${x - 5}" y="${y + 30}" width="10" height="40" rx="5" fill="#e8dc8a"/>`;
  return potted(colour, 360, leaves + spathe(170, 40) + spathe(280, 70));
}
