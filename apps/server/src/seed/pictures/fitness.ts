import { shade, volume, type Drawing, type Look } from './drawing.ts';

const DARK = '#2b2b2b';
const METAL = '#a9aeb3';

export function treadmill({ colour, accent }: Look): Drawing {
  return {
    width: 820,
    height: 520,
    svg:
      `<defs>${volume('o-body', colour)}</defs>` +
      `<path d="M640 440 L600 60 M600 60 L460 80" stroke="${DARK}" stroke-width="22" stroke-linecap="round" fill="none"/>` +
      `<rect x="560" y="20" width="170" height="80" rx="14" fill="url(#o-body)"/><rect x="585" y="38" width="120" height="40" rx="6" fill="${accent}" fill-opacity="0.7"/>` +
      `<path d="M20 440 L720 440 L760 500 L0 500 Z" fill="url(#o-body)"/><rect x="40" y="420" width="660" height="26" rx="12" fill="${DARK}"/>` +
      `<circle cx="60" cy="500" r="20" fill="${DARK}"/><circle cx="720" cy="500" r="20" fill="${DARK}"/>`,
  };
}

export function exerciseBike({ colour }: Look): Drawing {
  return {
    width: 640,
    height: 560,
    svg:
      `<defs>${volume('o-body', colour)}</defs>` +
      `<rect x="40" y="520" width="560" height="40" rx="18" fill="${DARK}"/>` +
      `<path d="M150 520 L230 200 M230 200 L200 120 M430 520 L460 130 M460 130 L540 100" stroke="${DARK}" stroke-width="26" stroke-linecap="round" fill="none"/>` +
      `<rect x="140" y="90" width="140" height="40" rx="16" fill="#1d1d1d"/>` +
      `<circle cx="450" cy="380" r="110" fill="url(#o-body)"/><circle cx="450" cy="380" r="34" fill="${METAL}"/>` +
      `<path d="M250 360 L330 340 L300 420" stroke="${METAL}" stroke-width="14" fill="none" stroke-linecap="round"/>`,
  };
}

export function kettlebell({ colour }: Look): Drawing {
  return {
    width: 400,
    height: 440,
    svg:
      `<defs><radialGradient id="o-bell" cx="0.35" cy="0.35"><stop offset="0" stop-color="${shade(colour, 0.3)}"/><stop offset="1" stop-color="${shade(colour, -0.45)}"/></radialGradient></defs>` +
      `<path d="M110 170 Q90 20 200 20 Q310 20 290 170" fill="none" stroke="${shade(colour, -0.3)}" stroke-width="44"/>` +
      `<circle cx="200" cy="290" r="150" fill="url(#o-bell)"/><rect x="110" y="410" width="180" height="30" rx="10" fill="${shade(colour, -0.5)}"/>`,
  };
}

export function yogaMat({ colour }: Look): Drawing {
  return {
    width: 760,
    height: 300,
    svg:
      `<defs>${volume('o-mat', colour)}</defs>` +
      `<path d="M140 270 L740 270 L700 220 L160 220 Z" fill="url(#o-mat)"/>` +
      `<circle cx="130" cy="180" r="120" fill="url(#o-mat)"/><circle cx="130" cy="180" r="88" fill="${shade(colour, -0.2)}"/>` +
      `<circle cx="130" cy="180" r="56" fill="${shade(colour, 0.15)}"/><circle cx="130" cy="180" r="24" fill="${shade(colour, -0.35)}"/>`,
  };
}

/** A doorway pull-up bar with grips. */
export function pullUpBar({ colour }: Look): Drawing {
  return {
    width: 800,
    height: 300,
    svg:
      `<rect x="0" y="0" width="40" height="300" fill="#c9b79a"/><rect x="760" y="0" width="40" height="300" fill="#c9b79a"/>` +
      `<rect x="30" y="110" width="740" height="40" rx="20" fill="${METAL}"/>` +
      `<rect x="150" y="106" width="160" height="48" rx="22" fill="${colour}"/><rect x="490" y="106" width="160" height="48" rx="22" fill="${colour}"/>` +
      `<rect x="30" y="96" width="40" height="68" rx="8" fill="${DARK}"/><rect x="730" y="96" width="40" height="68" rx="8" fill="${DARK}"/>`,
  };
}

/** A pair of skis standing with poles; `wide` for alpine skis with bindings, narrow for cross-country. */
function skis(colour: string, accent: string, wide: boolean): Drawing {
  const w = wide ? 70 : 44;
  const ski = (x: number) =>
    `<path d="M${x} 60 Q${x + w / 2} -10 ${x + w} 60 L${x + w} 760 L${x} 760 Z" fill="url(#o-ski)"/>` +
    `<rect x="${x + 6}" y="380" width="${w - 12}" height="${wide ? 110 : 40}" rx="8" fill="${wide ? DARK : accent}"/>`;
  return {
    width: 420,
    height: 760,
    svg:
      `<defs>${volume('o-ski', colour, true)}</defs>` +
      ski(60) +
      ski(60 + w + 20) +
      `<path d="M320 40 L330 760 M380 40 L370 760" stroke="${METAL}" stroke-width="10"/>` +
      `<rect x="306" y="30" width="28" height="90" rx="10" fill="${DARK}"/><rect x="366" y="30" width="28" height="90" rx="10" fill="${DARK}"/>` +
      (wide
        ? ''
        : `<circle cx="330" cy="700" r="26" fill="none" stroke="${DARK}" stroke-width="6"/><circle cx="370" cy="700" r="26" fill="none" stroke="${DARK}" stroke-width="6"/>`),
  };
}

export const alpineSkis = ({ colour, accent }: Look): Drawing => skis(colour, accent, true);
export const crossCountrySkis = ({ colour, accent }: Look): Drawing => skis(colour, accent, false);
