import { shade, volume, type Drawing, type Look } from './drawing.ts';

export function hardHat({ accent }: Look): Drawing {
  const hat = accent === '#1f1f1f' ? '#f2b705' : accent;
  return {
    width: 520,
    height: 300,
    svg:
      `<defs>${volume('o-hat', hat)}</defs>` +
      `<path d="M60 250 Q60 20 260 20 Q460 20 460 250 Z" fill="url(#o-hat)"/><path d="M240 20 L280 20 L290 250 L230 250 Z" fill="${shade(hat, 0.2)}"/>` +
      `<path d="M0 250 L520 250 Q520 300 460 300 L60 300 Q0 300 0 250 Z" fill="${shade(hat, -0.2)}"/>`,
  };
}

export function cup({ colour }: Look): Drawing {
  return {
    width: 360,
    height: 320,
    svg:
      `<defs>${volume('o-cup', colour === '#2b2d33' ? '#f4f1ea' : colour, true)}</defs>` +
      `<path d="M250 90 Q350 90 340 170 Q330 240 250 240" fill="none" stroke="${shade(colour, -0.2)}" stroke-width="26"/>` +
      `<path d="M20 40 L280 40 L250 300 L50 300 Z" fill="url(#o-cup)"/><ellipse cx="150" cy="40" rx="130" ry="22" fill="#4a2c1a"/>`,
  };
}

export function bucket({ colour }: Look): Drawing {
  return {
    width: 420,
    height: 440,
    svg:
      `<defs>${volume('o-bucket', colour, true)}</defs>` +
      `<path d="M40 120 Q210 -60 380 120" fill="none" stroke="#8a8f96" stroke-width="8"/>` +
      `<path d="M30 120 L390 120 L350 440 L70 440 Z" fill="url(#o-bucket)"/><ellipse cx="210" cy="120" rx="180" ry="26" fill="${shade(colour, -0.4)}"/>` +
      `<rect x="40" y="200" width="340" height="10" fill="${shade(colour, -0.2)}"/>`,
  };
}

/** Bottles of nail polish and a cream jar. */
export function cosmetics({ colour, accent }: Look): Drawing {
  const bottle = (x: number, fill: string) =>
    `<rect x="${x + 20}" y="0" width="50" height="110" rx="8" fill="#1d1d1d"/><rect x="${x}" y="100" width="90" height="150" rx="22" fill="${fill}"/><rect x="${x + 14}" y="120" width="14" height="100" rx="7" fill="#fff" fill-opacity="0.3"/>`;
  return {
    width: 520,
    height: 250,
    svg:
      bottle(0, shade(colour, 0.1)) +
      bottle(120, accent) +
      `<rect x="260" y="130" width="260" height="120" rx="20" fill="#f2ece4"/><rect x="250" y="110" width="280" height="40" rx="12" fill="${shade(colour, -0.1)}"/>`,
  };
}
