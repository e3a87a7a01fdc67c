import { shade, volume, type Drawing, type Look } from './drawing.ts';

/** Piano keys: white ones across `width`, black ones over them in the pattern of an octave. */
function keyboard(x: number, y: number, width: number, whites: number, height: number): string {
  const w = width / whites;
  const white = Array.from(
    { length: whites },
    (_, i) => `<rect x="${x + i * w}" y="${y}" width="${w - 2}" height="${height}" fill="#f7f5ef"/>`,
  ).join('');
  const black = Array.from({ length: whites - 1 }, (_, i) => i)
    .filter((i) => i % 7 !== 2 && i % 7 !== 6)
    .map(
      (i) =>
        `<rect x="${x + (i + 1) * w - w * 0.3}" y="${y}" width="${w * 0.6}" height="${height * 0.6}" fill="#1a1a1a"/>`,
    )
    .join('');
  return white + black;
}

export function synthesizer({ colour, accent }: Look): Drawing {
  const knobs = Array.from(
    { length: 8 },
    (_, i) =>
      `<circle cx="${300 + i * 60}" cy="50" r="16" fill="#3a3d41" stroke="#8d9196" stroke-width="4"/>`,
  ).join('');
  return {
    width: 900,
    height: 240,
    svg:
      `<defs>${volume('o-case', shade(colour, -0.4))}</defs>` +
      `<rect x="0" y="0" width="900" height="240" rx="16" fill="url(#o-case)"/>` +
      `<rect x="40" y="30" width="200" height="44" rx="6" fill="#0d1a26"/><rect x="50" y="40" width="120" height="24" rx="3" fill="${accent}" fill-opacity="0.7"/>${knobs}` +
      keyboard(30, 100, 840, 29, 120),
  };
}

export function piano({ colour }: Look): Drawing {
  const wood = colour === '#e4e1da' ? '#2b2d33' : shade(colour, -0.45);
  return {
    width: 720,
    height: 640,
    svg:
      `<defs>${volume('o-wood', wood, true)}</defs>` +
      `<rect x="0" y="0" width="720" height="360" rx="10" fill="url(#o-wood)"/><rect x="40" y="40" width="640" height="240" rx="8" fill="${shade(wood, 0.12)}"/>` +
      `<rect x="-10" y="360" width="740" height="30" fill="${shade(wood, -0.2)}"/>` +
      keyboard(20, 390, 680, 36, 60) +
      `<rect x="0" y="450" width="720" height="110" fill="url(#o-wood)"/><rect x="40" y="560" width="50" height="80" fill="url(#o-wood)"/><rect x="630" y="560" width="50" height="80" fill="url(#o-wood)"/>` +
      `<path d="M320 620 L330 600 M360 620 L360 600 M400 620 L390 600" stroke="#c9a24a" stroke-width="10"/>`,
  };
}

export function violin({ colour }: Look): Drawing {
  const wood = colour === '#2b2d33' || colour === '#e4e1da' ? '#a0522d' : shade(colour, -0.1);
  return {
    width: 520,
    height: 760,
    svg:
      `<defs>${volume('o-wood', wood, true)}</defs>` +
      `<circle cx="200" cy="30" r="26" fill="#2a1a10"/><rect x="186" y="40" width="28" height="300" fill="#1d1510"/>` +
      `<path d="M200 300 Q110 290 110 370 Q110 420 150 440 Q90 470 90 560 Q100 660 200 660 Q300 660 310 560 Q310 470 250 440 Q290 420 290 370 Q290 290 200 300 Z" fill="url(#o-wood)"/>` +
      `<path d="M165 420 Q150 470 170 500 M235 420 Q250 470 230 500" fill="none" stroke="#1d1510" stroke-width="6"/>` +
      `<rect x="170" y="520" width="60" height="12" fill="#e6d3a3"/><path d="M192 40 L192 600 M197 40 L197 600 M203 40 L203 600 M208 40 L208 600" stroke="#e9e3d3" stroke-width="1.5"/>` +
      `<path d="M400 20 L480 740" stroke="#5a3a22" stroke-width="10"/><path d="M410 30 L488 720" stroke="#efe9dc" stroke-width="4"/>`,
  };
}

export function drums({ colour }: Look): Drawing {
  const shell = (cx: number, cy: number, rx: number, h: number) =>
    `<rect x="${cx - rx}" y="${cy}" width="${rx * 2}" height="${h}" fill="url(#o-shell)"/><ellipse cx="${cx}" cy="${cy + h}" rx="${rx}" ry="${rx * 0.25}" fill="${shade(colour, -0.4)}"/><ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${rx * 0.25}" fill="#f1efe8" stroke="#b9bec3" stroke-width="6"/>`;
  return {
    width: 900,
    height: 600,
    svg:
      `<defs>${volume('o-shell', colour, true)}</defs>` +
      `<path d="M120 600 L120 120 M780 600 L780 80" stroke="#b9bec3" stroke-width="8"/>` +
      `<ellipse cx="120" cy="120" rx="110" ry="18" fill="#d4a537"/><ellipse cx="780" cy="80" rx="120" ry="20" fill="#d4a537"/>` +
      shell(320, 220, 90, 90) +
      shell(560, 220, 90, 90) +
      shell(200, 380, 100, 150) +
      shell(700, 360, 120, 200) +
      `<circle cx="450" cy="450" r="150" fill="url(#o-shell)" stroke="#b9bec3" stroke-width="12"/><circle cx="450" cy="450" r="120" fill="#f1efe8"/>`,
  };
}

export function ukulele({ colour }: Look): Drawing {
  const wood = colour === '#2b2d33' || colour === '#e4e1da' ? '#d49a5a' : colour;
  return {
    width: 300,
    height: 560,
    svg:
      `<defs>${volume('o-wood', wood, true)}</defs>` +
      `<rect x="122" y="0" width="56" height="60" rx="10" fill="#3a2616"/><rect x="132" y="50" width="36" height="250" fill="#5a3a22"/>` +
      `<path d="M150 250 Q70 245 70 320 Q70 350 90 370 Q40 400 45 460 Q60 560 150 560 Q240 560 255 460 Q260 400 210 370 Q230 350 230 320 Q230 245 150 250 Z" fill="url(#o-wood)"/>` +
      `<circle cx="150" cy="380" r="34" fill="#1d1510"/><rect x="115" y="470" width="70" height="14" rx="4" fill="#2a1a10"/>` +
      `<path d="M141 20 L141 478 M147 20 L147 478 M153 20 L153 478 M159 20 L159 478" stroke="#e9e3d3" stroke-width="1.5"/>`,
  };
}
