import { shade, volume, type Drawing, type Look } from './drawing.ts';

/**
 * Workplaces and tools of a trade, for vacancies and services: what the work looks like, not a
 * thing for sale.
 */

const box = (x: number, y: number, w: number, h: number) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#c49a6c"/><rect x="${x}" y="${y}" width="${w}" height="${h * 0.18}" fill="#b0885c"/><rect x="${x + w * 0.42}" y="${y}" width="${w * 0.16}" height="${h}" fill="#d8c49a" fill-opacity="0.8"/>`;

/** A desk with a monitor, a keyboard and a mug. */
export function workstation({ colour, accent }: Look): Drawing {
  return {
    width: 900,
    height: 560,
    svg:
      `<defs><linearGradient id="o-code" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1e2733"/><stop offset="1" stop-color="#0c1117"/></linearGradient></defs>` +
      `<rect x="0" y="330" width="900" height="30" fill="${shade(colour, -0.1)}"/><rect x="40" y="360" width="26" height="200" fill="#3a3a3a"/><rect x="834" y="360" width="26" height="200" fill="#3a3a3a"/>` +
      `<rect x="190" y="0" width="470" height="290" rx="12" fill="#222"/><rect x="206" y="16" width="438" height="258" fill="url(#o-code)"/>` +
      [0, 1, 2, 3, 4, 5, 6]
        .map(
          (i) =>
            `<rect x="${230 + (i % 3) * 24}" y="${40 + i * 32}" width="${120 + ((i * 67) % 180)}" height="10" rx="5" fill="${i % 2 ? accent : '#8fd18f'}" fill-opacity="0.8"/>`,
        )
        .join('') +
      `<rect x="400" y="290" width="50" height="30" fill="#333"/><rect x="350" y="318" width="150" height="12" rx="4" fill="#333"/>` +
      `<rect x="230" y="306" width="300" height="24" rx="6" fill="#e6e6e2"/><rect x="580" y="306" width="50" height="24" rx="12" fill="#e6e6e2"/>` +
      `<rect x="700" y="250" width="70" height="80" rx="8" fill="${accent}"/><path d="M770 270 Q800 275 795 300 Q790 318 770 318" fill="none" stroke="${accent}" stroke-width="10"/>`,
  };
}

/** A shop counter with a till, shelves of goods behind. */
export function checkout({ colour, accent }: Look): Drawing {
  const shelf = (y: number) =>
    `<rect x="40" y="${y}" width="820" height="12" fill="#8a6a4c"/>` +
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
      .map(
        (i) =>
          `<rect x="${60 + i * 80}" y="${y - 70 + (i % 3) * 10}" width="56" height="${70 - (i % 3) * 10}" rx="6" fill="${[accent, '#5b8bb0', '#d8c49a', '#9a3434'][i % 4]}"/>`,
      )
      .join('');
  return {
    width: 900,
    height: 640,
    svg:
      `<defs>${volume('o-counter', colour)}</defs>` +
      shelf(100) +
      shelf(220) +
      `<rect x="0" y="380" width="900" height="260" fill="url(#o-counter)"/><rect x="0" y="370" width="900" height="20" fill="${shade(colour, 0.2)}"/>` +
      `<rect x="520" y="250" width="240" height="120" rx="10" fill="#2e3238"/><rect x="540" y="266" width="120" height="60" rx="4" fill="#7fb3d5"/><rect x="680" y="270" width="60" height="80" rx="4" fill="#444"/>` +
      `<rect x="600" y="200" width="12" height="50" fill="#555"/><rect x="560" y="170" width="100" height="40" rx="6" fill="#1f2226"/>`,
  };
}

/** A lorry at a loading dock with boxes stacked beside it. */
export function loading({ colour }: Look): Drawing {
  return {
    width: 1000,
    height: 460,
    svg:
      `<defs>${volume('o-paint', colour)}</defs>` +
      `<rect x="0" y="40" width="520" height="320" rx="8" fill="#e8e8e4"/><rect x="20" y="60" width="480" height="280" fill="#3a3a3a"/>` +
      box(40, 200, 140, 140) +
      box(190, 240, 120, 100) +
      box(60, 100, 110, 100) +
      `<path d="M540 360 L540 140 Q540 120 570 120 L680 120 Q710 120 730 150 L780 250 L780 360 Z" fill="url(#o-paint)"/><path d="M570 150 L670 150 L720 240 L570 240 Z" fill="#9fc3e6"/>` +
      `<circle cx="160" cy="390" r="60" fill="#222"/><circle cx="160" cy="390" r="26" fill="#888"/><circle cx="680" cy="390" r="60" fill="#222"/><circle cx="680" cy="390" r="26" fill="#888"/>` +
      box(820, 300, 160, 160) +
      box(840, 170, 120, 130),
  };
}

/** A building site: a brick wall going up, a hard hat and a trowel on it. */
export function site({ accent }: Look): Drawing {
  const hat = accent === '#1f1f1f' ? '#f2b705' : accent;
  const bricks = Array.from({ length: 6 }, (_, row) =>
    Array.from(
      { length: 7 },
      (_, i) =>
        `<rect x="${(row % 2) * 60 + i * 120 - 60}" y="${200 + row * 50}" width="112" height="42" fill="${i % 3 ? '#a5533a' : '#b4624a'}"/>`,
    ).join(''),
  ).join('');
  return {
    width: 720,
    height: 500,
    svg:
      `<defs><clipPath id="o-wall"><rect x="0" y="200" width="720" height="300"/></clipPath>${volume('o-hat', hat)}</defs>` +
      `<rect x="0" y="200" width="720" height="300" fill="#d9d4c8"/><g clip-path="url(#o-wall)">${bricks}</g>` +
      `<path d="M200 190 Q200 40 330 40 Q460 40 460 190 Z" fill="url(#o-hat)"/><path d="M150 190 L510 190 Q510 214 470 214 L190 214 Q150 214 150 190 Z" fill="${shade(hat, -0.2)}"/>` +
      `<path d="M520 200 L680 120 L700 150 L560 210 Z" fill="#b8bcc2"/><rect x="660" y="90" width="60" height="24" rx="8" fill="#6e4b36" transform="rotate(-28 690 102)"/>`,
  };
}

/** A kitchen range with a steaming pot and a pan. */
export function kitchen({ colour }: Look): Drawing {
  const steam = (x: number) =>
    `<path d="M${x} 150 Q${x - 20} 110 ${x} 80 Q${x + 20} 50 ${x} 10" fill="none" stroke="#fff" stroke-width="10" stroke-opacity="0.55" stroke-linecap="round"/>`;
  return {
    width: 800,
    height: 640,
    svg:
      `<defs>${volume('o-steel', '#c9cdd2', true)}${volume('o-pot', colour, true)}</defs>` +
      `<rect x="0" y="300" width="800" height="340" fill="url(#o-steel)"/><rect x="0" y="280" width="800" height="30" fill="#3a3d42"/>` +
      `<rect x="80" y="380" width="640" height="220" rx="10" fill="#2a2d31"/><rect x="110" y="410" width="580" height="160" rx="6" fill="#4a3a30" fill-opacity="0.6"/>` +
      steam(200) +
      steam(260) +
      `<rect x="120" y="160" width="240" height="120" rx="16" fill="url(#o-pot)"/><rect x="100" y="150" width="280" height="24" rx="10" fill="${shade(colour, -0.3)}"/>` +
      `<ellipse cx="560" cy="270" rx="140" ry="22" fill="#26282b"/><rect x="690" y="258" width="110" height="20" rx="8" fill="#26282b"/>`,
  };
}

/** A stepladder, a paint tray and a roller. */
export function decorating({ colour, accent }: Look): Drawing {
  return {
    width: 700,
    height: 640,
    svg:
      `<path d="M120 640 L250 0 L280 0 L160 640 Z M380 640 L270 0 L300 0 L420 640 Z" fill="#b8bcc2"/>` +
      [150, 290, 430, 560]
        .map(
          (y) =>
            `<rect x="${160 + (640 - y) * 0.05}" y="${y}" width="${230 - (640 - y) * 0.1}" height="18" fill="#9aa0a6"/>`,
        )
        .join('') +
      `<path d="M440 560 L680 560 L650 640 L460 640 Z" fill="${shade(colour, -0.2)}"/><path d="M470 570 L650 570 L630 610 L480 610 Z" fill="${colour}"/>` +
      `<rect x="470" y="440" width="200" height="60" rx="30" fill="${colour}"/><path d="M570 500 L570 540 L520 560" fill="none" stroke="#555" stroke-width="10"/><rect x="500" y="550" width="40" height="90" rx="12" fill="${accent}" transform="rotate(20 520 595)"/>`,
  };
}

/** A mop in a bucket and a spray bottle. */
export function mopAndBucket({ colour, accent }: Look): Drawing {
  return {
    width: 620,
    height: 720,
    svg:
      `<defs>${volume('o-bucket', colour, true)}</defs>` +
      `<rect x="250" y="0" width="18" height="460" rx="8" fill="#b8bcc2" transform="rotate(12 260 460)"/>` +
      `<path d="M60 380 L440 380 L400 720 L100 720 Z" fill="url(#o-bucket)"/><ellipse cx="250" cy="380" rx="190" ry="28" fill="${shade(colour, -0.4)}"/><ellipse cx="250" cy="382" rx="160" ry="18" fill="#8fb7d0"/>` +
      `<path d="M200 380 Q240 330 300 380" fill="#e8e2d4"/>` +
      `<rect x="480" y="460" width="110" height="260" rx="26" fill="${accent}"/><path d="M500 460 L500 400 L580 400 L600 430 L560 430 L560 460 Z" fill="#2b2d33"/>`,
  };
}

/** A repair mat with an opened device, a screwdriver and small parts. */
export function repairBench({ colour, accent }: Look): Drawing {
  return {
    width: 880,
    height: 360,
    svg:
      `<rect x="0" y="240" width="880" height="120" rx="10" fill="#3f6b5a"/>` +
      [1, 2, 3, 4, 5, 6, 7]
        .map(
          (i) =>
            `<path d="M${i * 110} 240 L${i * 110 - 30} 360" stroke="#fff" stroke-opacity="0.15" stroke-width="3"/>`,
        )
        .join('') +
      `<rect x="80" y="40" width="380" height="250" rx="20" fill="${shade(colour, -0.15)}"/><rect x="100" y="60" width="340" height="210" rx="10" fill="#2f6f4f"/>` +
      `<rect x="150" y="100" width="110" height="70" fill="#222"/><rect x="290" y="100" width="100" height="40" fill="#b8bcc2"/><rect x="290" y="170" width="100" height="70" rx="6" fill="#c9b14a"/>` +
      `<rect x="520" y="270" width="230" height="24" rx="12" fill="${accent}"/><rect x="750" y="276" width="110" height="12" fill="#b8bcc2"/>` +
      `<circle cx="560" cy="330" r="8" fill="#9aa0a6"/><circle cx="600" cy="338" r="8" fill="#9aa0a6"/><circle cx="640" cy="326" r="8" fill="#9aa0a6"/>`,
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
