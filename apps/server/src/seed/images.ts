import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { storageUrlPrefix, type FileStorage } from '../platform/storage/index.ts';
import { forEachLimited } from './concurrency.ts';
import { sceneSvg } from './pictures/scene.ts';
import { subjectOf } from './pictures/subjects.ts';

/** Public paths of one demo picture, as stored in product_images. */
export interface ImagePaths {
  path: string;
  fullPath: string;
}

export interface DemoImage extends ImagePaths {
  /** Storage keys of the card and the full-size picture. */
  key: string;
  fullKey: string;
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
    const key = `${FOLDER}/${file}.webp`;
    const fullKey = `${FOLDER}/${file}-full.webp`;
    return {
      file,
      categorySlug,
      subcategorySlug,
      variant,
      key,
      fullKey,
      path: `${storageUrlPrefix}${key}`,
      fullPath: `${storageUrlPrefix}${fullKey}`,
    };
  });
}

/** Stores the pool's WebP pictures (card and full size) that are not stored yet; returns how many were made. */
export async function renderDemoImages(storage: FileStorage, images: readonly DemoImage[]): Promise<number> {
  let made = 0;
  await forEachLimited(images, availableParallelism(), async (image) => {
    if ((await storage.exists(image.key)) && (await storage.exists(image.fullKey))) return;
    // One rasterisation for both sizes, and no alpha channel: encoding RGB WebP is much cheaper.
    const { data, info } = await sharp(Buffer.from(pictureSvg(image)))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const full = await sharp(data, raw).webp({ quality: 78, effort: 0 }).toBuffer();
    await storage.put(image.fullKey, full, 'image/webp');
    const card = await sharp(data, raw)
      .resize(CARD.width, CARD.height)
      .webp({ quality: 78, effort: 2 })
      .toBuffer();
    await storage.put(image.key, card, 'image/webp');
    made++;
  });
  return made;
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
  storage: FileStorage,
  pool: readonly DemoImage[],
  work: () => Promise<T>,
): Promise<{ result: T; images: number }> {
  const rendering = renderDemoImages(storage, pool);
  // Handled at once, so a failure during `work` is not an unhandled rejection; awaited below.
  rendering.catch(() => undefined);
  const result = await work();
  return { result, images: await rendering };
}
