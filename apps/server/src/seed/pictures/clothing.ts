import { shade, volume, type Drawing, type Look } from './drawing.ts';

/** A wooden hanger with its hook: clothes are photographed hanging on a wall. */
export const HANGER = `<path d="M200 40 q0 -30 20 -30 q20 0 20 18" fill="none" stroke="#8a8f96" stroke-width="6"/><path d="M200 40 L70 95 L330 95 Z" fill="none" stroke="#a0764f" stroke-width="10" stroke-linejoin="round"/>`;

export function dress({ colour }: Look): Drawing {
  return {
    width: 400,
    height: 640,
    svg:
      `<defs>${volume('o-cloth', colour, true)}</defs>${HANGER}` +
      `<path d="M140 90 L150 120 Q200 150 250 120 L260 90 L290 110 L280 250 Q270 280 290 300 L380 640 L20 640 L110 300 Q130 280 120 250 L110 110 Z" fill="url(#o-cloth)"/>` +
      `<path d="M120 270 Q200 300 280 270 L282 290 Q200 318 118 290 Z" fill="${shade(colour, -0.3)}"/>` +
      `<path d="M150 320 L110 640 M200 320 L200 640 M250 320 L290 640" stroke="${shade(colour, -0.25)}" stroke-width="3" stroke-opacity="0.5"/>`,
  };
}

export function sneaker({ colour, accent }: Look): Drawing {
  return {
    width: 560,
    height: 260,
    svg:
      `<defs>${volume('o-upper', colour)}</defs>` +
      `<path d="M20 200 L30 120 Q60 90 110 100 L200 40 Q240 20 260 50 L300 110 Q420 120 520 170 Q550 190 540 215 L20 215 Z" fill="url(#o-upper)"/>` +
      `<path d="M10 210 L550 210 Q560 240 530 250 L30 250 Q5 245 10 210 Z" fill="#f3f1ec"/><path d="M10 236 L548 236" stroke="#c9c5bd" stroke-width="4"/>` +
      `<path d="M140 160 Q260 120 360 180" fill="none" stroke="${accent}" stroke-width="14" stroke-linecap="round"/>` +
      [0, 1, 2, 3]
        .map(
          (i) =>
            `<line x1="${205 + i * 22}" y1="${62 + i * 14}" x2="${235 + i * 22}" y2="${52 + i * 14}" stroke="#f5f5f5" stroke-width="6" stroke-linecap="round"/>`,
        )
        .join(''),
  };
}

export function handbag({ colour, accent }: Look): Drawing {
  return {
    width: 460,
    height: 400,
    svg:
      `<defs>${volume('o-bag', colour)}</defs>` +
      `<path d="M130 150 Q130 20 230 20 Q330 20 330 150" fill="none" stroke="${shade(colour, -0.35)}" stroke-width="18"/>` +
      `<path d="M50 140 L410 140 L460 400 L0 400 Z" fill="url(#o-bag)"/>` +
      `<path d="M50 140 L410 140 L400 240 Q230 270 60 240 Z" fill="${shade(colour, -0.18)}"/>` +
      `<rect x="212" y="228" width="36" height="26" rx="5" fill="${accent}"/>`,
  };
}

export function backpack({ colour, accent }: Look): Drawing {
  return {
    width: 360,
    height: 480,
    svg:
      `<defs>${volume('o-bag', colour, true)}</defs>` +
      `<path d="M140 60 Q180 0 220 60" fill="none" stroke="${shade(colour, -0.4)}" stroke-width="14"/>` +
      `<rect x="20" y="50" width="320" height="430" rx="90" fill="url(#o-bag)"/>` +
      `<rect x="70" y="270" width="220" height="170" rx="40" fill="${shade(colour, -0.2)}"/>` +
      `<path d="M80 300 L280 300" stroke="${accent}" stroke-width="6"/><rect x="168" y="290" width="24" height="30" rx="4" fill="#bbb"/>`,
  };
}

export function watch({ colour }: Look): Drawing {
  const hands = `<line x1="200" y1="250" x2="200" y2="180" stroke="#222" stroke-width="8" stroke-linecap="round"/><line x1="200" y1="250" x2="250" y2="280" stroke="#222" stroke-width="6" stroke-linecap="round"/>`;
  const ticks = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    return `<line x1="${(200 + Math.sin(a) * 88).toFixed(1)}" y1="${(250 - Math.cos(a) * 88).toFixed(1)}" x2="${(200 + Math.sin(a) * 100).toFixed(1)}" y2="${(250 - Math.cos(a) * 100).toFixed(1)}" stroke="#333" stroke-width="5"/>`;
  }).join('');
  return {
    width: 400,
    height: 500,
    svg:
      `<defs>${volume('o-strap', colour, true)}<radialGradient id="o-steel" cx="0.35" cy="0.3"><stop offset="0" stop-color="#f4f4f4"/><stop offset="1" stop-color="#8c9096"/></radialGradient></defs>` +
      `<rect x="135" y="0" width="130" height="500" rx="30" fill="url(#o-strap)"/>` +
      `<circle cx="200" cy="250" r="140" fill="url(#o-steel)"/><circle cx="200" cy="250" r="118" fill="#fbfaf6"/>${ticks}${hands}<circle cx="200" cy="250" r="9" fill="#222"/>` +
      `<rect x="338" y="235" width="22" height="30" rx="5" fill="#9a9ea4"/>`,
  };
}

export function sunglasses({ colour }: Look): Drawing {
  const lens = (x: number) =>
    `<path d="M${x} 60 Q${x} 20 ${x + 50} 20 L${x + 190} 20 Q${x + 230} 20 ${x + 225} 70 Q${x + 215} 180 ${x + 120} 180 Q${x + 10} 180 ${x} 60 Z" fill="url(#o-lens)" stroke="${colour}" stroke-width="14"/>`;
  return {
    width: 560,
    height: 200,
    svg:
      `<defs><linearGradient id="o-lens" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1c2630"/><stop offset="1" stop-color="#4d5b66"/></linearGradient></defs>` +
      lens(20) +
      lens(310) +
      `<path d="M245 50 Q280 25 315 50" fill="none" stroke="${colour}" stroke-width="14"/>` +
      `<path d="M20 45 L0 200 M540 45 L560 200" stroke="${shade(colour, -0.3)}" stroke-width="10"/>`,
  };
}

/** Footwear in profile: `shaft` is how high it rises above the sole, `heel` lifts the back. */
function footwear(
  colour: string,
  {
    shaft,
    heel = 0,
    fur = false,
    toeCap = false,
  }: { shaft: number; heel?: number; fur?: boolean; toeCap?: boolean },
): Drawing {
  const top = 200 - shaft;
  const sole = heel
    ? `<path d="M20 ${210 - heel} L120 ${210 - heel} L140 215 L520 200 Q550 205 540 215 L520 225 L140 230 Z" fill="#2a2a2a"/><rect x="30" y="${210 - heel}" width="30" height="${heel + 20}" fill="#2a2a2a"/>`
    : `<path d="M10 200 L550 200 Q562 230 530 242 L30 242 Q4 238 10 200 Z" fill="${toeCap ? '#f3f1ec' : shade(colour, -0.45)}"/>`;
  const upper = `<path d="M30 ${210 - heel} L40 ${top} L200 ${top} L230 ${Math.max(top, 90)} Q420 110 520 170 Q550 190 540 210 L30 210 Z" fill="url(#o-upper)"/>`;
  return {
    width: 560,
    height: 245,
    svg:
      `<defs>${volume('o-upper', colour)}</defs>${upper}${sole}` +
      (fur ? `<rect x="30" y="${top - 20}" width="180" height="40" rx="18" fill="#efe4cf"/>` : '') +
      (toeCap ? `<path d="M430 140 Q520 160 545 200 L430 200 Z" fill="#f3f1ec"/>` : ''),
  };
}

export const boot = ({ colour }: Look): Drawing => footwear(colour, { shaft: 150 });
export const tallBoot = ({ colour }: Look): Drawing => footwear(colour, { shaft: 420, heel: 40 });
export const pump = ({ colour }: Look): Drawing => footwear(colour, { shaft: 40, heel: 90 });
export const ugg = ({ colour }: Look): Drawing => footwear(colour, { shaft: 260, fur: true });
export const canvasShoe = ({ colour }: Look): Drawing => footwear(colour, { shaft: 70, toeCap: true });

export function suitcase({ colour }: Look): Drawing {
  return {
    width: 380,
    height: 620,
    svg:
      `<defs>${volume('o-case', colour, true)}</defs>` +
      `<path d="M150 110 L150 10 L230 10 L230 110" fill="none" stroke="#555" stroke-width="16"/>` +
      `<rect x="0" y="100" width="380" height="480" rx="36" fill="url(#o-case)"/>` +
      [95, 190, 285]
        .map((x) => `<rect x="${x}" y="120" width="10" height="440" rx="5" fill="${shade(colour, -0.25)}"/>`)
        .join('') +
      `<circle cx="60" cy="595" r="24" fill="#222"/><circle cx="320" cy="595" r="24" fill="#222"/>`,
  };
}

export function clutch({ colour, accent }: Look): Drawing {
  return {
    width: 520,
    height: 260,
    svg:
      `<defs>${volume('o-bag', colour)}</defs>` +
      `<rect x="0" y="20" width="520" height="240" rx="30" fill="url(#o-bag)"/>` +
      `<path d="M0 50 Q0 20 30 20 L490 20 Q520 20 520 50 L520 120 L260 170 L0 120 Z" fill="${shade(colour, -0.15)}"/>` +
      `<circle cx="260" cy="160" r="16" fill="${accent}"/>`,
  };
}

export function beltBag({ colour, accent }: Look): Drawing {
  return {
    width: 640,
    height: 280,
    svg:
      `<defs>${volume('o-bag', colour)}</defs>` +
      `<rect x="0" y="110" width="640" height="40" rx="12" fill="${shade(colour, -0.4)}"/>` +
      `<path d="M140 60 Q320 20 500 60 L520 220 Q320 290 120 220 Z" fill="url(#o-bag)"/>` +
      `<path d="M150 120 Q320 90 490 120" fill="none" stroke="${accent}" stroke-width="8"/>`,
  };
}
