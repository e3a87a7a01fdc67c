import { shade, volume, type Drawing, type Look } from './drawing.ts';

const GOLD = `<linearGradient id="o-gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fbe7a1"/><stop offset="0.5" stop-color="#d4a537"/><stop offset="1" stop-color="#8a6414"/></linearGradient>`;

/** A ring with a stone in the look's colour, standing on its band. */
export function ring({ colour }: Look): Drawing {
  return {
    width: 360,
    height: 420,
    svg:
      `<defs>${GOLD}<radialGradient id="o-gem" cx="0.35" cy="0.3"><stop offset="0" stop-color="${shade(colour, 0.7)}"/><stop offset="1" stop-color="${shade(colour, -0.2)}"/></radialGradient></defs>` +
      `<ellipse cx="180" cy="270" rx="150" ry="140" fill="none" stroke="url(#o-gold)" stroke-width="34"/>` +
      `<path d="M130 130 L230 130 L210 100 L150 100 Z" fill="url(#o-gold)"/>` +
      `<path d="M120 100 L180 10 L240 100 L180 130 Z" fill="url(#o-gem)" stroke="#fff" stroke-opacity="0.6" stroke-width="4"/>`,
  };
}

/** A pair of drop earrings. */
export function earrings({ colour }: Look): Drawing {
  const one = (x: number) =>
    `<path d="M${x} 0 Q${x + 40} 10 ${x + 30} 60" fill="none" stroke="url(#o-gold)" stroke-width="10"/>` +
    `<circle cx="${x + 30}" cy="80" r="22" fill="url(#o-gold)"/>` +
    `<path d="M${x + 30} 110 Q${x - 40} 230 ${x + 30} 300 Q${x + 100} 230 ${x + 30} 110 Z" fill="${colour}" stroke="url(#o-gold)" stroke-width="10"/>`;
  return { width: 420, height: 310, svg: `<defs>${GOLD}</defs>` + one(60) + one(270) };
}

/** A chain laid in a loop with a small pendant. */
export function chain({ colour }: Look): Drawing {
  const links = Array.from({ length: 36 }, (_, i) => {
    const a = (i / 36) * Math.PI * 2;
    const x = (300 + Math.cos(a) * 260).toFixed(1);
    const y = (180 + Math.sin(a) * 150).toFixed(1);
    const turn = ((a * 180) / Math.PI + 90).toFixed(0);
    return `<ellipse cx="${x}" cy="${y}" rx="18" ry="9" transform="rotate(${turn} ${x} ${y})" fill="none" stroke="url(#o-gold)" stroke-width="6"/>`;
  }).join('');
  return {
    width: 600,
    height: 420,
    svg: `<defs>${GOLD}</defs>${links}<circle cx="300" cy="370" r="40" fill="${colour}" stroke="url(#o-gold)" stroke-width="10"/>`,
  };
}

/** A bracelet of beads seen from above. */
export function bracelet({ colour }: Look): Drawing {
  const beads = Array.from({ length: 16 }, (_, i) => {
    const a = (i / 16) * Math.PI * 2;
    const fill = i % 2 === 0 ? 'url(#o-gold)' : colour;
    return `<circle cx="${(220 + Math.cos(a) * 170).toFixed(1)}" cy="${(200 + Math.sin(a) * 150).toFixed(1)}" r="32" fill="${fill}"/>`;
  }).join('');
  return { width: 440, height: 400, svg: `<defs>${GOLD}</defs>${beads}` };
}

/** A knitted scarf, hung and folded, with fringes. */
export function scarf({ colour }: Look): Drawing {
  const stripes = [120, 160, 460, 500]
    .map(
      (y) =>
        `<rect x="60" y="${y}" width="140" height="18" fill="${shade(colour, 0.5)}"/><rect x="240" y="${y + 60}" width="140" height="18" fill="${shade(colour, 0.5)}"/>`,
    )
    .join('');
  const fringe = (x: number, y: number) =>
    Array.from({ length: 7 }, (_, i) => `M${x + 10 + i * 20} ${y} L${x + 10 + i * 20} ${y + 50}`).join(' ');
  return {
    width: 440,
    height: 680,
    svg:
      `<defs>${volume('o-knit', colour, true)}</defs>` +
      `<path d="M60 40 Q220 -20 380 40 L380 100 Q220 40 60 100 Z" fill="${shade(colour, -0.25)}"/>` +
      `<rect x="60" y="60" width="140" height="560" fill="url(#o-knit)"/><rect x="240" y="60" width="140" height="500" fill="url(#o-knit)"/>${stripes}` +
      `<path d="${fringe(60, 620)} ${fringe(240, 560)}" stroke="${colour}" stroke-width="8"/>`,
  };
}

/** A knitted beanie with a pompom. */
export function beanie({ colour }: Look): Drawing {
  const ribs = Array.from({ length: 12 }, (_, i) => `M${50 + i * 40} 300 L${50 + i * 40} 400`).join(' ');
  return {
    width: 520,
    height: 520,
    svg:
      `<defs>${volume('o-knit', colour, true)}</defs>` +
      `<circle cx="260" cy="80" r="70" fill="${shade(colour, 0.4)}"/>` +
      `<path d="M40 320 Q40 110 260 110 Q480 110 480 320 Z" fill="url(#o-knit)"/>` +
      `<rect x="20" y="300" width="480" height="110" rx="20" fill="${shade(colour, -0.15)}"/><path d="${ribs}" stroke="${shade(colour, -0.4)}" stroke-width="6"/>`,
  };
}

/** A leather belt coiled, its buckle on top. */
export function belt({ colour }: Look): Drawing {
  const holes = [0, 1, 2, 3, 4]
    .map((i) => `<circle cx="${520 + i * 40}" cy="320" r="8" fill="#1d1d1d"/>`)
    .join('');
  return {
    width: 800,
    height: 380,
    svg:
      `<ellipse cx="300" cy="200" rx="280" ry="160" fill="none" stroke="${shade(colour, -0.3)}" stroke-width="60"/>` +
      `<ellipse cx="300" cy="200" rx="200" ry="110" fill="none" stroke="${colour}" stroke-width="60"/>` +
      `<path d="M300 300 L780 300 Q800 320 780 340 L300 340 Z" fill="${colour}"/>${holes}` +
      `<rect x="230" y="270" width="110" height="100" rx="14" fill="none" stroke="#c9ccd0" stroke-width="16"/>`,
  };
}

/** A pair of gloves, one over the other. */
export function gloves({ colour }: Look): Drawing {
  const glove = (x: number, fill: string) =>
    `<g transform="translate(${x} 0)"><rect x="60" y="360" width="180" height="140" rx="20" fill="${shade(fill, -0.25)}"/>` +
    `<path d="M60 380 L60 120 Q60 95 80 95 Q100 95 100 120 L100 50 Q100 25 120 25 Q140 25 140 50 L140 40 Q140 15 160 15 Q180 15 180 40 L180 80 Q180 55 200 55 Q220 55 220 80 L220 200 Q245 160 270 175 Q295 195 275 240 L240 380 Z" fill="${fill}"/></g>`;
  return {
    width: 560,
    height: 500,
    svg: glove(0, shade(colour, -0.15)) + glove(230, colour),
  };
}

/** A folded wallet with a card peeking out. */
export function wallet({ colour, accent }: Look): Drawing {
  return {
    width: 560,
    height: 380,
    svg:
      `<defs>${volume('o-leather', colour)}</defs>` +
      `<rect x="70" y="20" width="260" height="160" rx="12" fill="${accent}"/>` +
      `<rect x="0" y="80" width="560" height="300" rx="26" fill="url(#o-leather)"/>` +
      `<rect x="20" y="100" width="520" height="260" rx="18" fill="none" stroke="${shade(colour, 0.35)}" stroke-width="4" stroke-dasharray="14 10"/>` +
      `<rect x="380" y="180" width="180" height="100" rx="20" fill="${shade(colour, -0.25)}"/><circle cx="440" cy="230" r="16" fill="#c9ccd0"/>`,
  };
}
