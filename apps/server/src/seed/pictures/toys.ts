import { shade, volume, type Drawing, type Look } from './drawing.ts';
import { carWheel } from './wheels.ts';

/** A stack of toy bricks with studs on top. */
export function bricks({ colour, accent }: Look): Drawing {
  const brick = (x: number, y: number, width: number, fill: string) => {
    const studs = Array.from(
      { length: Math.floor(width / 70) },
      (_, i) =>
        `<rect x="${x + 18 + i * 70}" y="${y - 22}" width="40" height="24" rx="6" fill="${shade(fill, 0.2)}"/>`,
    ).join('');
    return studs + `<rect x="${x}" y="${y}" width="${width}" height="110" rx="8" fill="${fill}"/>`;
  };
  return {
    width: 560,
    height: 380,
    svg:
      brick(40, 270, 280, colour) +
      brick(320, 270, 210, accent) +
      brick(120, 160, 280, shade(accent, -0.25)) +
      brick(190, 50, 140, shade(colour, 0.3)),
  };
}

export function doll({ colour }: Look): Drawing {
  return {
    width: 320,
    height: 620,
    svg:
      `<defs>${volume('o-dress', colour)}</defs>` +
      `<path d="M90 70 Q60 240 80 300 L240 300 Q260 240 230 70 Z" fill="#b5773d"/>` +
      `<circle cx="160" cy="120" r="76" fill="#f3d2b5"/><path d="M84 110 Q100 30 160 36 Q230 30 238 110 Q200 70 160 76 Q110 70 84 110 Z" fill="#b5773d"/>` +
      `<circle cx="132" cy="124" r="9" fill="#2a2a2a"/><circle cx="188" cy="124" r="9" fill="#2a2a2a"/><path d="M140 160 Q160 176 180 160" stroke="#c0504d" stroke-width="6" fill="none"/>` +
      `<path d="M110 200 L210 200 L280 470 L40 470 Z" fill="url(#o-dress)"/><rect x="130" y="196" width="60" height="20" rx="8" fill="#f3d2b5"/>` +
      `<path d="M110 215 L60 360 M210 215 L260 360" stroke="#f3d2b5" stroke-width="26" stroke-linecap="round"/>` +
      `<rect x="105" y="470" width="34" height="120" rx="14" fill="#f3d2b5"/><rect x="181" y="470" width="34" height="120" rx="14" fill="#f3d2b5"/>` +
      `<rect x="95" y="580" width="54" height="40" rx="14" fill="${shade(colour, -0.35)}"/><rect x="171" y="580" width="54" height="40" rx="14" fill="${shade(colour, -0.35)}"/>`,
  };
}

export function toyCar({ colour, accent }: Look): Drawing {
  return {
    width: 600,
    height: 330,
    svg:
      `<defs>${volume('o-paint', colour)}</defs>` +
      `<path d="M20 170 Q20 130 70 130 L150 130 L210 40 Q220 26 250 26 L390 26 Q420 26 436 46 L500 130 L550 130 Q590 130 590 180 L590 250 L20 250 Z" fill="url(#o-paint)"/>` +
      `<path d="M200 125 L250 56 L305 56 L305 125 Z M325 56 L390 56 L440 125 L325 125 Z" fill="#bfe3f2"/>` +
      `<circle cx="570" cy="180" r="16" fill="#fff3b0"/><rect x="270" y="150" width="70" height="14" rx="6" fill="${accent}"/>` +
      carWheel(150, 260, 70, accent) +
      carWheel(460, 260, 70, accent),
  };
}

/** A stacking ring pyramid, the classic first educational toy. */
export function pyramid({ colour, accent, random }: Look): Drawing {
  const tints = [colour, accent, shade(colour, 0.35), shade(accent, -0.25), shade(colour, -0.3)];
  const rings = tints
    .map((fill, i) => {
      const rx = 190 - i * 32 + random.int(-4, 4);
      return `<ellipse cx="220" cy="${480 - i * 70}" rx="${rx}" ry="40" fill="${fill}" stroke="${shade(fill, -0.3)}" stroke-width="4"/>`;
    })
    .join('');
  return {
    width: 440,
    height: 540,
    svg:
      `<rect x="20" y="500" width="400" height="40" rx="14" fill="#c98a4b"/><rect x="208" y="60" width="24" height="450" rx="10" fill="#c98a4b"/>` +
      rings +
      `<circle cx="220" cy="80" r="52" fill="${shade(accent, 0.2)}"/>`,
  };
}

export function pencilCase({ colour, accent }: Look): Drawing {
  return {
    width: 620,
    height: 260,
    svg:
      `<defs>${volume('o-case', colour)}</defs>` +
      `<path d="M40 80 Q40 20 110 20 L510 20 Q580 20 580 80 L580 200 Q580 250 520 250 L100 250 Q40 250 40 200 Z" fill="url(#o-case)"/>` +
      `<path d="M70 60 L550 60" stroke="${shade(colour, -0.45)}" stroke-width="10" stroke-dasharray="6 6"/>` +
      `<rect x="530" y="46" width="70" height="28" rx="10" fill="#c9ccd0"/><circle cx="590" cy="60" r="10" fill="none" stroke="#888" stroke-width="4"/>` +
      `<rect x="180" y="120" width="260" height="70" rx="20" fill="${accent}" fill-opacity="0.8"/>`,
  };
}

/** Pencils in a cup beside a notebook and a ruler. */
export function stationery({ colour, accent }: Look): Drawing {
  const pencil = (x: number, angle: number, fill: string) =>
    `<g transform="translate(${x} 300) rotate(${angle})"><rect x="-14" y="-300" width="28" height="250" fill="${fill}"/><path d="M-14 -300 L0 -350 L14 -300 Z" fill="#f0c99a"/><path d="M-5 -333 L0 -350 L5 -333 Z" fill="#2a2a2a"/></g>`;
  return {
    width: 680,
    height: 420,
    svg:
      pencil(150, -14, colour) +
      pencil(200, 4, accent) +
      pencil(250, 18, shade(colour, 0.35)) +
      `<path d="M90 230 L310 230 L290 420 L110 420 Z" fill="#4a5a6a"/>` +
      `<rect x="360" y="240" width="300" height="170" rx="10" fill="${shade(accent, 0.3)}"/><rect x="360" y="240" width="30" height="170" fill="${shade(accent, -0.3)}"/>` +
      `<rect x="340" y="392" width="330" height="28" fill="#e9d37a"/>` +
      `<path d="M360 392 L360 404 M390 392 L390 400 M420 392 L420 404 M450 392 L450 400 M480 392 L480 404 M510 392 L510 400 M540 392 L540 404" stroke="#555" stroke-width="3"/>`,
  };
}
