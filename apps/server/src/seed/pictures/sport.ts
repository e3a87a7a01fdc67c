import { shade, volume, type Drawing, type Look } from './drawing.ts';
import { spokedWheel } from './wheels.ts';

export function bicycle({ colour }: Look): Drawing {
  const frame = `M170 330 L310 330 L420 170 L245 170 Z M245 170 L230 140 M420 170 L560 330 M420 170 L410 120`;
  return {
    width: 720,
    height: 480,
    svg:
      spokedWheel(160, 330, 150) +
      spokedWheel(560, 330, 150) +
      `<path d="${frame}" fill="none" stroke="${colour}" stroke-width="18" stroke-linejoin="round" stroke-linecap="round"/>` +
      `<path d="M200 130 L270 130" stroke="#1d1d1d" stroke-width="20" stroke-linecap="round"/>` +
      `<path d="M380 110 L440 110 Q460 110 465 90" fill="none" stroke="#1d1d1d" stroke-width="12" stroke-linecap="round"/>` +
      `<circle cx="310" cy="330" r="26" fill="#444"/>`,
  };
}

export function dumbbell({ colour }: Look): Drawing {
  const weight = (x: number) =>
    `<rect x="${x}" y="20" width="60" height="200" rx="12" fill="url(#o-plate)"/><rect x="${x + 64}" y="45" width="44" height="150" rx="10" fill="url(#o-plate)"/>`;
  return {
    width: 600,
    height: 240,
    svg:
      `<defs>${volume('o-plate', colour)}${volume('o-bar', '#c4c8cc')}</defs>` +
      `<rect x="120" y="105" width="360" height="30" rx="8" fill="url(#o-bar)"/>` +
      weight(20) +
      `<g transform="translate(600 0) scale(-1 1)">${weight(20)}</g>` +
      `<rect x="0" y="90" width="22" height="60" rx="6" fill="#9ea3a8"/><rect x="578" y="90" width="22" height="60" rx="6" fill="#9ea3a8"/>`,
  };
}

export function ball(): Drawing {
  const patches = Array.from({ length: 5 }, (_, i) => {
    const a = -Math.PI / 2 + Math.PI / 5 + (i * 2 * Math.PI) / 5;
    const cx = 200 + Math.cos(a) * 178;
    const cy = 200 + Math.sin(a) * 178;
    return `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="62" fill="#1d1d1d"/>`;
  }).join('');
  const seams = Array.from({ length: 5 }, (_, i) => {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
    const [x1, y1, x2, y2] = [
      200 + Math.cos(a) * 55,
      200 + Math.sin(a) * 55,
      200 + Math.cos(a) * 200,
      200 + Math.sin(a) * 200,
    ];
    return `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="#555" stroke-width="4"/>`;
  }).join('');
  return {
    width: 400,
    height: 400,
    svg:
      `<defs><radialGradient id="o-ball" cx="0.35" cy="0.3"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#a9adb2"/></radialGradient><clipPath id="o-clip"><circle cx="200" cy="200" r="198"/></clipPath></defs>` +
      `<circle cx="200" cy="200" r="198" fill="url(#o-ball)"/><g clip-path="url(#o-clip)">${patches}${seams}<polygon points="200,145 252,183 232,245 168,245 148,183" fill="#1d1d1d"/></g>` +
      `<circle cx="200" cy="200" r="198" fill="none" stroke="#000" stroke-opacity="0.15" stroke-width="4"/>`,
  };
}

export function tent({ colour }: Look): Drawing {
  return {
    width: 700,
    height: 420,
    svg:
      `<defs>${volume('o-tent', colour, true)}</defs>` +
      `<path d="M350 0 L700 420 L0 420 Z" fill="url(#o-tent)"/><path d="M350 0 L520 420 L700 420 Z" fill="${shade(colour, -0.3)}"/>` +
      `<path d="M350 120 L440 420 L260 420 Z" fill="#1f1f1f" fill-opacity="0.85"/><path d="M350 0 L350 420" stroke="${shade(colour, -0.45)}" stroke-width="4"/>`,
  };
}

export function scooter({ colour }: Look): Drawing {
  return {
    width: 560,
    height: 560,
    svg:
      `<path d="M420 480 L450 60" stroke="${shade(colour, -0.2)}" stroke-width="22" stroke-linecap="round"/>` +
      `<path d="M390 50 L520 70" stroke="#1d1d1d" stroke-width="22" stroke-linecap="round"/>` +
      `<path d="M80 470 L430 470" stroke="${colour}" stroke-width="36" stroke-linecap="round"/>` +
      spokedWheel(90, 490, 66) +
      spokedWheel(440, 490, 66),
  };
}

export function snowboard({ colour, accent }: Look): Drawing {
  return {
    width: 260,
    height: 700,
    svg:
      `<defs>${volume('o-board', colour, true)}</defs>` +
      `<rect x="30" y="0" width="200" height="700" rx="100" fill="url(#o-board)"/>` +
      `<path d="M60 300 L200 260 L200 330 L60 370 Z" fill="${accent}" fill-opacity="0.8"/>` +
      `<rect x="70" y="150" width="120" height="70" rx="16" fill="#1d1d1d"/><rect x="70" y="470" width="120" height="70" rx="16" fill="#1d1d1d"/>`,
  };
}
