import { shade, volume, type Drawing, type Look } from './drawing.ts';
import { carWheel, spokedWheel } from './wheels.ts';

const GLASS = `<linearGradient id="o-glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#9fb7c9"/><stop offset="1" stop-color="#2f3e4b"/></linearGradient>`;

export function car({ colour }: Look): Drawing {
  return {
    width: 900,
    height: 330,
    svg:
      `<defs>${volume('o-paint', colour)}${GLASS}</defs>` +
      `<path d="M40 170 Q40 130 110 120 L250 110 L350 30 Q370 20 420 20 L600 20 Q640 20 670 50 L750 120 L840 135 Q890 145 890 200 L890 250 Q890 270 860 270 L40 270 Q20 270 20 250 L20 200 Q20 180 40 170 Z" fill="url(#o-paint)"/>` +
      `<path d="M280 115 L370 45 L480 45 L480 115 Z M500 45 L600 45 Q625 45 645 65 L700 115 L500 115 Z" fill="url(#o-glass)"/>` +
      `<path d="M30 200 L880 200" stroke="${shade(colour, -0.35)}" stroke-width="3"/>` +
      `<rect x="840" y="150" width="45" height="22" rx="8" fill="#f6e7b0"/><rect x="22" y="150" width="30" height="22" rx="6" fill="#b3332d"/>` +
      carWheel(200, 270, 62) +
      carWheel(700, 270, 62),
  };
}

export function truck({ colour }: Look): Drawing {
  return {
    width: 900,
    height: 420,
    svg:
      `<defs>${volume('o-paint', colour)}${volume('o-box', '#e8e8e4')}${GLASS}</defs>` +
      `<rect x="0" y="0" width="600" height="320" rx="10" fill="url(#o-box)"/><rect x="0" y="300" width="600" height="24" fill="#555"/>` +
      `<path d="M620 320 L620 100 Q620 80 650 80 L780 80 Q810 80 830 110 L890 220 L890 320 Z" fill="url(#o-paint)"/>` +
      `<path d="M650 110 L770 110 Q790 110 800 125 L850 210 L650 210 Z" fill="url(#o-glass)"/>` +
      `<rect x="860" y="250" width="30" height="20" rx="5" fill="#f6e7b0"/>` +
      carWheel(150, 350, 64) +
      carWheel(300, 350, 64) +
      carWheel(760, 350, 64),
  };
}

export function motorcycle({ colour }: Look): Drawing {
  return {
    width: 760,
    height: 460,
    svg:
      `<defs>${volume('o-paint', colour)}</defs>` +
      spokedWheel(150, 340, 120) +
      spokedWheel(610, 340, 120) +
      `<path d="M610 340 L520 110" stroke="#9aa0a6" stroke-width="20"/><path d="M480 90 L560 100" stroke="#1d1d1d" stroke-width="16" stroke-linecap="round"/>` +
      `<path d="M150 340 L330 260" stroke="#555" stroke-width="18"/>` +
      `<rect x="290" y="230" width="140" height="110" rx="18" fill="#4a4d52"/><path d="M300 250 L250 360 L190 360" fill="none" stroke="#c9ccd0" stroke-width="12"/>` +
      `<path d="M330 170 Q400 110 510 150 L500 220 L330 225 Z" fill="url(#o-paint)"/><path d="M170 200 L340 190 L340 220 L180 230 Z" fill="#1f1f1f"/>`,
  };
}

export function tyre(): Drawing {
  const tread = Array.from({ length: 24 }, (_, i) => {
    const a = (i * Math.PI) / 12;
    return `<line x1="${(200 + Math.cos(a) * 168).toFixed(1)}" y1="${(200 + Math.sin(a) * 168).toFixed(1)}" x2="${(200 + Math.cos(a) * 198).toFixed(1)}" y2="${(200 + Math.sin(a) * 198).toFixed(1)}" stroke="#2e2e2e" stroke-width="9"/>`;
  }).join('');
  return { width: 400, height: 400, svg: carWheel(200, 200, 200) + tread };
}

export function boat({ colour }: Look): Drawing {
  return {
    width: 860,
    height: 300,
    svg:
      `<defs>${volume('o-hull', colour)}${GLASS}</defs>` +
      `<path d="M380 130 L450 40 L600 40 L640 130 Z" fill="url(#o-glass)"/><path d="M0 120 L860 120 L760 280 Q750 300 720 300 L120 300 Q90 300 80 280 Z" fill="url(#o-hull)"/>` +
      `<path d="M30 160 L835 160" stroke="#fff" stroke-width="10" stroke-opacity="0.8"/><rect x="0" y="110" width="860" height="16" rx="6" fill="#e6e6e2"/>`,
  };
}
