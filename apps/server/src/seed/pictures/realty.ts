import { WINDOW, windows } from './buildings.ts';
import { shade, volume, type Drawing, type Look } from './drawing.ts';

const DOOR = '#5a4636';
const CONCRETE = '#b9b4ab';

/** A small wooden summer house: log walls, a steep roof and a porch. */
export function dacha({ colour }: Look): Drawing {
  const logs = Array.from(
    { length: 9 },
    (_, i) => `<rect x="120" y="${250 + i * 30}" width="460" height="6" fill="#000" fill-opacity="0.18"/>`,
  ).join('');
  return {
    width: 700,
    height: 540,
    svg:
      `<defs>${volume('o-wall', '#b9875a', true)}${WINDOW}</defs>` +
      `<path d="M80 260 L350 20 L620 260 Z" fill="${shade(colour, -0.3)}"/>` +
      `<rect x="120" y="250" width="460" height="290" fill="url(#o-wall)"/>${logs}` +
      `<rect x="170" y="300" width="110" height="100" fill="url(#o-window)" stroke="#f4f4f0" stroke-width="8"/><rect x="310" y="140" width="80" height="80" fill="url(#o-window)" stroke="#f4f4f0" stroke-width="6"/>` +
      `<rect x="400" y="330" width="90" height="190" fill="${DOOR}"/><rect x="370" y="510" width="150" height="30" fill="#8a6244"/>` +
      `<path d="M370 310 L520 310 M380 310 L380 510 M510 310 L510 510" stroke="#8a6244" stroke-width="10"/>`,
  };
}

/** A two-storey detached house with a garage wing. */
export function cottage({ colour }: Look): Drawing {
  const wall = shade(colour, 0.55);
  return {
    width: 900,
    height: 600,
    svg:
      `<defs>${volume('o-wall', wall, true)}${WINDOW}</defs>` +
      `<path d="M60 200 L330 30 L600 200 Z" fill="${shade(colour, -0.35)}"/><path d="M560 340 L900 340 L860 290 L600 290 Z" fill="${shade(colour, -0.35)}"/>` +
      `<rect x="100" y="190" width="460" height="410" fill="url(#o-wall)"/><rect x="580" y="330" width="300" height="270" fill="url(#o-wall)"/>` +
      windows(3, 2, 140, 230, 140, 170, 100, 100) +
      `<rect x="290" y="440" width="80" height="160" fill="${DOOR}"/><rect x="620" y="400" width="220" height="200" fill="#d8d8d4" stroke="#9a9a96" stroke-width="4"/>` +
      `<path d="M100 380 L560 380" stroke="${shade(wall, -0.3)}" stroke-width="10"/>`,
  };
}

/** Three joined houses, each with its own roof, door and windows. */
export function townhouse({ colour }: Look): Drawing {
  const section = (i: number) => {
    const x = i * 280;
    const wall = shade(colour, 0.35 + i * 0.12);
    return (
      `<path d="M${x} 200 L${x + 140} 60 L${x + 280} 200 Z" fill="${shade(colour, -0.4)}"/>` +
      `<rect x="${x}" y="190" width="280" height="420" fill="${wall}" stroke="${shade(wall, -0.3)}" stroke-width="4"/>` +
      windows(2, 1, x + 40, 230, 120, 0, 80, 90) +
      `<rect x="${x + 40}" y="430" width="80" height="180" fill="${DOOR}"/><rect x="${x + 150}" y="440" width="90" height="90" fill="url(#o-window)" stroke="#f4f4f0" stroke-width="4"/>`
    );
  };
  return {
    width: 840,
    height: 610,
    svg: `<defs>${WINDOW}</defs>` + [0, 1, 2].map(section).join(''),
  };
}

/** A parking bay under a car park's ceiling: painted lines, a kerb stop and a pillar. */
export function parkingSpace({ colour }: Look): Drawing {
  return {
    width: 900,
    height: 500,
    svg:
      `<path d="M0 500 L140 160 L760 160 L900 500 Z" fill="#5d6064"/>` +
      `<path d="M170 500 L260 160 M730 500 L640 160" stroke="#f1f1ec" stroke-width="14"/><path d="M260 160 L640 160" stroke="#f1f1ec" stroke-width="8"/>` +
      `<rect x="330" y="200" width="240" height="30" rx="8" fill="#f2c230"/>` +
      `<rect x="790" y="0" width="90" height="420" fill="${CONCRETE}"/><rect x="790" y="200" width="90" height="60" fill="${colour}"/>` +
      `<rect x="0" y="0" width="900" height="40" fill="#8c8a86"/>`,
  };
}

/** A row of garage boxes in a co-operative, one door each. */
export function garageBoxes({ colour, random }: Look): Drawing {
  const doors = [0, 1, 2]
    .map((i) => {
      const door = i === 1 ? colour : random.pick(['#6f7a80', '#7d6a55', '#5f6f5c']);
      return `<rect x="${40 + i * 290}" y="140" width="240" height="260" fill="${door}" stroke="${shade(door, -0.35)}" stroke-width="6"/><path d="M${160 + i * 290} 140 L${160 + i * 290} 400" stroke="${shade(door, -0.35)}" stroke-width="4"/>`;
    })
    .join('');
  return {
    width: 900,
    height: 400,
    svg:
      `<rect x="0" y="80" width="900" height="320" fill="${CONCRETE}"/><path d="M-20 90 L920 90 L900 50 L0 50 Z" fill="#55524e"/>` +
      doors,
  };
}

/** An office tower of glass. */
export function officeTower({ colour }: Look): Drawing {
  const mullions = Array.from({ length: 7 }, (_, i) => `M${60 + i * 60} 40 L${60 + i * 60} 820`).join(' ');
  const floors = Array.from({ length: 19 }, (_, i) => `M0 ${80 + i * 40} L420 ${80 + i * 40}`).join(' ');
  return {
    width: 420,
    height: 820,
    svg:
      `<defs><linearGradient id="o-glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(colour, 0.6)}"/><stop offset="1" stop-color="${shade(colour, -0.4)}"/></linearGradient></defs>` +
      `<rect x="0" y="40" width="420" height="780" fill="url(#o-glass)"/><rect x="20" y="0" width="380" height="40" fill="#4a4e53"/>` +
      `<path d="${mullions} ${floors}" stroke="#dfe3e6" stroke-width="4"/><rect x="150" y="720" width="120" height="100" fill="#2b2f34"/>`,
  };
}

/** A warehouse: a long low shed with roller doors at a loading dock. */
export function warehouse({ colour }: Look): Drawing {
  const ribs = Array.from({ length: 24 }, (_, i) => `M${10 + i * 40} 90 L${10 + i * 40} 360`).join(' ');
  const roller = (x: number) =>
    `<rect x="${x}" y="190" width="170" height="170" fill="#c9ccd0"/>` +
    Array.from(
      { length: 8 },
      (_, i) => `<rect x="${x}" y="${200 + i * 20}" width="170" height="3" fill="#8d9196"/>`,
    ).join('');
  return {
    width: 960,
    height: 420,
    svg:
      `<defs>${volume('o-wall', shade(colour, 0.35))}</defs>` +
      `<path d="M0 90 Q480 0 960 90 Z" fill="#6d7276"/><rect x="0" y="90" width="960" height="270" fill="url(#o-wall)"/>` +
      `<path d="${ribs}" stroke="#000" stroke-opacity="0.12" stroke-width="4"/>` +
      roller(120) +
      roller(400) +
      roller(680) +
      `<rect x="60" y="360" width="840" height="60" fill="#7d7a75"/>`,
  };
}

/** A factory: sawtooth roofs and a tall chimney. */
export function factory({ colour }: Look): Drawing {
  const teeth = [0, 1, 2, 3]
    .map(
      (i) =>
        `<path d="M${i * 180} 300 L${i * 180} 180 L${i * 180 + 180} 300 Z" fill="${shade(colour, -0.3)}"/>` +
        `<path d="M${i * 180 + 4} 290 L${i * 180 + 4} 200 L${i * 180 + 40} 230 L${i * 180 + 40} 290 Z" fill="url(#o-window)"/>`,
    )
    .join('');
  return {
    width: 900,
    height: 600,
    svg:
      `<defs>${volume('o-wall', '#c7b9a6', true)}${WINDOW}</defs>` +
      `<path d="M760 40 L830 40 L850 420 L740 420 Z" fill="#9c5a44"/><path d="M760 80 L830 80 M758 110 L832 110" stroke="#e6e1d8" stroke-width="12"/>` +
      teeth +
      `<rect x="0" y="300" width="720" height="300" fill="url(#o-wall)"/>` +
      windows(5, 1, 40, 350, 140, 0, 100, 90) +
      `<rect x="300" y="470" width="140" height="130" fill="#4d5257"/><rect x="720" y="420" width="150" height="180" fill="${shade(colour, 0.2)}"/>`,
  };
}

/** The ground floor of a block, glazed from end to end and empty: a space for any use. */
export function groundFloorUnit({ colour }: Look): Drawing {
  return {
    width: 860,
    height: 600,
    svg:
      `<defs>${volume('o-wall', '#ddd6ca', true)}${WINDOW}</defs>` +
      `<rect x="0" y="0" width="860" height="600" fill="url(#o-wall)"/>` +
      windows(5, 2, 50, 30, 165, 120, 100, 80) +
      `<rect x="0" y="270" width="860" height="20" fill="${shade(colour, -0.2)}"/>` +
      `<rect x="40" y="320" width="780" height="280" fill="url(#o-window)" stroke="${colour}" stroke-width="12"/>` +
      `<path d="M235 320 L235 600 M430 320 L430 600 M625 320 L625 600" stroke="${colour}" stroke-width="10"/>`,
  };
}
