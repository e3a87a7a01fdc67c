import { shade, volume, type Drawing, type Look } from './drawing.ts';

const COATS = ['#c8893e', '#3a2b22', '#e8dcc7', '#8a8a8a', '#d6a46a', '#f2eee6'];

function coat(look: Look): { fur: string; id: string; defs: string } {
  const fur = look.random.pick(COATS);
  return {
    fur,
    id: 'url(#o-fur)',
    defs: `<radialGradient id="o-fur" cx="0.4" cy="0.3" r="0.8"><stop offset="0" stop-color="${shade(fur, 0.2)}"/><stop offset="1" stop-color="${shade(fur, -0.3)}"/></radialGradient>`,
  };
}

/** A dog sitting in profile. */
export function dog(look: Look): Drawing {
  const { fur, id, defs } = coat(look);
  return {
    width: 520,
    height: 560,
    svg:
      `<defs>${defs}</defs>` +
      `<path d="M120 540 Q60 380 150 300 Q190 250 270 260 L300 420 Q320 520 290 540 Z" fill="${id}"/>` +
      `<path d="M90 520 Q20 500 40 450" fill="none" stroke="${shade(fur, -0.2)}" stroke-width="26" stroke-linecap="round"/>` +
      `<path d="M230 280 L250 130 L330 120 L340 300 Z" fill="${id}"/>` +
      `<ellipse cx="300" cy="130" rx="95" ry="85" fill="${id}"/><path d="M360 120 Q450 120 470 160 Q470 200 380 195 Z" fill="${id}"/>` +
      `<ellipse cx="462" cy="158" rx="18" ry="14" fill="#1a1a1a"/><circle cx="330" cy="110" r="11" fill="#1a1a1a"/>` +
      `<path d="M250 70 Q200 80 215 190 Q250 170 270 100 Z" fill="${shade(fur, -0.35)}"/>` +
      `<rect x="270" y="420" width="44" height="120" rx="18" fill="${id}"/><ellipse cx="300" cy="540" rx="40" ry="14" fill="${shade(fur, -0.1)}"/>`,
  };
}

/** A cat sitting, seen from the front. */
export function cat(look: Look): Drawing {
  const { fur, id, defs } = coat(look);
  return {
    width: 400,
    height: 560,
    svg:
      `<defs>${defs}</defs>` +
      `<path d="M330 520 Q420 470 380 360" fill="none" stroke="${shade(fur, -0.2)}" stroke-width="30" stroke-linecap="round"/>` +
      `<path d="M200 200 Q60 240 60 420 Q60 540 200 540 Q340 540 340 420 Q340 240 200 200 Z" fill="${id}"/>` +
      `<path d="M85 60 L110 160 L160 110 Z M315 60 L290 160 L240 110 Z" fill="${shade(fur, -0.2)}"/>` +
      `<ellipse cx="200" cy="170" rx="120" ry="105" fill="${id}"/>` +
      `<ellipse cx="155" cy="160" rx="18" ry="22" fill="#8bb04a"/><ellipse cx="245" cy="160" rx="18" ry="22" fill="#8bb04a"/><ellipse cx="155" cy="160" rx="5" ry="18" fill="#111"/><ellipse cx="245" cy="160" rx="5" ry="18" fill="#111"/>` +
      `<path d="M188 205 L212 205 L200 220 Z" fill="#d98a8a"/><path d="M100 215 L40 205 M100 225 L40 235 M300 215 L360 205 M300 225 L360 235" stroke="#f5f5f5" stroke-width="3"/>`,
  };
}

/** A parrot on a perch. */
export function bird({ colour }: Look): Drawing {
  const feathers = colour === '#2b2d33' || colour === '#e4e1da' ? '#4caf50' : shade(colour, 0.15);
  return {
    width: 360,
    height: 560,
    svg:
      `<rect x="0" y="450" width="360" height="22" rx="10" fill="#8a6244"/><rect x="170" y="470" width="20" height="90" fill="#6d4e36"/>` +
      `<path d="M170 430 L150 560 L200 560 Z" fill="${shade(feathers, -0.35)}"/>` +
      `<ellipse cx="180" cy="310" rx="90" ry="150" fill="${feathers}"/><ellipse cx="215" cy="320" rx="55" ry="120" fill="${shade(feathers, -0.25)}"/>` +
      `<circle cx="170" cy="150" r="70" fill="${shade(feathers, 0.2)}"/><path d="M110 150 Q70 160 90 210 Q110 190 120 170 Z" fill="#f0c040"/>` +
      `<circle cx="150" cy="135" r="14" fill="#fff"/><circle cx="148" cy="135" r="8" fill="#111"/>`,
  };
}

export function aquarium({ random }: Look): Drawing {
  const fish = Array.from({ length: 6 }, () => {
    const x = random.int(120, 620);
    const y = random.int(90, 330);
    const colour = random.pick(['#f08c2e', '#e84a5f', '#f7d44c', '#4fc3f7']);
    return `<g transform="translate(${x} ${y})"><ellipse rx="24" ry="12" fill="${colour}"/><path d="M20 0 L40 -14 L40 14 Z" fill="${colour}"/></g>`;
  }).join('');
  const weeds = Array.from(
    { length: 5 },
    (_, i) =>
      `<path d="M${90 + i * 140} 420 Q${70 + i * 140} 330 ${100 + i * 140} 250" fill="none" stroke="#3f8f4a" stroke-width="12" stroke-linecap="round"/>`,
  ).join('');
  return {
    width: 760,
    height: 520,
    svg:
      `<defs><linearGradient id="o-water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fd0e8"/><stop offset="1" stop-color="#2f7f9a"/></linearGradient></defs>` +
      `<rect x="20" y="30" width="720" height="400" fill="url(#o-water)" stroke="#cfe6ee" stroke-width="10"/>${weeds}${fish}` +
      `<path d="M25 390 Q200 360 380 395 Q560 365 735 390 L735 430 L25 430 Z" fill="#d9c59a"/>` +
      `<rect x="0" y="0" width="760" height="36" rx="6" fill="#2a2a2a"/><rect x="0" y="430" width="760" height="90" fill="#3b2d24"/>`,
  };
}

export function rodent(look: Look): Drawing {
  const { fur, id, defs } = coat(look);
  return {
    width: 460,
    height: 320,
    svg:
      `<defs>${defs}</defs>` +
      `<ellipse cx="230" cy="200" rx="200" ry="120" fill="${id}"/><circle cx="380" cy="150" r="80" fill="${id}"/>` +
      `<circle cx="350" cy="80" r="30" fill="${shade(fur, -0.15)}"/><circle cx="350" cy="80" r="16" fill="#d98a8a"/>` +
      `<circle cx="410" cy="135" r="11" fill="#111"/><circle cx="455" cy="165" r="9" fill="#d98a8a"/>` +
      `<ellipse cx="150" cy="315" rx="34" ry="10" fill="${shade(fur, -0.3)}"/><ellipse cx="330" cy="315" rx="34" ry="10" fill="${shade(fur, -0.3)}"/>`,
  };
}

export function bowl({ colour, random }: Look): Drawing {
  const kibble = Array.from(
    { length: 14 },
    () =>
      `<circle cx="${random.int(110, 350)}" cy="${random.int(36, 60)}" r="${random.int(9, 13)}" fill="${random.pick(['#8a5a32', '#a06b3c', '#6e4526'])}"/>`,
  ).join('');
  return {
    width: 460,
    height: 180,
    svg:
      `<defs>${volume('o-bowl', colour)}</defs>` +
      `<path d="M20 60 Q40 180 230 180 Q420 180 440 60 Z" fill="url(#o-bowl)"/><ellipse cx="230" cy="60" rx="210" ry="34" fill="${shade(colour, -0.4)}"/>${kibble}`,
  };
}
