import { shade, volume, type Drawing, type Look } from './drawing.ts';

const METAL = '#a9aeb3';

export function headlight(): Drawing {
  return {
    width: 640,
    height: 300,
    svg:
      `<defs><radialGradient id="o-lens" cx="0.4" cy="0.4"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#9fb0bd"/></radialGradient></defs>` +
      `<path d="M20 60 Q40 0 160 10 L600 40 Q640 45 630 100 L600 260 Q590 300 540 300 L80 290 Q20 285 10 220 Z" fill="#2a2e33"/>` +
      `<path d="M40 70 Q60 25 165 32 L590 62 Q612 66 606 100 L580 250 Q572 276 540 276 L90 268 Q44 264 36 214 Z" fill="#dfe6ec" fill-opacity="0.85"/>` +
      `<circle cx="200" cy="150" r="80" fill="url(#o-lens)" stroke="${METAL}" stroke-width="10"/><circle cx="430" cy="160" r="64" fill="url(#o-lens)" stroke="${METAL}" stroke-width="8"/>` +
      `<path d="M80 250 L560 256" stroke="#f2a93b" stroke-width="12" stroke-linecap="round"/>`,
  };
}

export function bonnet({ colour }: Look): Drawing {
  return {
    width: 860,
    height: 380,
    svg:
      `<defs>${volume('o-paint', colour)}</defs>` +
      `<path d="M150 0 Q430 40 710 0 L850 290 Q870 340 820 350 Q430 390 40 350 Q-10 340 10 290 Z" fill="url(#o-paint)"/>` +
      `<path d="M300 22 Q280 200 240 356 M560 22 Q580 200 620 356" stroke="${shade(colour, -0.25)}" stroke-width="6" fill="none"/>` +
      `<path d="M190 60 Q430 110 670 60" stroke="${shade(colour, 0.45)}" stroke-width="14" fill="none" stroke-opacity="0.5"/>` +
      `<circle cx="430" cy="320" r="26" fill="${METAL}" stroke="#555" stroke-width="5"/>`,
  };
}

export function shockAbsorbers({ colour }: Look): Drawing {
  const one = (x: number) => {
    const coils = Array.from(
      { length: 9 },
      (_, i) => `M${x - 60} ${150 + i * 30} L${x + 60} ${165 + i * 30}`,
    ).join(' ');
    return (
      `<rect x="${x - 14}" y="0" width="28" height="200" fill="${METAL}"/><rect x="${x - 34}" y="180" width="68" height="340" rx="10" fill="#2b2b2b"/>` +
      `<path d="${coils}" stroke="url(#o-spring)" stroke-width="18" stroke-linecap="round"/>` +
      `<rect x="${x - 70}" y="120" width="140" height="24" rx="8" fill="#3a3a3a"/><circle cx="${x}" cy="540" r="30" fill="none" stroke="#3a3a3a" stroke-width="16"/>`
    );
  };
  return {
    width: 520,
    height: 580,
    svg: `<defs>${volume('o-spring', colour, true)}</defs>` + one(120) + one(400),
  };
}

export function alternator(): Drawing {
  const fins = Array.from(
    { length: 8 },
    (_, i) => `<rect x="${170 + i * 36}" y="60" width="14" height="300" rx="6" fill="#8a8f94"/>`,
  ).join('');
  return {
    width: 620,
    height: 420,
    svg:
      `<defs>${volume('o-metal', METAL)}</defs>` +
      `<rect x="140" y="40" width="340" height="340" rx="150" fill="url(#o-metal)"/>` +
      fins +
      `<rect x="40" y="150" width="110" height="120" rx="8" fill="#6d7276"/><rect x="0" y="120" width="50" height="180" rx="12" fill="#2b2b2b"/>` +
      `<path d="M5 140 L45 140 M5 170 L45 170 M5 200 L45 200 M5 230 L45 230 M5 260 L45 260" stroke="#555" stroke-width="6"/>` +
      `<rect x="470" y="330" width="120" height="50" rx="25" fill="#6d7276"/><circle cx="560" cy="355" r="18" fill="#2b2b2b"/>` +
      `<rect x="500" y="70" width="70" height="50" rx="8" fill="#1f1f1f"/>`,
  };
}

export function bumper({ colour }: Look): Drawing {
  return {
    width: 900,
    height: 300,
    svg:
      `<defs>${volume('o-paint', colour)}</defs>` +
      `<path d="M0 60 Q0 0 80 0 L820 0 Q900 0 900 60 L880 240 Q870 300 800 300 L100 300 Q30 300 20 240 Z" fill="url(#o-paint)"/>` +
      `<rect x="260" y="130" width="380" height="110" rx="30" fill="#1d1f22"/>` +
      `<path d="M280 160 L620 160 M280 190 L620 190 M280 220 L620 220" stroke="#3a3d41" stroke-width="8"/>` +
      `<circle cx="120" cy="190" r="36" fill="#e8eef2" stroke="#1d1f22" stroke-width="12"/><circle cx="780" cy="190" r="36" fill="#e8eef2" stroke="#1d1f22" stroke-width="12"/>` +
      `<path d="M40 80 L860 80" stroke="${shade(colour, 0.35)}" stroke-width="8" stroke-opacity="0.6"/>`,
  };
}

export function carRadio({ accent }: Look): Drawing {
  const keys = [0, 1, 2, 3, 4, 5]
    .map((i) => `<rect x="${130 + i * 66}" y="200" width="50" height="26" rx="6" fill="#3a3d41"/>`)
    .join('');
  return {
    width: 640,
    height: 260,
    svg:
      `<rect x="0" y="0" width="640" height="260" rx="16" fill="#1b1d20"/><rect x="10" y="10" width="620" height="240" rx="12" fill="#2a2d31"/>` +
      `<rect x="130" y="40" width="380" height="140" rx="10" fill="#0d1a26"/><rect x="150" y="60" width="340" height="100" rx="6" fill="${accent}" fill-opacity="0.55"/>` +
      `<circle cx="66" cy="110" r="40" fill="#3a3d41" stroke="#8d9196" stroke-width="6"/><circle cx="574" cy="110" r="40" fill="#3a3d41" stroke="#8d9196" stroke-width="6"/>` +
      keys,
  };
}

export function sideMirror({ colour }: Look): Drawing {
  return {
    width: 560,
    height: 420,
    svg:
      `<defs>${volume('o-paint', colour)}<linearGradient id="o-mirror" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#dce8f0"/><stop offset="1" stop-color="#6d8496"/></linearGradient></defs>` +
      `<path d="M0 300 L120 300 L160 420 L0 420 Z" fill="#2b2b2b"/>` +
      `<path d="M100 40 Q120 0 240 0 L500 20 Q560 30 550 120 L530 300 Q520 350 460 350 L160 340 Q90 335 90 260 Z" fill="url(#o-paint)"/>` +
      `<path d="M130 60 Q140 30 240 30 L490 48 Q525 55 520 120 L505 290 Q498 320 455 320 L170 312 Q120 308 120 250 Z" fill="url(#o-mirror)"/>` +
      `<path d="M200 90 L330 70" stroke="#fff" stroke-width="12" stroke-opacity="0.5" stroke-linecap="round"/>`,
  };
}
