import { shade, type Drawing, type Look } from './drawing.ts';

const COVERS = ['#7a2e2e', '#2e4a7a', '#2f5d3a', '#c9a04a', '#5a3d6b', '#1f1f1f', '#b5562f', '#3f6f75'];

/** A stack of books of random sizes and colours, spines facing the camera. */
export function books({ random }: Look): Drawing {
  let y = 420;
  const parts: string[] = [];
  for (let i = 0; i < random.int(4, 6); i++) {
    const height = random.int(34, 62);
    const width = random.int(330, 440);
    const x = 20 + random.int(0, 470 - width);
    const cover = random.pick(COVERS);
    y -= height;
    parts.push(
      `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="4" fill="${cover}"/>` +
        `<rect x="${x + 6}" y="${y + 5}" width="${width - 12}" height="${height - 10}" fill="#f2ede0" fill-opacity="0.12"/>` +
        `<rect x="${x + 30}" y="${y + 8}" width="6" height="${height - 16}" fill="${shade(cover, 0.5)}" fill-opacity="0.7"/>` +
        `<rect x="${x + width - 36}" y="${y + 8}" width="6" height="${height - 16}" fill="${shade(cover, 0.5)}" fill-opacity="0.7"/>`,
    );
  }
  return { width: 500, height: 420, svg: parts.join('') };
}
