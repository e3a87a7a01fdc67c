import { shade, volume, type Drawing, type Look } from './drawing.ts';
import { carWheel, spokedWheel } from './wheels.ts';

const DARK = '#2b2b2b';
const METAL = '#a9aeb3';
const GLASS = `<linearGradient id="o-glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#9fb7c9"/><stop offset="1" stop-color="#2f3e4b"/></linearGradient>`;

export function moped({ colour }: Look): Drawing {
  return {
    width: 700,
    height: 440,
    svg:
      `<defs>${volume('o-paint', colour)}</defs>` +
      carWheel(130, 360, 80, METAL) +
      carWheel(570, 360, 80, METAL) +
      `<path d="M570 360 L500 90" stroke="${METAL}" stroke-width="18"/><path d="M450 70 L560 80" stroke="${DARK}" stroke-width="16" stroke-linecap="round"/>` +
      `<path d="M60 300 Q60 220 160 210 L300 210 L320 300 L460 300 L520 130 L560 140 L520 330 L100 340 Q60 340 60 300 Z" fill="url(#o-paint)"/>` +
      `<path d="M120 200 L300 190 Q310 160 280 160 L140 165 Q110 170 120 200 Z" fill="#1f1f1f"/><circle cx="540" cy="150" r="16" fill="#f6e7b0"/>`,
  };
}

export function atv({ colour }: Look): Drawing {
  return {
    width: 760,
    height: 440,
    svg:
      `<defs>${volume('o-paint', colour)}</defs>` +
      carWheel(160, 340, 100, '#555555') +
      carWheel(600, 340, 100, '#555555') +
      `<path d="M30 220 Q40 170 120 170 L640 170 Q730 170 730 230 L700 260 L60 260 Z" fill="url(#o-paint)"/>` +
      `<path d="M260 170 L300 120 L440 120 L470 170 Z" fill="#1f1f1f"/><path d="M480 170 L540 80 M500 80 L600 80" stroke="${DARK}" stroke-width="18" stroke-linecap="round"/>` +
      `<rect x="300" y="200" width="160" height="110" rx="16" fill="#3a3d41"/><rect x="690" y="190" width="40" height="26" rx="8" fill="#f6e7b0"/>`,
  };
}

export function snowmobile({ colour }: Look): Drawing {
  return {
    width: 860,
    height: 380,
    svg:
      `<defs>${volume('o-paint', colour)}${GLASS}</defs>` +
      `<path d="M600 320 L860 340 Q860 380 820 380 L560 370 Z" fill="${METAL}"/>` +
      `<path d="M80 270 L560 270 L560 360 L80 360 Q40 360 40 315 Q40 270 80 270 Z" fill="#1f1f1f"/>` +
      [120, 220, 320, 420, 520].map((x) => `<circle cx="${x}" cy="315" r="32" fill="#555"/>`).join('') +
      `<path d="M60 240 Q60 200 120 200 L420 200 L520 90 L600 110 L760 260 Q780 300 720 300 L100 300 Q60 300 60 260 Z" fill="url(#o-paint)"/>` +
      `<path d="M520 90 L470 30 L560 40 L600 110 Z" fill="url(#o-glass)"/><path d="M150 200 L400 190 Q410 160 380 160 L170 165 Q140 170 150 200 Z" fill="#1f1f1f"/>`,
  };
}

export function pitBike({ colour }: Look): Drawing {
  return {
    width: 700,
    height: 480,
    svg:
      `<defs>${volume('o-paint', colour)}</defs>` +
      spokedWheel(140, 370, 100) +
      spokedWheel(560, 370, 110) +
      `<path d="M560 370 L480 90" stroke="#d8a33a" stroke-width="22"/><path d="M430 70 L540 80" stroke="${DARK}" stroke-width="16" stroke-linecap="round"/>` +
      `<path d="M140 370 L320 290" stroke="#555" stroke-width="16"/><rect x="280" y="250" width="120" height="90" rx="16" fill="#4a4d52"/>` +
      `<path d="M160 210 L420 180 L500 150 L480 200 L400 240 L190 250 Z" fill="url(#o-paint)"/><path d="M460 250 Q560 210 620 260 L560 270 Z" fill="${colour}"/>`,
  };
}

export function van({ colour }: Look): Drawing {
  return {
    width: 900,
    height: 400,
    svg:
      `<defs>${volume('o-paint', colour)}${GLASS}</defs>` +
      `<path d="M20 40 Q20 10 60 10 L640 10 Q690 10 720 60 L860 200 Q890 220 890 260 L890 320 L20 320 Z" fill="url(#o-paint)"/>` +
      `<path d="M660 50 L710 60 L830 200 L660 200 Z" fill="url(#o-glass)"/><path d="M640 20 L640 320 M380 20 L380 320" stroke="${shade(colour, -0.35)}" stroke-width="4"/>` +
      `<rect x="860" y="240" width="30" height="22" rx="6" fill="#f6e7b0"/><rect x="40" y="280" width="850" height="18" fill="#555"/>` +
      carWheel(170, 330, 66) +
      carWheel(720, 330, 66),
  };
}

export function excavator({ colour }: Look): Drawing {
  return {
    width: 900,
    height: 560,
    svg:
      `<defs>${volume('o-paint', colour)}${GLASS}</defs>` +
      `<rect x="60" y="450" width="460" height="100" rx="50" fill="${DARK}"/>` +
      [110, 200, 290, 380, 470].map((x) => `<circle cx="${x}" cy="500" r="30" fill="#666"/>`).join('') +
      `<rect x="80" y="260" width="420" height="180" rx="14" fill="url(#o-paint)"/><path d="M300 120 L440 120 L470 260 L300 260 Z" fill="url(#o-paint)"/>` +
      `<path d="M320 140 L430 140 L450 250 L320 250 Z" fill="url(#o-glass)"/>` +
      `<path d="M460 300 L640 60 L820 240" stroke="${shade(colour, -0.2)}" stroke-width="46" fill="none" stroke-linejoin="round"/>` +
      `<path d="M780 230 L880 260 L860 380 Q800 400 760 330 Z" fill="#3a3d41"/>`,
  };
}

export function tractor({ colour }: Look): Drawing {
  return {
    width: 820,
    height: 500,
    svg:
      `<defs>${volume('o-paint', colour)}${GLASS}</defs>` +
      `<path d="M330 230 L580 230 Q600 230 600 260 L780 270 Q800 270 800 300 L800 380 L300 380 Z" fill="url(#o-paint)"/>` +
      `<path d="M160 20 L400 20 L420 240 L140 240 Z" fill="${shade(colour, -0.25)}"/><path d="M180 50 L380 50 L392 220 L170 220 Z" fill="url(#o-glass)"/>` +
      `<rect x="690" y="160" width="18" height="110" fill="#3a3d41"/>` +
      carWheel(220, 360, 140, '#d8a33a') +
      carWheel(680, 410, 90, '#d8a33a'),
  };
}

export function dumpTruck({ colour }: Look): Drawing {
  return {
    width: 900,
    height: 420,
    svg:
      `<defs>${volume('o-paint', colour)}${volume('o-body', '#8d9196')}${GLASS}</defs>` +
      `<path d="M0 60 L600 100 L580 300 L40 300 Z" fill="url(#o-body)"/><path d="M20 80 L590 110" stroke="#6d7276" stroke-width="10"/>` +
      `<path d="M30 40 Q120 -10 260 30 Q400 0 560 70 L40 70 Z" fill="#9a7b55"/>` +
      `<path d="M620 320 L620 100 Q620 80 650 80 L780 80 Q810 80 830 110 L890 220 L890 320 Z" fill="url(#o-paint)"/>` +
      `<path d="M650 110 L770 110 Q790 110 800 125 L850 210 L650 210 Z" fill="url(#o-glass)"/><rect x="0" y="300" width="890" height="24" fill="#555"/>` +
      carWheel(150, 350, 64) +
      carWheel(300, 350, 64) +
      carWheel(760, 350, 64),
  };
}

export function motorBoat({ colour }: Look): Drawing {
  return {
    width: 860,
    height: 320,
    svg:
      `<defs>${volume('o-hull', colour)}</defs>` +
      `<rect x="20" y="80" width="70" height="110" rx="14" fill="${DARK}"/><rect x="44" y="180" width="22" height="110" fill="#3a3d41"/>` +
      `<path d="M80 130 L860 100 Q780 260 680 290 L130 290 Q90 290 80 250 Z" fill="url(#o-hull)"/>` +
      `<path d="M90 160 L840 130" stroke="#fff" stroke-width="12" stroke-opacity="0.8"/><rect x="360" y="70" width="100" height="60" rx="8" fill="#9fc3e0" fill-opacity="0.7"/>` +
      `<rect x="220" y="100" width="100" height="30" rx="8" fill="#e6e6e2"/><rect x="520" y="95" width="100" height="30" rx="8" fill="#e6e6e2"/>`,
  };
}

export function jetSki({ colour, accent }: Look): Drawing {
  return {
    width: 760,
    height: 300,
    svg:
      `<defs>${volume('o-hull', colour)}</defs>` +
      `<path d="M20 200 L720 170 Q760 170 740 210 Q700 270 620 280 L60 280 Q20 270 20 230 Z" fill="#f1efe9"/>` +
      `<path d="M40 170 Q40 120 120 120 L360 110 L440 40 L560 60 Q700 100 730 180 L40 200 Z" fill="url(#o-hull)"/>` +
      `<path d="M150 120 L340 110 Q350 80 320 80 L170 84 Q140 90 150 120 Z" fill="#1f1f1f"/>` +
      `<path d="M420 50 L380 10 M380 10 L330 16" stroke="${DARK}" stroke-width="16" stroke-linecap="round"/><path d="M60 220 L700 195" stroke="${accent}" stroke-width="10"/>`,
  };
}
