import { shade, volume, type Drawing, type Look } from './drawing.ts';

const METAL = '#a9aeb3';

export function rotaryHammer({ colour }: Look): Drawing {
  return {
    width: 760,
    height: 380,
    svg:
      `<defs>${volume('o-body', colour)}</defs>` +
      `<rect x="560" y="120" width="200" height="22" rx="6" fill="${METAL}"/><rect x="500" y="96" width="80" height="70" rx="12" fill="#2b2b2b"/>` +
      `<path d="M120 60 Q120 30 160 30 L500 50 L500 210 L160 220 Q120 220 120 190 Z" fill="url(#o-body)"/>` +
      `<path d="M130 70 L60 70 Q24 70 24 110 L24 320 Q24 356 60 356 L200 356 L200 220" stroke="#2b2b2b" stroke-width="44" fill="none" stroke-linejoin="round"/>` +
      `<rect x="400" y="220" width="50" height="120" rx="14" fill="#2b2b2b"/><rect x="140" y="90" width="300" height="16" rx="6" fill="${shade(colour, -0.35)}"/>`,
  };
}

export function laserLevel({ colour, random }: Look): Drawing {
  const beam = random.int(-6, 6);
  return {
    width: 700,
    height: 460,
    svg:
      `<defs>${volume('o-body', colour)}</defs>` +
      `<path d="M0 ${180 + beam} L250 200 L250 230 L0 ${250 - beam} Z M700 ${180 - beam} L450 200 L450 230 L700 ${250 + beam} Z" fill="#e03b3b" fill-opacity="0.35"/>` +
      `<path d="M0 ${214 + beam / 2} L700 ${214 - beam / 2}" stroke="#ff3030" stroke-width="4"/>` +
      `<rect x="250" y="100" width="200" height="250" rx="30" fill="url(#o-body)"/><rect x="280" y="150" width="140" height="120" rx="14" fill="#1d1f22"/>` +
      `<circle cx="350" cy="210" r="30" fill="#c0392b" stroke="#5a1d17" stroke-width="8"/><rect x="300" y="60" width="100" height="46" rx="12" fill="#2b2b2b"/>` +
      `<path d="M350 350 L260 460 M350 350 L350 460 M350 350 L440 460" stroke="#2b2b2b" stroke-width="16" stroke-linecap="round"/>`,
  };
}

export function concreteMixer({ colour }: Look): Drawing {
  return {
    width: 640,
    height: 600,
    svg:
      `<defs>${volume('o-drum', colour, true)}</defs>` +
      `<path d="M120 330 L60 580 M440 330 L520 580 M60 470 L520 470" stroke="#3a3d41" stroke-width="20" stroke-linecap="round"/>` +
      `<circle cx="520" cy="560" r="40" fill="#1d1f22"/><circle cx="520" cy="560" r="16" fill="${METAL}"/>` +
      `<g transform="rotate(-28 300 260)"><path d="M130 120 L470 120 L540 220 L540 340 L470 440 L130 440 L80 380 L80 180 Z" fill="url(#o-drum)"/>` +
      `<path d="M130 120 L470 120 L540 220 L540 340 L470 440" fill="none" stroke="${shade(colour, -0.4)}" stroke-width="10"/>` +
      `<path d="M220 120 L220 440 M310 120 L310 440 M400 120 L400 440" stroke="${shade(colour, 0.3)}" stroke-width="8"/>` +
      `<ellipse cx="540" cy="280" rx="26" ry="60" fill="#2b2b2b"/></g>` +
      `<rect x="200" y="360" width="160" height="90" rx="12" fill="#4a4d52"/>`,
  };
}

export function mitreSaw({ colour }: Look): Drawing {
  return {
    width: 700,
    height: 520,
    svg:
      `<defs>${volume('o-body', colour)}</defs>` +
      `<rect x="20" y="440" width="660" height="80" rx="16" fill="#4a4d52"/><path d="M120 440 Q350 380 580 440" fill="${METAL}"/>` +
      `<rect x="540" y="220" width="60" height="230" rx="14" fill="#3a3d41"/>` +
      `<circle cx="330" cy="290" r="170" fill="#d8dde2" stroke="#8d949b" stroke-width="6"/>` +
      `<path d="M160 290 A170 170 0 0 1 500 290 Z" fill="url(#o-body)"/>` +
      `<path d="M500 260 L640 180 Q680 160 670 120 L640 90 Q620 80 600 100 L520 180" fill="none" stroke="#2b2b2b" stroke-width="30" stroke-linecap="round"/>` +
      `<circle cx="330" cy="290" r="22" fill="#2b2b2b"/>`,
  };
}
