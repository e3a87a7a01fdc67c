import { shade, volume, type Drawing, type Look } from './drawing.ts';

export function sofa({ colour }: Look): Drawing {
  const cushion = (x: number) =>
    `<rect x="${x}" y="170" width="205" height="80" rx="22" fill="${shade(colour, 0.12)}"/><rect x="${x}" y="40" width="205" height="140" rx="26" fill="url(#o-soft)"/>`;
  return {
    width: 760,
    height: 360,
    svg:
      `<defs>${volume('o-soft', colour)}</defs>` +
      `<rect x="20" y="20" width="720" height="260" rx="40" fill="${shade(colour, -0.25)}"/>` +
      cushion(70) +
      cushion(278) +
      cushion(486) +
      `<rect x="0" y="120" width="90" height="200" rx="36" fill="url(#o-soft)"/><rect x="670" y="120" width="90" height="200" rx="36" fill="url(#o-soft)"/>` +
      `<rect x="60" y="240" width="640" height="80" rx="14" fill="${shade(colour, -0.15)}"/>` +
      `<rect x="40" y="320" width="22" height="40" fill="#3b2a1e"/><rect x="698" y="320" width="22" height="40" fill="#3b2a1e"/>`,
  };
}

export function chair({ colour }: Look): Drawing {
  const wood = shade(colour, -0.1);
  return {
    width: 360,
    height: 560,
    svg:
      `<defs>${volume('o-wood', wood, true)}</defs>` +
      `<rect x="40" y="0" width="280" height="250" rx="24" fill="url(#o-wood)"/><rect x="70" y="40" width="220" height="30" rx="10" fill="#000" fill-opacity="0.15"/>` +
      `<rect x="20" y="250" width="320" height="60" rx="14" fill="${shade(colour, 0.1)}"/>` +
      `<path d="M40 310 L25 560 L50 560 L75 310 Z M320 310 L335 560 L310 560 L285 310 Z" fill="${shade(colour, -0.3)}"/>` +
      `<path d="M110 310 L105 500 L125 500 L135 310 Z M250 310 L255 500 L235 500 L225 310 Z" fill="${shade(colour, -0.45)}"/>`,
  };
}

export function washer({ accent }: Look): Drawing {
  return {
    width: 420,
    height: 520,
    svg:
      `<defs>${volume('o-body', '#f0f0ee', true)}<radialGradient id="o-door" cx="0.4" cy="0.35"><stop offset="0" stop-color="#6d8aa3"/><stop offset="1" stop-color="#1d2833"/></radialGradient></defs>` +
      `<rect x="0" y="0" width="420" height="520" rx="16" fill="url(#o-body)"/><rect x="0" y="0" width="420" height="90" rx="16" fill="#e2e2df"/>` +
      `<rect x="30" y="28" width="120" height="36" rx="6" fill="#cfcfcb"/><circle cx="330" cy="46" r="24" fill="#d6d6d2" stroke="#b6b6b2" stroke-width="4"/><rect x="220" y="36" width="60" height="20" rx="4" fill="${accent}" fill-opacity="0.7"/>` +
      `<circle cx="210" cy="300" r="150" fill="#d4d4d0"/><circle cx="210" cy="300" r="122" fill="url(#o-door)"/><path d="M140 240 Q180 200 240 205" stroke="#fff" stroke-width="10" stroke-opacity="0.25" fill="none"/>` +
      `<rect x="20" y="500" width="380" height="20" fill="#000" fill-opacity="0.12"/>`,
  };
}

export function kettle({ colour }: Look): Drawing {
  return {
    width: 400,
    height: 420,
    svg:
      `<defs>${volume('o-body', colour, true)}</defs>` +
      `<path d="M280 120 Q400 130 370 260 Q350 320 300 330" fill="none" stroke="${shade(colour, -0.35)}" stroke-width="30"/>` +
      `<path d="M90 120 L40 40 L20 50 L70 170 Z" fill="${shade(colour, -0.2)}"/>` +
      `<path d="M80 110 L300 110 L330 380 L50 380 Z" fill="url(#o-body)"/><rect x="150" y="150" width="30" height="180" rx="12" fill="#9fc3e0" fill-opacity="0.6"/>` +
      `<rect x="70" y="90" width="240" height="30" rx="12" fill="${shade(colour, -0.25)}"/><rect x="30" y="380" width="320" height="40" rx="10" fill="#2a2a2a"/>`,
  };
}

export function drill({ colour }: Look): Drawing {
  return {
    width: 560,
    height: 460,
    svg:
      `<defs>${volume('o-body', colour)}</defs>` +
      `<rect x="470" y="100" width="90" height="26" rx="6" fill="#9ea3a8"/><rect x="410" y="80" width="70" height="66" rx="10" fill="#2b2b2b"/>` +
      `<path d="M60 40 Q60 0 120 0 L410 0 Q430 0 430 40 L430 180 Q430 220 390 220 L120 220 Q60 220 60 180 Z" fill="url(#o-body)"/>` +
      `<path d="M140 220 L260 220 L240 380 L120 380 Z" fill="#2b2b2b"/><rect x="210" y="220" width="40" height="50" rx="10" fill="${shade(colour, -0.4)}"/>` +
      `<rect x="70" y="370" width="240" height="90" rx="18" fill="#1f1f1f"/><rect x="90" y="392" width="80" height="12" rx="4" fill="${colour}"/>`,
  };
}

export function plant({ colour, random }: Look): Drawing {
  const leaves = Array.from({ length: 9 }, (_, i) => {
    const angle = -165 + i * 19 + random.int(-6, 6);
    const length = 170 + random.int(0, 90);
    return `<g transform="translate(200 300) rotate(${angle})"><path d="M0 0 Q${length * 0.35} -40 ${length} 0 Q${length * 0.35} 40 0 0 Z" fill="url(#o-leaf)"/><path d="M0 0 L${length * 0.9} 0" stroke="#2f5a2a" stroke-width="3"/></g>`;
  }).join('');
  return {
    width: 400,
    height: 560,
    svg:
      `<defs>${volume('o-leaf', '#4f8a3c')}${volume('o-pot', colour === '#2b2d33' ? '#b5643c' : colour, true)}</defs>` +
      leaves +
      `<path d="M100 330 L300 330 L275 560 L125 560 Z" fill="url(#o-pot)"/><rect x="90" y="318" width="220" height="30" rx="8" fill="${shade(colour, -0.2)}"/>`,
  };
}

/** A cabinet front: `rows` drawers or `doors` doors, each with a handle. */
function cabinet(
  colour: string,
  width: number,
  height: number,
  fronts: { rows?: number; doors?: number },
): Drawing {
  const handle = (x: number, y: number) =>
    `<rect x="${x}" y="${y}" width="40" height="10" rx="5" fill="#c9ccd0"/>`;
  const parts: string[] = [];
  const inner = width - 40;
  for (let r = 0; r < (fronts.rows ?? 0); r++) {
    const h = (height - 60) / (fronts.rows ?? 1);
    parts.push(
      `<rect x="20" y="${20 + r * h}" width="${inner}" height="${h - 10}" rx="4" fill="${shade(colour, 0.08)}"/>`,
      handle(width / 2 - 20, 20 + r * h + h / 2 - 10),
    );
  }
  for (let d = 0; d < (fronts.doors ?? 0); d++) {
    const w = inner / (fronts.doors ?? 1);
    parts.push(
      `<rect x="${24 + d * w}" y="20" width="${w - 8}" height="${height - 80}" rx="4" fill="${shade(colour, 0.08)}"/>`,
      `<rect x="${d % 2 ? 36 + d * w : 4 + (d + 1) * w}" y="${height / 2 - 40}" width="10" height="80" rx="5" fill="#c9ccd0"/>`,
    );
  }
  return {
    width,
    height,
    svg:
      `<defs>${volume('o-wood', colour, true)}</defs><rect x="0" y="0" width="${width}" height="${height - 30}" rx="8" fill="url(#o-wood)"/>${parts.join('')}` +
      `<rect x="20" y="${height - 30}" width="30" height="30" fill="#3b2a1e"/><rect x="${width - 50}" y="${height - 30}" width="30" height="30" fill="#3b2a1e"/>`,
  };
}

export const wardrobe = ({ colour }: Look): Drawing => cabinet(colour, 520, 820, { doors: 2 });
export const dresser = ({ colour }: Look): Drawing => cabinet(colour, 640, 480, { rows: 4 });

export function bed({ colour }: Look): Drawing {
  return {
    width: 900,
    height: 420,
    svg:
      `<defs>${volume('o-soft', colour)}</defs>` +
      `<rect x="0" y="0" width="70" height="420" rx="20" fill="${shade(colour, -0.25)}"/><rect x="850" y="160" width="50" height="260" rx="14" fill="${shade(colour, -0.25)}"/>` +
      `<rect x="60" y="200" width="800" height="150" rx="20" fill="#f1eee8"/><rect x="60" y="250" width="800" height="110" rx="16" fill="url(#o-soft)"/>` +
      `<rect x="90" y="150" width="220" height="80" rx="36" fill="#faf8f4"/>` +
      `<rect x="70" y="350" width="790" height="40" fill="${shade(colour, -0.35)}"/>`,
  };
}

export function table({ colour }: Look): Drawing {
  return {
    width: 860,
    height: 460,
    svg:
      `<defs>${volume('o-wood', colour)}</defs>` +
      `<path d="M60 0 L800 0 L860 60 L0 60 Z" fill="url(#o-wood)"/><rect x="0" y="60" width="860" height="30" fill="${shade(colour, -0.3)}"/>` +
      `<rect x="40" y="90" width="36" height="370" fill="${shade(colour, -0.2)}"/><rect x="784" y="90" width="36" height="370" fill="${shade(colour, -0.2)}"/>` +
      `<rect x="150" y="90" width="28" height="300" fill="${shade(colour, -0.4)}"/><rect x="682" y="90" width="28" height="300" fill="${shade(colour, -0.4)}"/>`,
  };
}

export function armchair({ colour }: Look): Drawing {
  return {
    width: 520,
    height: 520,
    svg:
      `<defs>${volume('o-soft', colour)}</defs>` +
      `<rect x="70" y="0" width="380" height="330" rx="60" fill="${shade(colour, -0.15)}"/>` +
      `<rect x="80" y="260" width="360" height="120" rx="30" fill="url(#o-soft)"/>` +
      `<rect x="0" y="180" width="110" height="280" rx="46" fill="url(#o-soft)"/><rect x="410" y="180" width="110" height="280" rx="46" fill="url(#o-soft)"/>` +
      `<rect x="90" y="380" width="340" height="80" rx="16" fill="${shade(colour, -0.25)}"/>` +
      `<rect x="40" y="460" width="22" height="60" fill="#3b2a1e"/><rect x="458" y="460" width="22" height="60" fill="#3b2a1e"/>`,
  };
}
