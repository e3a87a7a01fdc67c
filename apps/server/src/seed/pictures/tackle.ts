import { shade, volume, type Drawing, type Look } from './drawing.ts';

/** A spinning reel with its handle and spool of line. */
export function reel({ colour }: Look): Drawing {
  return {
    width: 520,
    height: 420,
    svg:
      `<defs>${volume('o-body', '#4a4e53')}${volume('o-spool', colour, true)}</defs>` +
      `<path d="M260 0 L290 0 L300 120 L250 120 Z" fill="#3a3d41"/><rect x="150" y="0" width="250" height="24" rx="10" fill="#2b2b2b"/>` +
      `<circle cx="260" cy="250" r="130" fill="url(#o-body)"/><rect x="60" y="190" width="140" height="120" rx="20" fill="url(#o-spool)"/>` +
      `<path d="M70 220 L190 220 M70 250 L190 250 M70 280 L190 280" stroke="#e9e3d3" stroke-width="4"/>` +
      `<path d="M260 250 L420 330" stroke="#b9bec3" stroke-width="18" stroke-linecap="round"/><rect x="410" y="300" width="40" height="90" rx="18" fill="#2b2b2b"/>` +
      `<circle cx="260" cy="250" r="30" fill="#b9bec3"/>`,
  };
}

/** A fish finder: a screen with a depth echo and a fish, on its bracket. */
export function fishFinder({ accent }: Look): Drawing {
  return {
    width: 560,
    height: 480,
    svg:
      `<rect x="180" y="360" width="200" height="120" rx="14" fill="#2b2b2b"/><rect x="250" y="320" width="60" height="60" fill="#3a3d41"/>` +
      `<rect x="0" y="0" width="560" height="340" rx="28" fill="#1d1f22"/><rect x="30" y="30" width="380" height="280" rx="8" fill="#0e3a5a"/>` +
      `<path d="M30 230 Q110 200 180 240 Q260 280 320 220 Q370 190 410 210 L410 310 L30 310 Z" fill="#c8892e"/>` +
      `<path d="M120 120 q30 -20 60 0 q-30 20 -60 0 Z M180 120 l20 -14 l0 28 Z" fill="${accent}"/><path d="M260 150 q20 -14 40 0 q-20 14 -40 0 Z" fill="${accent}"/>` +
      [0, 1, 2, 3]
        .map((i) => `<rect x="440" y="${50 + i * 66}" width="90" height="44" rx="10" fill="#3a3d41"/>`)
        .join(''),
  };
}

/** A cube tent for ice fishing standing on the snow. */
export function iceTent({ colour }: Look): Drawing {
  return {
    width: 640,
    height: 520,
    svg:
      `<defs>${volume('o-tent', colour, true)}</defs>` +
      `<path d="M60 60 Q320 90 580 60 Q560 290 580 500 L60 500 Q80 290 60 60 Z" fill="url(#o-tent)"/>` +
      `<path d="M60 60 L320 0 L580 60 Q320 90 60 60 Z" fill="${shade(colour, 0.25)}"/>` +
      `<path d="M320 80 L320 500 M60 280 Q320 300 580 280" stroke="${shade(colour, -0.35)}" stroke-width="6" fill="none"/>` +
      `<path d="M190 160 L450 160 L450 500 L190 500 Z" fill="${shade(colour, -0.2)}"/><path d="M320 160 L320 500" stroke="#2b2b2b" stroke-width="6"/>` +
      `<rect x="0" y="490" width="640" height="30" rx="14" fill="#f4f7fa"/>`,
  };
}

/** A box of lures: wobblers, a spoon and a soft bait. */
export function lures({ colour, accent }: Look): Drawing {
  const wobbler = (x: number, y: number, fill: string) =>
    `<path d="M${x} ${y} Q${x + 80} ${y - 40} ${x + 170} ${y} Q${x + 80} ${y + 40} ${x} ${y} Z" fill="${fill}"/><circle cx="${x + 140}" cy="${y - 4}" r="8" fill="#fff"/><path d="M${x + 170} ${y} L${x + 200} ${y + 16}" stroke="#ddd" stroke-width="8"/>` +
    `<path d="M${x + 40} ${y + 20} l-10 24 m10 -24 l10 24 M${x + 110} ${y + 22} l-10 24 m10 -24 l10 24" stroke="#9aa0a6" stroke-width="4"/>`;
  return {
    width: 700,
    height: 420,
    svg:
      `<rect x="0" y="0" width="700" height="420" rx="20" fill="#2b5a7a"/><rect x="20" y="20" width="660" height="380" rx="12" fill="#d9e2e8"/>` +
      `<path d="M240 20 L240 400 M460 20 L460 400 M20 210 L680 210" stroke="#2b5a7a" stroke-width="10"/>` +
      wobbler(40, 110, colour) +
      wobbler(40, 310, accent) +
      `<ellipse cx="350" cy="110" rx="50" ry="80" fill="#c9ccd0" stroke="#8d9196" stroke-width="6"/><path d="M350 190 L350 200" stroke="#9aa0a6" stroke-width="6"/>` +
      `<path d="M280 320 Q320 270 370 310 Q410 350 440 300" fill="none" stroke="${shade(accent, 0.3)}" stroke-width="26" stroke-linecap="round"/>` +
      wobbler(480, 110, shade(colour, 0.4)) +
      `<circle cx="570" cy="310" r="50" fill="${accent}"/><circle cx="570" cy="310" r="20" fill="#fff"/>`,
  };
}
