import { access, mkdir } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { forEachLimited } from './concurrency.ts';
import { Random } from './random.ts';

/** Public paths of one demo picture, as stored in product_images. */
export interface ImagePaths {
  path: string;
  fullPath: string;
}

export interface DemoImage extends ImagePaths {
  file: string;
  title: string;
  caption: string;
  variant: number;
}

const FOLDER = 'demo';
const FULL = { width: 1200, height: 900 };
const CARD = { width: 400, height: 300 };

/** The pool of pictures of one subcategory; ads of that subcategory reuse them. */
export function demoImages(
  categorySlug: string,
  sub: { slug: string; name: string },
  caption: string,
  count: number,
) {
  return Array.from({ length: count }, (_, variant): DemoImage => {
    const file = `${categorySlug}-${sub.slug}-${variant + 1}`;
    return {
      file,
      title: sub.name,
      caption,
      variant,
      path: `/storage/${FOLDER}/${file}.webp`,
      fullPath: `/storage/${FOLDER}/${file}-full.webp`,
    };
  });
}

/** Writes the pool's WebP files (card and full size) that are not on disk yet; returns how many were made. */
export async function renderDemoImages(uploadsDir: string, images: readonly DemoImage[]): Promise<number> {
  const folder = path.join(uploadsDir, FOLDER);
  await mkdir(folder, { recursive: true });
  let made = 0;
  await forEachLimited(images, availableParallelism(), async (image) => {
    const card = path.join(folder, `${image.file}.webp`);
    const full = path.join(folder, `${image.file}-full.webp`);
    if ((await exists(card)) && (await exists(full))) return;
    // One rasterisation for both sizes, and no alpha channel: encoding RGB WebP is much cheaper.
    const { data, info } = await sharp(Buffer.from(pictureSvg(image)))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    await sharp(data, raw).webp({ quality: 78, effort: 0 }).toFile(full);
    await sharp(data, raw).resize(CARD.width, CARD.height).webp({ quality: 78, effort: 2 }).toFile(card);
    made++;
  });
  return made;
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

/** A gradient with soft shapes and the subcategory's name: recognisable, light, and clearly a placeholder. */
function pictureSvg(image: DemoImage): string {
  const random = new Random(hash(image.file));
  const hue = hash(image.caption) % 360;
  const from = `hsl(${(hue + image.variant * 25) % 360}, 65%, 62%)`;
  const to = `hsl(${(hue + 40 + image.variant * 25) % 360}, 60%, 38%)`;
  const shapes = Array.from({ length: 5 }, () => {
    const x = random.int(0, FULL.width);
    const y = random.int(0, FULL.height);
    const size = random.int(80, 320);
    const opacity = (random.int(8, 22) / 100).toFixed(2);
    return random.chance(0.5)
      ? `<circle cx="${x}" cy="${y}" r="${size}" fill="#fff" fill-opacity="${opacity}"/>`
      : `<rect x="${x - size}" y="${y - size / 2}" width="${size * 2}" height="${size}" rx="36" fill="#000" fill-opacity="${opacity}"/>`;
  }).join('');
  const fontSize = image.title.length > 25 ? 54 : image.title.length > 18 ? 66 : 88;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${FULL.width}" height="${FULL.height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>${shapes}
<text x="50%" y="47%" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${fontSize}" font-weight="bold" fill="#fff" text-anchor="middle">${escapeXml(image.title)}</text>
<text x="50%" y="58%" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="40" fill="#fff" fill-opacity="0.85" text-anchor="middle">${escapeXml(image.caption)} · фото ${image.variant + 1}</text>
</svg>`;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** FNV-1a: a stable number from a string. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Runs `work` while the pool renders on the thread pool; resolves when both are done. */
export async function whileRendering<T>(
  uploadsDir: string,
  pool: readonly DemoImage[],
  work: () => Promise<T>,
): Promise<{ result: T; images: number }> {
  const rendering = renderDemoImages(uploadsDir, pool);
  // Handled at once, so a failure during `work` is not an unhandled rejection; awaited below.
  rendering.catch(() => undefined);
  const result = await work();
  return { result, images: await rendering };
}
