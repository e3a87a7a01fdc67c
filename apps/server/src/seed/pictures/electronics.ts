import { shade, volume, type Drawing, type Look } from './drawing.ts';

const SCREEN = `<linearGradient id="o-screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#26303c"/><stop offset="1" stop-color="#07090c"/></linearGradient>`;

/** A dark glass screen with a diagonal reflection. */
function screen(x: number, y: number, width: number, height: number, radius: number): string {
  return (
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${radius}" fill="url(#o-screen)"/>` +
    `<path d="M${x + width * 0.55} ${y} L${x + width} ${y} L${x + width} ${y + height * 0.35} Z" fill="#fff" fill-opacity="0.07"/>`
  );
}

export function phone({ colour }: Look): Drawing {
  return {
    width: 200,
    height: 400,
    svg:
      `<defs>${SCREEN}${volume('o-body', colour, true)}</defs>` +
      `<rect x="0" y="0" width="200" height="400" rx="30" fill="url(#o-body)"/>` +
      screen(9, 9, 182, 382, 22) +
      `<rect x="78" y="20" width="44" height="12" rx="6" fill="#000"/><rect x="200" y="110" width="4" height="50" rx="2" fill="${shade(colour, -0.4)}"/>`,
  };
}

export function tablet({ colour }: Look): Drawing {
  return {
    width: 520,
    height: 380,
    svg:
      `<defs>${SCREEN}${volume('o-body', colour)}</defs>` +
      `<path d="M120 370 L400 370 L330 60 L190 60 Z" fill="${shade(colour, -0.45)}"/>` +
      `<rect x="0" y="0" width="520" height="350" rx="26" fill="url(#o-body)"/>` +
      screen(14, 14, 492, 322, 16) +
      `<rect x="0" y="350" width="520" height="30" rx="8" fill="${shade(colour, -0.25)}"/>`,
  };
}

export function laptop({ colour }: Look): Drawing {
  const keys: string[] = [];
  for (let row = 0; row < 5; row++) {
    const t0 = (row + 0.5) / 6.2;
    const y = 300 + t0 * 100;
    const left = 60 - t0 * 40;
    const width = 400 + t0 * 80;
    for (let k = 0; k < 13; k++) {
      keys.push(
        `<rect x="${(left + (k * width) / 13 + 2).toFixed(1)}" y="${y.toFixed(1)}" width="${(width / 13 - 5).toFixed(1)}" height="11" rx="2" fill="#1b1d21"/>`,
      );
    }
  }
  return {
    width: 540,
    height: 440,
    svg:
      `<defs>${SCREEN}${volume('o-body', colour)}</defs>` +
      `<rect x="40" y="0" width="460" height="292" rx="14" fill="${shade(colour, -0.2)}"/>` +
      screen(54, 14, 432, 264, 6) +
      `<path d="M40 292 L500 292 L540 420 L0 420 Z" fill="url(#o-body)"/>${keys.join('')}` +
      `<rect x="220" y="385" width="100" height="28" rx="5" fill="${shade(colour, -0.12)}"/>` +
      `<rect x="0" y="420" width="540" height="14" rx="6" fill="${shade(colour, -0.35)}"/>`,
  };
}

export function desktop({ colour }: Look): Drawing {
  return {
    width: 700,
    height: 460,
    svg:
      `<defs>${SCREEN}${volume('o-body', colour, true)}</defs>` +
      `<rect x="0" y="0" width="470" height="290" rx="10" fill="#15171a"/>` +
      screen(10, 10, 450, 262, 4) +
      `<rect x="215" y="290" width="40" height="130" fill="#2a2c30"/><rect x="140" y="420" width="190" height="22" rx="10" fill="#2a2c30"/>` +
      `<rect x="520" y="60" width="180" height="400" rx="10" fill="url(#o-body)"/>` +
      `<rect x="540" y="90" width="140" height="250" rx="6" fill="#000" fill-opacity="0.25"/>` +
      `<circle cx="610" cy="390" r="10" fill="${shade(colour, 0.4)}"/><rect x="30" y="440" width="400" height="20" rx="6" fill="${shade(colour, -0.3)}"/>`,
  };
}

export function tv({ accent }: Look): Drawing {
  return {
    width: 760,
    height: 480,
    svg:
      `<defs>${SCREEN}</defs>` +
      `<rect x="0" y="0" width="760" height="430" rx="8" fill="#101114"/>` +
      screen(10, 10, 740, 410, 3) +
      `<rect x="355" y="430" width="50" height="8" fill="${accent}" fill-opacity="0.6"/>` +
      `<path d="M130 430 L100 480 L118 480 L152 430 Z M630 430 L660 480 L642 480 L608 430 Z" fill="#202227"/>`,
  };
}

export function headphones({ colour }: Look): Drawing {
  return {
    width: 400,
    height: 420,
    svg:
      `<defs>${volume('o-body', colour)}</defs>` +
      `<path d="M60 250 C60 40 340 40 340 250" fill="none" stroke="${shade(colour, -0.35)}" stroke-width="34" stroke-linecap="round"/>` +
      `<path d="M60 250 C60 40 340 40 340 250" fill="none" stroke="${shade(colour, 0.15)}" stroke-width="10" stroke-linecap="round" stroke-opacity="0.5"/>` +
      `<rect x="10" y="220" width="110" height="190" rx="50" fill="url(#o-body)"/><rect x="280" y="220" width="110" height="190" rx="50" fill="url(#o-body)"/>` +
      `<rect x="95" y="245" width="22" height="140" rx="10" fill="#1a1a1a"/><rect x="283" y="245" width="22" height="140" rx="10" fill="#1a1a1a"/>`,
  };
}

export function earbuds({ colour }: Look): Drawing {
  const bud = (x: number, flip: number) =>
    `<g transform="translate(${x} 40) scale(${flip} 1)"><ellipse cx="0" cy="50" rx="46" ry="54" fill="url(#o-body)"/><rect x="-6" y="70" width="30" height="150" rx="15" fill="url(#o-body)"/><ellipse cx="-22" cy="40" rx="20" ry="24" fill="#3a3d41"/></g>`;
  return {
    width: 460,
    height: 420,
    svg:
      `<defs>${volume('o-body', colour === '#2b2d33' ? colour : '#f4f4f2')}</defs>` +
      `<rect x="100" y="250" width="260" height="170" rx="70" fill="${shade(colour, 0.55)}"/><path d="M100 320 L360 320" stroke="${shade(colour, 0.2)}" stroke-width="4"/><circle cx="230" cy="370" r="7" fill="#7fd18a"/>` +
      bud(70, 1) +
      bud(390, -1),
  };
}

export function speaker({ colour }: Look): Drawing {
  return {
    width: 640,
    height: 300,
    svg:
      `<defs>${volume('o-body', colour)}<pattern id="o-mesh" width="14" height="14" patternUnits="userSpaceOnUse"><circle cx="7" cy="7" r="3" fill="#000" fill-opacity="0.25"/></pattern></defs>` +
      `<rect x="0" y="20" width="640" height="260" rx="130" fill="url(#o-body)"/><rect x="0" y="20" width="640" height="260" rx="130" fill="url(#o-mesh)"/>` +
      `<ellipse cx="50" cy="150" rx="40" ry="116" fill="#1f1f1f"/><ellipse cx="590" cy="150" rx="40" ry="116" fill="#1f1f1f"/>` +
      `<rect x="270" y="8" width="100" height="24" rx="10" fill="${shade(colour, -0.4)}"/><rect x="230" y="270" width="180" height="30" rx="10" fill="#1f1f1f"/>`,
  };
}

export function tallSpeaker({ colour, accent }: Look): Drawing {
  return {
    width: 340,
    height: 460,
    svg:
      `<defs>${volume('o-body', colour, true)}<pattern id="o-mesh" width="12" height="12" patternUnits="userSpaceOnUse"><path d="M0 6 L12 6" stroke="#000" stroke-opacity="0.18" stroke-width="3"/></pattern></defs>` +
      `<rect x="0" y="40" width="340" height="420" rx="30" fill="url(#o-body)"/><rect x="0" y="40" width="340" height="420" rx="30" fill="url(#o-mesh)"/>` +
      `<ellipse cx="170" cy="40" rx="170" ry="40" fill="${shade(colour, -0.45)}"/><ellipse cx="170" cy="40" rx="120" ry="26" fill="none" stroke="${accent}" stroke-width="10"/>`,
  };
}

export function camera({ colour }: Look): Drawing {
  return {
    width: 480,
    height: 330,
    svg:
      `<defs>${volume('o-body', colour)}<radialGradient id="o-glass" cx="0.35" cy="0.35"><stop offset="0" stop-color="#4a6a8a"/><stop offset="0.5" stop-color="#101820"/><stop offset="1" stop-color="#000"/></radialGradient></defs>` +
      `<path d="M170 60 L200 10 L290 10 L320 60 Z" fill="${shade(colour, -0.3)}"/>` +
      `<rect x="0" y="60" width="480" height="250" rx="28" fill="url(#o-body)"/>` +
      `<rect x="0" y="90" width="80" height="220" rx="24" fill="${shade(colour, -0.45)}"/>` +
      `<rect x="380" y="40" width="60" height="26" rx="8" fill="${shade(colour, -0.4)}"/>` +
      `<circle cx="260" cy="195" r="112" fill="#1c1c1c"/><circle cx="260" cy="195" r="92" fill="#2b2b2b"/><circle cx="260" cy="195" r="68" fill="url(#o-glass)"/><circle cx="238" cy="172" r="16" fill="#fff" fill-opacity="0.18"/>`,
  };
}

export function gamepad({ colour, accent }: Look): Drawing {
  const pad =
    `<path d="M120 210 C40 210 0 330 30 400 C50 440 100 430 130 380 L170 330 L330 330 L370 380 C400 430 450 440 470 400 C500 330 460 210 380 210 Z" fill="url(#o-pad)"/>` +
    `<circle cx="170" cy="280" r="26" fill="#1d1d1d"/><circle cx="300" cy="300" r="26" fill="#1d1d1d"/>` +
    `<path d="M100 260 h16 v-16 h14 v16 h16 v14 h-16 v16 h-14 v-16 h-16 Z" fill="#2a2a2a"/>` +
    [
      [380, 250],
      [410, 275],
      [350, 275],
      [380, 300],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="11" fill="${accent}"/>`)
      .join('');
  return {
    width: 500,
    height: 440,
    svg:
      `<defs>${volume('o-pad', colour)}${volume('o-box', shade(colour, 0.6))}</defs>` +
      `<rect x="280" y="0" width="150" height="330" rx="20" fill="url(#o-box)"/><rect x="350" y="20" width="10" height="290" rx="5" fill="#000" fill-opacity="0.2"/>` +
      pad,
  };
}
