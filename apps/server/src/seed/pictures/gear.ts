import { sneaker } from './clothing.ts';
import { shade, volume, type Drawing, type Look } from './drawing.ts';
import { carWheel } from './wheels.ts';

const DARK = '#2b2b2b';
const METAL = '#a9aeb3';

export function sleepingBag({ colour }: Look): Drawing {
  const quilts = [1, 2, 3, 4, 5].map((i) => `M${40 + i * 110} 40 L${40 + i * 110} 280`).join(' ');
  return {
    width: 760,
    height: 300,
    svg:
      `<defs>${volume('o-bag', colour)}</defs>` +
      `<path d="M20 160 Q20 40 140 40 L700 60 Q740 60 740 120 L740 240 Q740 290 690 290 L120 290 Q20 290 20 160 Z" fill="url(#o-bag)"/>` +
      `<path d="${quilts}" stroke="${shade(colour, -0.3)}" stroke-width="6"/>` +
      `<path d="M60 160 Q60 90 130 90 L170 90 L170 240 L130 240 Q60 240 60 160 Z" fill="${shade(colour, -0.45)}"/>`,
  };
}

/** A camping gas stove: a canister with a burner and a pot support. */
export function campStove({ colour }: Look): Drawing {
  return {
    width: 420,
    height: 480,
    svg:
      `<defs>${volume('o-can', colour, true)}</defs>` +
      `<path d="M60 280 Q60 230 210 230 Q360 230 360 280 L360 440 Q360 480 210 480 Q60 480 60 440 Z" fill="url(#o-can)"/>` +
      `<rect x="170" y="170" width="80" height="70" rx="10" fill="${METAL}"/><path d="M40 120 L380 120 M80 120 L170 190 M340 120 L250 190" stroke="${DARK}" stroke-width="14" stroke-linecap="round"/>` +
      `<path d="M160 170 Q180 90 210 60 Q240 90 260 170 Z" fill="#3d8bff" fill-opacity="0.7"/>`,
  };
}

export function inflatableBoat({ colour }: Look): Drawing {
  return {
    width: 860,
    height: 280,
    svg:
      `<defs>${volume('o-tube', colour)}</defs>` +
      `<path d="M60 200 L760 200 L740 260 L90 260 Z" fill="${shade(colour, -0.4)}"/>` +
      `<path d="M80 90 L720 90 Q860 90 840 170 Q820 230 720 230 L80 230 Q20 230 20 160 Q20 90 80 90 Z" fill="url(#o-tube)"/>` +
      `<path d="M120 110 L700 110 Q780 110 790 160 Q780 200 700 200 L120 200 Q60 200 60 155 Q60 110 120 110 Z" fill="${shade(colour, -0.3)}"/>` +
      `<rect x="330" y="120" width="160" height="30" rx="8" fill="#b8905a"/><path d="M200 70 L560 170" stroke="#b8905a" stroke-width="12" stroke-linecap="round"/>`,
  };
}

export function basketball(): Drawing {
  return {
    width: 400,
    height: 400,
    svg:
      `<defs><radialGradient id="o-ball" cx="0.35" cy="0.3"><stop offset="0" stop-color="#f29a4a"/><stop offset="1" stop-color="#b4531a"/></radialGradient></defs>` +
      `<circle cx="200" cy="200" r="198" fill="url(#o-ball)"/>` +
      `<path d="M2 200 L398 200 M200 2 L200 398 M60 60 Q140 200 60 340 M340 60 Q260 200 340 340" stroke="#2a1a10" stroke-width="8" fill="none"/>`,
  };
}

/** A sneaker with studs under the sole. */
export function footballBoot(look: Look): Drawing {
  const shoe = sneaker(look);
  const studs = [60, 130, 200, 330, 420, 490]
    .map((x) => `<rect x="${x}" y="248" width="26" height="30" rx="6" fill="#3a3a3a"/>`)
    .join('');
  return { width: shoe.width, height: 280, svg: studs + shoe.svg };
}

export function boxingGloves({ colour }: Look): Drawing {
  const glove = (x: number) =>
    `<g transform="translate(${x} 0)"><path d="M20 180 Q0 30 140 20 Q280 30 260 200 Q250 300 190 330 L90 330 Q30 300 20 180 Z" fill="url(#o-glove)"/>` +
    `<path d="M30 170 Q10 100 80 110 Q130 120 110 200 Q80 230 30 170 Z" fill="${shade(colour, 0.15)}"/>` +
    `<rect x="80" y="320" width="120" height="120" rx="16" fill="#f1efe9"/><rect x="80" y="360" width="120" height="22" fill="${shade(colour, -0.4)}"/></g>`;
  return {
    width: 620,
    height: 440,
    svg: `<defs>${volume('o-glove', colour)}</defs>` + glove(20) + glove(320),
  };
}

/** A white martial arts jacket with a belt in the look's colour. */
export function kimono({ colour }: Look): Drawing {
  return {
    width: 560,
    height: 560,
    svg:
      `<path d="M180 20 L20 120 L60 300 L130 280 L130 560 L430 560 L430 280 L500 300 L540 120 L380 20 Z" fill="#f4f2ec" stroke="#cfcac0" stroke-width="6"/>` +
      `<path d="M180 20 L300 300 M380 20 L260 340" stroke="#cfcac0" stroke-width="16"/>` +
      `<rect x="130" y="340" width="300" height="40" fill="${colour}"/><path d="M270 380 L240 500 M300 380 L330 500" stroke="${colour}" stroke-width="30"/>`,
  };
}

/** A kick scooter base with a battery deck and a lamp on the stem. */
export function electricScooter({ colour }: Look): Drawing {
  return {
    width: 620,
    height: 560,
    svg:
      `<path d="M490 480 L470 60" stroke="${DARK}" stroke-width="26" stroke-linecap="round"/><path d="M400 50 L540 56" stroke="${DARK}" stroke-width="22" stroke-linecap="round"/>` +
      `<rect x="440" y="130" width="50" height="34" rx="10" fill="#f6e7b0"/>` +
      `<rect x="90" y="440" width="400" height="50" rx="18" fill="${colour}"/><rect x="110" y="454" width="360" height="10" rx="4" fill="${shade(colour, 0.35)}"/>` +
      carWheel(100, 500, 60, METAL) +
      carWheel(500, 500, 60, METAL),
  };
}

export function hoverboard({ colour, accent }: Look): Drawing {
  return {
    width: 760,
    height: 300,
    svg:
      `<defs>${volume('o-shell', colour)}</defs>` +
      carWheel(110, 180, 110) +
      carWheel(650, 180, 110) +
      `<path d="M60 120 Q60 60 150 60 L610 60 Q700 60 700 120 L700 180 Q700 230 620 230 L140 230 Q60 230 60 180 Z" fill="url(#o-shell)"/>` +
      `<rect x="170" y="90" width="160" height="70" rx="20" fill="${DARK}"/><rect x="430" y="90" width="160" height="70" rx="20" fill="${DARK}"/>` +
      `<rect x="200" y="190" width="360" height="14" rx="7" fill="${accent}"/>`,
  };
}

export function skateboard({ colour, accent }: Look): Drawing {
  return {
    width: 820,
    height: 200,
    svg:
      `<defs>${volume('o-deck', colour)}</defs>` +
      `<path d="M0 40 Q20 90 100 90 L720 90 Q800 90 820 40 L810 100 Q790 130 720 130 L100 130 Q30 130 10 100 Z" fill="url(#o-deck)"/>` +
      `<rect x="160" y="130" width="120" height="20" fill="${METAL}"/><rect x="540" y="130" width="120" height="20" fill="${METAL}"/>` +
      `<circle cx="180" cy="170" r="30" fill="${accent}"/><circle cx="260" cy="170" r="30" fill="${accent}"/><circle cx="560" cy="170" r="30" fill="${accent}"/><circle cx="640" cy="170" r="30" fill="${accent}"/>`,
  };
}

export function monowheel({ colour }: Look): Drawing {
  return {
    width: 440,
    height: 560,
    svg:
      `<defs>${volume('o-shell', colour, true)}</defs>` +
      carWheel(220, 340, 220, '#3a3a3a') +
      `<path d="M80 80 Q80 20 220 20 Q360 20 360 80 L370 470 L70 470 Z" fill="url(#o-shell)"/>` +
      `<rect x="160" y="40" width="120" height="40" rx="16" fill="${DARK}"/>` +
      `<rect x="20" y="400" width="90" height="26" rx="8" fill="${DARK}"/><rect x="330" y="400" width="90" height="26" rx="8" fill="${DARK}"/>`,
  };
}
