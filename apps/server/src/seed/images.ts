import { access, mkdir } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { forEachLimited } from './concurrency.ts';
import { sceneSvg } from './pictures/scene.ts';
import { subjectOf } from './pictures/subjects.ts';

/** Public paths of one demo picture, as stored in product_images. */
export interface ImagePaths {
  path: string;
  fullPath: string;
}

export interface DemoImage extends ImagePaths {
  file: string;
  categorySlug: string;
  subcategorySlug: string;
  variant: number;
}

const FOLDER = 'demo';
const CARD = { width: 400, height: 300 };

/** The pool of pictures of one subcategory; ads of that subcategory reuse them. */
export function demoImages(categorySlug: string, subcategorySlug: string, count: number) {
  return Array.from({ length: count }, (_, variant): DemoImage => {
    const file = `${categorySlug}-${subcategorySlug}-${variant + 1}`;
    return {
      file,
      categorySlug,
      subcategorySlug,
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

/** The picture's SVG: a photo-like scene of its subcategory's object, different per variant. */
export function pictureSvg(image: DemoImage): string {
  return sceneSvg(subjectOf(image.categorySlug, image.subcategorySlug), hash(image.file), image.variant);
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
