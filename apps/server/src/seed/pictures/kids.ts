import { shade, volume, type Drawing, type Look } from './drawing.ts';
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
