import { shade, volume, type Drawing, type Look } from './drawing.ts';
import { dresser } from './home.ts';
import { spokedWheel } from './wheels.ts';

export function stroller({ colour }: Look): Drawing {
  return {
    width: 600,
    height: 600,
    svg:
      `<defs>${volume('o-fabric', colour)}</defs>` +
      `<path d="M120 470 L200 360 M460 470 L400 360 M400 360 L520 60" stroke="#2a2a2a" stroke-width="14" stroke-linecap="round"/>` +
      `<path d="M500 50 L560 60" stroke="#2a2a2a" stroke-width="20" stroke-linecap="round"/>` +
      `<path d="M80 220 Q80 380 250 390 L430 390 Q470 390 470 330 L470 220 Z" fill="url(#o-fabric)"/>` +
      `<path d="M80 220 Q90 60 280 60 L300 220 Z" fill="${shade(colour, -0.3)}"/>` +
      spokedWheel(120, 520, 72) +
      spokedWheel(460, 520, 72),
  };
}

export function teddy({ colour }: Look): Drawing {
  const fur = colour === '#2b2d33' ? '#a8794f' : shade(colour, 0.2);
  return {
    width: 420,
    height: 520,
    svg:
      `<defs><radialGradient id="o-fur" cx="0.4" cy="0.35"><stop offset="0" stop-color="${shade(fur, 0.25)}"/><stop offset="1" stop-color="${shade(fur, -0.3)}"/></radialGradient></defs>` +
      `<circle cx="110" cy="60" r="46" fill="url(#o-fur)"/><circle cx="310" cy="60" r="46" fill="url(#o-fur)"/>` +
      `<ellipse cx="210" cy="380" rx="150" ry="140" fill="url(#o-fur)"/><circle cx="210" cy="160" r="130" fill="url(#o-fur)"/>` +
      `<ellipse cx="60" cy="470" rx="60" ry="46" fill="url(#o-fur)"/><ellipse cx="360" cy="470" rx="60" ry="46" fill="url(#o-fur)"/>` +
      `<ellipse cx="210" cy="200" rx="52" ry="40" fill="${shade(fur, 0.45)}"/><ellipse cx="210" cy="185" rx="18" ry="13" fill="#2a1d14"/>` +
      `<circle cx="160" cy="140" r="12" fill="#1a1a1a"/><circle cx="260" cy="140" r="12" fill="#1a1a1a"/>`,
  };
}

export function carSeat({ colour }: Look): Drawing {
  return {
    width: 420,
    height: 560,
    svg:
      `<defs>${volume('o-shell', colour, true)}</defs>` +
      `<path d="M60 40 Q210 -10 360 40 L380 300 Q400 420 360 520 L60 520 Q20 420 40 300 Z" fill="url(#o-shell)"/>` +
      `<path d="M110 110 Q210 80 310 110 L320 460 L100 460 Z" fill="${shade(colour, -0.35)}"/>` +
      `<path d="M150 200 L190 380 M270 200 L230 380" stroke="#1a1a1a" stroke-width="18" stroke-linecap="round"/><rect x="188" y="360" width="44" height="34" rx="6" fill="#c62f2f"/>` +
      `<rect x="40" y="520" width="340" height="40" rx="12" fill="#2a2a2a"/>`,
  };
}

/** Vertical bars between two rails, the side of a cot or a playpen. */
function bars(
  x: number,
  y: number,
  width: number,
  height: number,
  gap: number,
  colour: string,
  thick = 12,
): string {
  const count = Math.floor(width / gap);
  const lines = Array.from(
    { length: count - 1 },
    (_, i) => `M${x + (i + 1) * gap} ${y} L${x + (i + 1) * gap} ${y + height}`,
  );
  return `<path d="${lines.join(' ')}" stroke="${colour}" stroke-width="${thick}"/>`;
}

export function cot({ colour }: Look): Drawing {
  const wood = shade(colour, -0.1);
  return {
    width: 760,
    height: 560,
    svg:
      `<defs>${volume('o-wood', wood, true)}</defs>` +
      `<rect x="0" y="0" width="50" height="560" rx="12" fill="url(#o-wood)"/><rect x="710" y="0" width="50" height="560" rx="12" fill="url(#o-wood)"/>` +
      `<rect x="50" y="60" width="660" height="24" fill="${wood}"/><rect x="50" y="400" width="660" height="30" fill="${wood}"/>` +
      bars(50, 84, 660, 316, 44, shade(wood, 0.15)) +
      `<rect x="60" y="330" width="640" height="70" rx="18" fill="#f4f1ea"/>`,
  };
}

export function highChair({ colour }: Look): Drawing {
  return {
    width: 440,
    height: 720,
    svg:
      `<defs>${volume('o-seat', colour, true)}</defs>` +
      `<path d="M120 380 L40 720 M320 380 L400 720 M140 380 L180 720 M300 380 L260 720" stroke="#d8dadc" stroke-width="16" stroke-linecap="round"/>` +
      `<path d="M110 40 Q220 0 330 40 L340 380 L100 380 Z" fill="url(#o-seat)"/><path d="M140 90 Q220 60 300 90 L300 300 L140 300 Z" fill="${shade(colour, 0.25)}"/>` +
      `<rect x="40" y="250" width="360" height="40" rx="16" fill="#f2f2ef"/><rect x="80" y="560" width="280" height="20" rx="8" fill="#d8dadc"/>`,
  };
}

export function changingTable(look: Look): Drawing {
  const { width, height, svg } = dresser(look);
  return {
    width,
    height: height + 80,
    svg:
      `<rect x="10" y="0" width="${width - 20}" height="90" rx="34" fill="#f4f1ea"/><rect x="40" y="14" width="${width - 80}" height="50" rx="24" fill="${shade(look.accent, 0.55)}"/>` +
      `<g transform="translate(0 80)">${svg}</g>`,
  };
}

export function playpen({ colour }: Look): Drawing {
  return {
    width: 820,
    height: 420,
    svg:
      `<rect x="0" y="0" width="820" height="36" rx="18" fill="${shade(colour, -0.2)}"/><rect x="0" y="360" width="820" height="40" rx="12" fill="${shade(colour, -0.2)}"/>` +
      `<rect x="20" y="36" width="780" height="324" fill="${shade(colour, 0.6)}" fill-opacity="0.55"/>` +
      bars(20, 36, 780, 324, 30, shade(colour, 0.3), 3) +
      `<path d="M20 200 L800 200" stroke="${shade(colour, 0.3)}" stroke-width="3"/>` +
      `<rect x="10" y="400" width="40" height="20" fill="#333"/><rect x="770" y="400" width="40" height="20" fill="#333"/>`,
  };
}

export function schoolDesk({ colour }: Look): Drawing {
  return {
    width: 700,
    height: 520,
    svg:
      `<defs>${volume('o-wood', colour, true)}</defs>` +
      `<path d="M40 106 L660 53 L660 190 L40 190 Z" fill="${shade(colour, -0.3)}"/><path d="M0 60 L700 0 L700 40 L0 100 Z" fill="url(#o-wood)"/>` +
      `<path d="M90 190 L90 520 M610 190 L610 520 M40 520 L150 520 M550 520 L660 520" stroke="#6f757b" stroke-width="22" stroke-linecap="round"/>` +
      `<path d="M90 380 L610 380" stroke="#6f757b" stroke-width="14"/>`,
  };
}
