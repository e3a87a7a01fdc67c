import { shade, type Drawing, type Look } from './drawing.ts';

/** Stamps with perforated edges, laid on an album page. */
export function stamps({ random }: Look): Drawing {
  const stamp = (x: number, y: number, fill: string) => {
    const holes = Array.from({ length: 7 }, (_, i) => i * 24 + 12)
      .map(
        (d) =>
          `<circle cx="${x + d}" cy="${y}" r="5" fill="#f5f1e6"/><circle cx="${x + d}" cy="${y + 200}" r="5" fill="#f5f1e6"/>`,
      )
      .join('');
    return (
      `<rect x="${x}" y="${y}" width="168" height="200" fill="#fdfbf5"/><rect x="${x + 14}" y="${y + 14}" width="140" height="172" fill="${fill}"/>` +
      `<circle cx="${x + 84}" cy="${y + 90}" r="40" fill="${shade(fill, 0.45)}"/><rect x="${x + 30}" y="${y + 150}" width="60" height="14" fill="${shade(fill, -0.35)}"/>${holes}`
    );
  };
  const inks = ['#b03a2e', '#35598a', '#3f7a4a', '#8a5a9a', '#c8892e'];
  return {
    width: 720,
    height: 500,
    svg:
      `<rect x="0" y="0" width="720" height="500" rx="10" fill="#f5f1e6"/><rect x="0" y="0" width="720" height="500" rx="10" fill="none" stroke="#2c3e50" stroke-width="16"/>` +
      stamp(50, 40, random.pick(inks)) +
      stamp(276, 40, random.pick(inks)) +
      stamp(502, 40, random.pick(inks)) +
      stamp(160, 270, random.pick(inks)) +
      stamp(390, 270, random.pick(inks)),
  };
}

/** Enamel badges pinned to a velvet board. */
export function badges({ colour, accent }: Look): Drawing {
  const star = (cx: number, cy: number, r: number, fill: string) => {
    const points = Array.from({ length: 10 }, (_, i) => {
      const a = (i * Math.PI) / 5 - Math.PI / 2;
      const d = i % 2 === 0 ? r : r * 0.45;
      return `${(cx + Math.cos(a) * d).toFixed(1)},${(cy + Math.sin(a) * d).toFixed(1)}`;
    }).join(' ');
    return `<polygon points="${points}" fill="${fill}" stroke="#d4a537" stroke-width="5"/>`;
  };
  return {
    width: 700,
    height: 440,
    svg:
      `<rect x="0" y="0" width="700" height="440" rx="12" fill="${shade(colour, -0.45)}"/>` +
      star(140, 130, 80, '#c8262c') +
      `<circle cx="350" cy="130" r="70" fill="${accent}" stroke="#d4a537" stroke-width="8"/>` +
      `<path d="M520 60 L620 60 L620 160 L570 210 L520 160 Z" fill="#35598a" stroke="#d4a537" stroke-width="6"/>` +
      `<rect x="90" y="270" width="140" height="110" rx="14" fill="#3f7a4a" stroke="#d4a537" stroke-width="6"/>` +
      star(350, 320, 70, '#d4a537') +
      `<circle cx="570" cy="320" r="66" fill="#f1efe8" stroke="#c8262c" stroke-width="12"/>`,
  };
}

/** A fan of old banknotes. */
export function banknotes({ random }: Look): Drawing {
  const note = (angle: number, fill: string) =>
    `<g transform="rotate(${angle} 360 420)"><rect x="80" y="120" width="560" height="260" rx="6" fill="${fill}"/>` +
    `<rect x="100" y="140" width="520" height="220" fill="none" stroke="${shade(fill, -0.35)}" stroke-width="6"/>` +
    `<ellipse cx="500" cy="250" rx="70" ry="85" fill="${shade(fill, 0.4)}"/><rect x="140" y="180" width="200" height="24" fill="${shade(fill, -0.3)}"/><rect x="140" y="300" width="120" height="40" fill="${shade(fill, -0.3)}"/></g>`;
  const tints = ['#7a9a6a', '#b98a5a', '#8a7aa8', '#a8746a', '#6a8aa8'];
  return {
    width: 720,
    height: 480,
    svg: note(-14, random.pick(tints)) + note(-4, random.pick(tints)) + note(8, random.pick(tints)),
  };
}

/** A porcelain figurine: a girl in a long dress on a round base. */
export function figurine({ colour }: Look): Drawing {
  return {
    width: 300,
    height: 600,
    svg:
      `<defs><radialGradient id="o-china" cx="0.35" cy="0.3"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#cfd3d6"/></radialGradient></defs>` +
      `<ellipse cx="150" cy="570" rx="140" ry="30" fill="#e4e6e8"/>` +
      `<path d="M150 200 Q70 400 30 560 L270 560 Q230 400 150 200 Z" fill="url(#o-china)"/>` +
      `<path d="M60 500 Q150 470 240 500" fill="none" stroke="${colour}" stroke-width="10"/><path d="M80 440 Q150 415 220 440" fill="none" stroke="${colour}" stroke-width="6"/>` +
      `<path d="M110 190 Q150 160 190 190 L180 280 L120 280 Z" fill="${colour}"/>` +
      `<circle cx="150" cy="130" r="55" fill="url(#o-china)"/><path d="M95 120 Q150 40 205 120 Q180 90 150 88 Q120 90 95 120 Z" fill="#d4a537"/>` +
      `<path d="M120 230 Q60 260 90 320 M180 230 Q240 260 210 320" fill="none" stroke="#e8eaec" stroke-width="20" stroke-linecap="round"/>`,
  };
}
