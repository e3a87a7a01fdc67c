import { shade } from './drawing.ts';

/** A spoked wheel (bicycle, scooter) centred at (x, y). */
export function spokedWheel(x: number, y: number, radius: number): string {
  const spokes = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    return `M${x} ${y} L${(x + Math.cos(a) * radius).toFixed(1)} ${(y + Math.sin(a) * radius).toFixed(1)}`;
  }).join(' ');
  return `<circle cx="${x}" cy="${y}" r="${radius}" fill="none" stroke="#1c1c1c" stroke-width="${radius * 0.14}"/><circle cx="${x}" cy="${y}" r="${radius * 0.9}" fill="none" stroke="#9aa0a6" stroke-width="4"/><path d="${spokes}" stroke="#b9bec3" stroke-width="2"/><circle cx="${x}" cy="${y}" r="${radius * 0.08}" fill="#555"/>`;
}

/** A car or motorcycle wheel: tyre, rim and hub, centred at (x, y). */
export function carWheel(x: number, y: number, radius: number, rim = '#b8bcc2'): string {
  const bolts = Array.from({ length: 5 }, (_, i) => {
    const a = (i * 2 * Math.PI) / 5;
    return `<path d="M${x} ${y} L${(x + Math.cos(a) * radius * 0.6).toFixed(1)} ${(y + Math.sin(a) * radius * 0.6).toFixed(1)}" stroke="${shade(rim, -0.3)}" stroke-width="${radius * 0.12}"/>`;
  }).join('');
  return `<circle cx="${x}" cy="${y}" r="${radius}" fill="#1b1b1b"/><circle cx="${x}" cy="${y}" r="${radius * 0.64}" fill="${rim}"/>${bolts}<circle cx="${x}" cy="${y}" r="${radius * 0.16}" fill="${shade(rim, -0.2)}"/>`;
}
