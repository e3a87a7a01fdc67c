import { shade, volume, type Drawing, type Look } from './drawing.ts';
import { carWheel } from './wheels.ts';

const DARK = '#2b2b2b';

export function lawnMower({ colour }: Look): Drawing {
  return {
    width: 760,
    height: 520,
    svg:
      `<defs>${volume('o-body', colour)}</defs>` +
      `<path d="M400 300 L680 20 L740 20" stroke="${DARK}" stroke-width="18" fill="none" stroke-linecap="round"/>` +
      `<path d="M30 430 Q30 340 150 330 L450 330 Q540 330 550 400 L560 440 L30 440 Z" fill="url(#o-body)"/>` +
      `<path d="M500 200 L700 200 L660 400 L540 400 Z" fill="#3d4a2f" fill-opacity="0.85"/>` +
      `<path d="M180 335 Q180 250 270 250 Q360 250 360 335 Z" fill="${DARK}"/><circle cx="270" cy="240" r="22" fill="#555"/>` +
      carWheel(110, 450, 70, '#dddddd') +
      carWheel(470, 450, 70, '#dddddd'),
  };
}

export function greenhouse({ random }: Look): Drawing {
  const ribs = Array.from({ length: 7 }, (_, i) => 80 + i * 110)
    .map(
      (x) =>
        `<path d="M${x} 480 L${x} 230 Q${x} 40 ${x + 20} 40" stroke="#d9dde0" stroke-width="8" fill="none"/>`,
    )
    .join('');
  const shoots = Array.from(
    { length: 8 },
    (_, i) =>
      `<circle cx="${120 + i * 90}" cy="${450 - random.int(0, 40)}" r="${26 + random.int(0, 12)}" fill="#4f8f3a"/>`,
  ).join('');
  return {
    width: 860,
    height: 500,
    svg:
      shoots +
      `<path d="M40 490 L40 230 Q40 20 430 20 Q820 20 820 230 L820 490 Z" fill="#d8eef5" fill-opacity="0.55" stroke="#d9dde0" stroke-width="12"/>` +
      ribs +
      `<rect x="20" y="480" width="820" height="20" fill="#8a8f94"/>`,
  };
}

export function tiller({ colour }: Look): Drawing {
  return {
    width: 760,
    height: 520,
    svg:
      `<defs>${volume('o-body', colour)}</defs>` +
      `<path d="M360 240 L620 60 M620 60 L740 40 M600 80 L720 100" stroke="${DARK}" stroke-width="18" fill="none" stroke-linecap="round"/>` +
      `<path d="M200 120 L420 120 Q460 120 460 160 L460 300 L180 300 L160 160 Q160 120 200 120 Z" fill="url(#o-body)"/>` +
      `<rect x="220" y="150" width="160" height="100" rx="16" fill="${DARK}"/><rect x="240" y="90" width="110" height="40" rx="12" fill="${shade(colour, -0.35)}"/>` +
      `<circle cx="300" cy="410" r="110" fill="none" stroke="${DARK}" stroke-width="40" stroke-dasharray="40 24"/>` +
      `<circle cx="300" cy="410" r="34" fill="#8a8f94"/>`,
  };
}

/** A garden table with two chairs. */
export function gardenFurniture({ colour }: Look): Drawing {
  const chair = (x: number, flip: number) =>
    `<g transform="translate(${x} 0) scale(${flip} 1)"><path d="M0 120 L0 460 M0 300 L150 300 L150 460 M10 300 L10 120" stroke="${shade(colour, -0.3)}" stroke-width="18" fill="none"/>` +
    `<rect x="-6" y="120" width="30" height="180" rx="8" fill="url(#o-wood)"/><rect x="-6" y="280" width="170" height="30" rx="8" fill="url(#o-wood)"/></g>`;
  return {
    width: 900,
    height: 460,
    svg:
      `<defs>${volume('o-wood', colour)}</defs>` +
      chair(40, 1) +
      chair(860, -1) +
      `<rect x="260" y="210" width="380" height="34" rx="10" fill="url(#o-wood)"/>` +
      `<path d="M300 244 L300 460 M600 244 L600 460" stroke="${shade(colour, -0.3)}" stroke-width="20"/>`,
  };
}

/** A charcoal brazier on legs, with skewers over the coals. */
export function brazier({ random }: Look): Drawing {
  const skewers = Array.from({ length: 5 }, (_, i) => {
    const x = 150 + i * 110 + random.int(-8, 8);
    return `<path d="M${x} 60 L${x} 260" stroke="#c9ccd0" stroke-width="6"/><rect x="${x - 16}" y="110" width="32" height="120" rx="14" fill="#9a4b2a"/>`;
  }).join('');
  return {
    width: 760,
    height: 520,
    svg:
      `<rect x="80" y="230" width="600" height="120" rx="6" fill="#2e3033"/><rect x="80" y="230" width="600" height="18" fill="#e0662e"/>` +
      skewers +
      `<path d="M110 350 L90 520 M650 350 L670 520 M110 470 L650 470" stroke="#2e3033" stroke-width="16"/>`,
  };
}

export function waterPump({ colour }: Look): Drawing {
  return {
    width: 620,
    height: 420,
    svg:
      `<defs>${volume('o-body', colour)}</defs>` +
      `<rect x="0" y="140" width="120" height="60" rx="10" fill="#8a8f94"/><path d="M430 80 L430 20 L560 20" stroke="#8a8f94" stroke-width="50" fill="none"/>` +
      `<circle cx="220" cy="220" r="130" fill="url(#o-body)"/><circle cx="220" cy="220" r="70" fill="${shade(colour, -0.3)}"/>` +
      `<rect x="300" y="80" width="280" height="260" rx="40" fill="url(#o-body)"/>` +
      `<path d="M330 120 L330 300 M370 120 L370 300 M410 120 L410 300 M450 120 L450 300 M490 120 L490 300" stroke="${shade(colour, -0.25)}" stroke-width="10"/>` +
      `<rect x="80" y="360" width="500" height="60" rx="10" fill="#3a3d41"/>`,
  };
}
