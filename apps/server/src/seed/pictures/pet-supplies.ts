import { shade, volume, type Drawing, type Look } from './drawing.ts';

/** A bag of pet food with a paw on it. */
export function foodBag({ colour, accent }: Look): Drawing {
  return {
    width: 400,
    height: 560,
    svg:
      `<defs>${volume('o-bag', colour, true)}</defs>` +
      `<path d="M40 40 L360 40 L380 560 L20 560 Z" fill="url(#o-bag)"/><path d="M40 40 L360 40 L350 80 L50 80 Z" fill="${shade(colour, -0.35)}"/>` +
      `<circle cx="200" cy="330" r="110" fill="${accent}"/>` +
      `<ellipse cx="200" cy="360" rx="40" ry="34" fill="#fff"/>` +
      [150, 185, 215, 250]
        .map((x, i) => `<circle cx="${x}" cy="${i % 3 === 0 ? 310 : 290}" r="16" fill="#fff"/>`)
        .join(''),
  };
}

/** A plastic pet carrier with a grille door. */
export function carrier({ colour }: Look): Drawing {
  const bars = Array.from({ length: 7 }, (_, i) => `M${110 + i * 30} 130 L${110 + i * 30} 330`).join(' ');
  return {
    width: 640,
    height: 400,
    svg:
      `<defs>${volume('o-shell', colour)}</defs>` +
      `<rect x="0" y="60" width="640" height="340" rx="60" fill="url(#o-shell)"/><rect x="0" y="220" width="640" height="14" fill="${shade(colour, -0.3)}"/>` +
      `<path d="M240 60 Q320 -10 400 60" fill="none" stroke="#2b2b2b" stroke-width="22"/>` +
      `<rect x="80" y="110" width="240" height="240" rx="30" fill="#2b2b2b"/><path d="${bars}" stroke="#c9ccd0" stroke-width="8"/>` +
      [420, 480, 540]
        .map((x) => `<rect x="${x}" y="120" width="30" height="90" rx="12" fill="${shade(colour, -0.4)}"/>`)
        .join(''),
  };
}

/** A round pet bed with a raised rim and a cushion. */
export function petBed({ colour }: Look): Drawing {
  return {
    width: 760,
    height: 300,
    svg:
      `<defs>${volume('o-rim', colour)}</defs>` +
      `<ellipse cx="380" cy="180" rx="380" ry="120" fill="url(#o-rim)"/>` +
      `<ellipse cx="380" cy="150" rx="290" ry="80" fill="${shade(colour, 0.45)}"/>` +
      `<path d="M60 100 Q380 -20 700 100" fill="none" stroke="${shade(colour, 0.2)}" stroke-width="60" stroke-linecap="round"/>`,
  };
}

/** A cat's scratching post: a sisal column on a base with a platform and a toy. */
export function scratchingPost({ colour, accent }: Look): Drawing {
  const rope = Array.from({ length: 22 }, (_, i) => `M150 ${120 + i * 16} L250 ${128 + i * 16}`).join(' ');
  return {
    width: 420,
    height: 620,
    svg:
      `<rect x="150" y="110" width="100" height="380" fill="#d2b486"/><path d="${rope}" stroke="#a88a5c" stroke-width="5"/>` +
      `<rect x="60" y="70" width="280" height="50" rx="20" fill="${colour}"/><rect x="0" y="490" width="420" height="130" rx="20" fill="${shade(colour, -0.15)}"/>` +
      `<path d="M320 120 L320 260" stroke="#777" stroke-width="4"/><circle cx="320" cy="280" r="22" fill="${accent}"/>`,
  };
}

/** A leash coiled beside its collar. */
export function leash({ colour }: Look): Drawing {
  return {
    width: 700,
    height: 340,
    svg:
      `<path d="M60 300 Q40 60 220 80 Q400 100 360 240 Q330 330 480 300 Q620 270 640 160" fill="none" stroke="${colour}" stroke-width="26" stroke-linecap="round"/>` +
      `<path d="M20 300 Q80 200 120 300 Q60 360 20 300 Z" fill="none" stroke="${shade(colour, -0.3)}" stroke-width="22"/>` +
      `<circle cx="640" cy="130" r="26" fill="none" stroke="#b9bec3" stroke-width="10"/>` +
      `<ellipse cx="560" cy="290" rx="110" ry="40" fill="none" stroke="${shade(colour, -0.15)}" stroke-width="30"/><rect x="640" y="270" width="40" height="40" rx="6" fill="#b9bec3"/>`,
  };
}

/** A wire cage with a tray and a door. */
export function cage({ colour }: Look): Drawing {
  const bars = Array.from({ length: 15 }, (_, i) => `M${40 + i * 40} 90 L${40 + i * 40} 480`).join(' ');
  return {
    width: 640,
    height: 560,
    svg:
      `<path d="M20 100 Q320 -40 620 100" fill="none" stroke="#b9bec3" stroke-width="10"/>` +
      `<path d="${bars} M20 100 L620 100 M20 300 L620 300" stroke="#b9bec3" stroke-width="6"/>` +
      `<rect x="240" y="180" width="160" height="160" fill="none" stroke="#8d9196" stroke-width="10"/>` +
      `<rect x="0" y="470" width="640" height="90" rx="14" fill="${colour}"/><path d="M300 -10 L340 -10 L340 20 L300 20 Z" fill="#8d9196"/>`,
  };
}
