import { shade, volume, type Drawing, type Look } from './drawing.ts';

const WHITE = '#f0f0ee';
const STEEL = '#b9bec3';
const GLASS = `<linearGradient id="o-glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#5b6b78"/><stop offset="1" stop-color="#161c22"/></linearGradient>`;

export function fridge({ accent }: Look): Drawing {
  return {
    width: 380,
    height: 780,
    svg:
      `<defs>${volume('o-body', WHITE, true)}</defs>` +
      `<rect x="0" y="0" width="380" height="760" rx="22" fill="url(#o-body)"/>` +
      `<path d="M6 470 L374 470" stroke="#c4c4c0" stroke-width="6"/>` +
      `<rect x="320" y="330" width="18" height="110" rx="8" fill="${STEEL}"/><rect x="320" y="500" width="18" height="110" rx="8" fill="${STEEL}"/>` +
      `<rect x="40" y="60" width="90" height="40" rx="6" fill="#2a2f35"/><rect x="50" y="72" width="40" height="16" rx="3" fill="${accent}"/>` +
      `<rect x="24" y="760" width="40" height="20" fill="#333"/><rect x="316" y="760" width="40" height="20" fill="#333"/>`,
  };
}

export function dishwasher({ accent }: Look): Drawing {
  const buttons = [0, 1, 2, 3]
    .map((i) => `<circle cx="${200 + i * 44}" cy="40" r="11" fill="#9a9c9f"/>`)
    .join('');
  return {
    width: 420,
    height: 520,
    svg:
      `<defs>${volume('o-body', STEEL, true)}</defs>` +
      `<rect x="0" y="0" width="420" height="520" rx="10" fill="url(#o-body)"/><rect x="0" y="0" width="420" height="80" rx="10" fill="#3a3e44"/>` +
      buttons +
      `<rect x="30" y="28" width="120" height="24" rx="4" fill="${accent}" fill-opacity="0.8"/>` +
      `<rect x="110" y="110" width="200" height="18" rx="9" fill="#d9dcdf" stroke="#8e9398" stroke-width="3"/>` +
      `<path d="M30 160 L390 160" stroke="#a3a8ad" stroke-width="3"/><rect x="0" y="480" width="420" height="40" fill="#2b2b2b"/>`,
  };
}

export function vacuum({ colour }: Look): Drawing {
  return {
    width: 700,
    height: 460,
    svg:
      `<defs>${volume('o-body', colour)}</defs>` +
      `<path d="M230 300 Q300 120 470 90 L620 40" fill="none" stroke="#3a3a3a" stroke-width="26" stroke-linecap="round"/>` +
      `<path d="M620 40 L640 420" stroke="${STEEL}" stroke-width="18"/><rect x="560" y="410" width="140" height="40" rx="12" fill="#2b2b2b"/>` +
      `<ellipse cx="190" cy="330" rx="190" ry="110" fill="url(#o-body)"/><ellipse cx="170" cy="290" rx="90" ry="40" fill="${shade(colour, 0.35)}" fill-opacity="0.6"/>` +
      `<circle cx="90" cy="420" r="40" fill="#1f1f1f"/><circle cx="290" cy="420" r="40" fill="#1f1f1f"/><circle cx="90" cy="420" r="14" fill="#777"/><circle cx="290" cy="420" r="14" fill="#777"/>`,
  };
}

export function microwave({ colour }: Look): Drawing {
  const keys = [0, 1, 2, 3, 4, 5]
    .map(
      (i) =>
        `<rect x="${452 + (i % 2) * 40}" y="${120 + Math.floor(i / 2) * 44}" width="28" height="28" rx="5" fill="#8d9196"/>`,
    )
    .join('');
  return {
    width: 580,
    height: 340,
    svg:
      `<defs>${volume('o-body', shade(colour, -0.2), true)}${GLASS}</defs>` +
      `<rect x="0" y="0" width="580" height="320" rx="18" fill="url(#o-body)"/>` +
      `<rect x="30" y="30" width="380" height="260" rx="12" fill="#1c1f23"/><rect x="60" y="60" width="320" height="200" rx="10" fill="url(#o-glass)"/>` +
      `<rect x="440" y="50" width="110" height="40" rx="6" fill="#101214"/><rect x="452" y="62" width="60" height="16" rx="3" fill="#5fd38a"/>` +
      keys +
      `<rect x="30" y="320" width="40" height="20" fill="#333"/><rect x="510" y="320" width="40" height="20" fill="#333"/>`,
  };
}

export function oven({ accent }: Look): Drawing {
  const knobs = [60, 130, 400, 470]
    .map((x) => `<circle cx="${x}" cy="50" r="22" fill="#2f3338" stroke="#8e9398" stroke-width="4"/>`)
    .join('');
  return {
    width: 540,
    height: 500,
    svg:
      `<defs>${volume('o-body', STEEL, true)}${GLASS}</defs>` +
      `<rect x="0" y="0" width="540" height="500" rx="10" fill="url(#o-body)"/><rect x="0" y="0" width="540" height="100" rx="10" fill="#c8ccd0"/>` +
      knobs +
      `<rect x="200" y="30" width="140" height="40" rx="6" fill="#101214"/><rect x="215" y="42" width="70" height="16" rx="3" fill="${accent}"/>` +
      `<rect x="60" y="120" width="420" height="24" rx="12" fill="#d9dcdf" stroke="#8e9398" stroke-width="3"/>` +
      `<rect x="40" y="170" width="460" height="290" rx="14" fill="url(#o-glass)"/><path d="M80 200 Q200 180 260 220" stroke="#fff" stroke-width="8" stroke-opacity="0.2" fill="none"/>`,
  };
}

export function blender({ colour }: Look): Drawing {
  return {
    width: 320,
    height: 600,
    svg:
      `<defs>${volume('o-body', colour, true)}</defs>` +
      `<path d="M60 40 L260 40 L230 380 L90 380 Z" fill="#d8e6ef" fill-opacity="0.75" stroke="#9fb3c2" stroke-width="6"/>` +
      `<path d="M260 90 Q320 100 310 200 Q300 280 245 300" fill="none" stroke="#9fb3c2" stroke-width="18"/>` +
      `<rect x="50" y="20" width="220" height="36" rx="12" fill="#2b2b2b"/><path d="M120 350 L200 330 M120 330 L200 350" stroke="#8d9196" stroke-width="10"/>` +
      `<path d="M70 380 L250 380 L290 600 L30 600 Z" fill="url(#o-body)"/><circle cx="160" cy="500" r="34" fill="#2b2b2b" stroke="${STEEL}" stroke-width="6"/>`,
  };
}

export function pan({ colour }: Look): Drawing {
  return {
    width: 820,
    height: 200,
    svg:
      `<defs>${volume('o-body', colour)}</defs>` +
      `<path d="M500 70 L800 40 Q820 40 820 60 Q820 80 800 82 L500 110 Z" fill="#2b2b2b"/>` +
      `<path d="M0 40 L520 40 L480 190 Q475 200 460 200 L60 200 Q45 200 40 190 Z" fill="url(#o-body)"/>` +
      `<ellipse cx="260" cy="40" rx="260" ry="26" fill="#2e2f31"/><ellipse cx="260" cy="44" rx="230" ry="18" fill="#3c3e41"/>`,
  };
}

export function pots({ colour }: Look): Drawing {
  const pot = (x: number, w: number, h: number) =>
    `<rect x="${x - 24}" y="${440 - h + 30}" width="${w + 48}" height="18" rx="9" fill="#2b2b2b"/>` +
    `<rect x="${x}" y="${440 - h}" width="${w}" height="${h}" rx="14" fill="url(#o-body)"/>` +
    `<ellipse cx="${x + w / 2}" cy="${440 - h}" rx="${w / 2 + 6}" ry="16" fill="${shade(colour, 0.3)}"/><rect x="${x + w / 2 - 24}" y="${440 - h - 34}" width="48" height="22" rx="8" fill="#2b2b2b"/>`;
  return {
    width: 860,
    height: 440,
    svg: `<defs>${volume('o-body', colour, true)}</defs>` + pot(30, 340, 300) + pot(480, 300, 200),
  };
}

export function tableware({ colour }: Look): Drawing {
  const cup = (x: number) =>
    `<ellipse cx="${x + 70}" cy="390" rx="110" ry="22" fill="${shade(colour, 0.5)}"/>` +
    `<path d="M${x + 140} 300 Q${x + 200} 300 ${x + 180} 350 Q${x + 170} 370 ${x + 130} 370" fill="none" stroke="#f5f3ee" stroke-width="16"/>` +
    `<path d="M${x} 290 L${x + 140} 290 Q${x + 140} 380 ${x + 70} 385 Q${x} 380 ${x} 290 Z" fill="#f5f3ee"/><path d="M${x + 10} 320 L${x + 132} 320" stroke="${colour}" stroke-width="10"/>`;
  return {
    width: 900,
    height: 420,
    svg:
      `<defs>${volume('o-body', '#f5f3ee', true)}</defs>` +
      `<path d="M140 160 Q60 170 20 120" fill="none" stroke="#e6e3dc" stroke-width="22" stroke-linecap="round"/><path d="M410 170 Q470 170 470 240 Q470 300 410 310" fill="none" stroke="#e6e3dc" stroke-width="20"/>` +
      `<path d="M130 120 L420 120 Q460 400 280 400 Q100 400 130 120 Z" fill="url(#o-body)"/><path d="M140 200 L416 200" stroke="${colour}" stroke-width="14"/>` +
      `<ellipse cx="275" cy="120" rx="145" ry="24" fill="#e6e3dc"/><circle cx="275" cy="86" r="22" fill="${colour}"/>` +
      `<g transform="translate(560 -157) scale(1.4)">${cup(0)}</g>`,
  };
}

export function knives({ colour }: Look): Drawing {
  const handles = [0, 1, 2, 3, 4]
    .map(
      (i) =>
        `<rect x="${80 + i * 46}" y="${30 + (i % 2) * 30}" width="30" height="130" rx="12" fill="#1f1f1f" transform="rotate(-18 ${95 + i * 46} 160)"/>`,
    )
    .join('');
  return {
    width: 420,
    height: 500,
    svg:
      `<defs>${volume('o-wood', colour === '#2b2d33' ? '#9a6b43' : shade(colour, -0.1), true)}</defs>` +
      handles +
      `<path d="M40 160 L360 120 L400 500 L80 500 Z" fill="url(#o-wood)"/><path d="M60 175 L365 138" stroke="#000" stroke-opacity="0.2" stroke-width="8"/>`,
  };
}
