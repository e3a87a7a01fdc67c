import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { storageUrlPrefix, type FileStorage } from '../platform/storage/index.ts';
import { forEachLimited } from './concurrency.ts';
import { sceneSvg } from './pictures/scene.ts';
import type { Shown } from './pictures/kinds.ts';

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
  shown: Shown;
  variant: number;
}

const FOLDER = 'demo';
const CARD = { width: 400, height: 300 };

/** The `count` variants of a picture of what is shown: the thing, in its colour when it has one. */
export function demoImages(shown: Shown, count: number): DemoImage[] {
  return Array.from({ length: count }, (_, variant): DemoImage => {
    const file = `${shown.thing}-${shown.colour?.slug ?? 'any'}-${variant + 1}`;
    const key = `${FOLDER}/${file}.webp`;
    const fullKey = `${FOLDER}/${file}-full.webp`;
    return {
      file,
      shown,
      variant,
      key,
      fullKey,
      path: `${storageUrlPrefix}${key}`,
      fullPath: `${storageUrlPrefix}${fullKey}`,
    };
  });
}

/**
 * The pictures ads point at, made as ads ask for them: one set of variants per thing shown (its kind
 * and colour), shared by every ad that shows the same thing, so only what ads show is rendered.
 */
export class PicturePool {
  private readonly byFile = new Map<string, DemoImage[]>();
  private unrendered: DemoImage[] = [];

  constructor(private readonly variants: number) {}

  of(shown: Shown): readonly DemoImage[] {
    const file = `${shown.thing}-${shown.colour?.slug ?? 'any'}`;
    let images = this.byFile.get(file);
    if (!images) {
      images = demoImages(shown, this.variants);
      this.byFile.set(file, images);
      this.unrendered.push(...images);
    }
    return images;
  }

  /** The pictures asked for since the last call, to render. */
  takeNew(): DemoImage[] {
    const taken = this.unrendered;
    this.unrendered = [];
    return taken;
  }
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

/** The picture's SVG: a photo-like scene of what it shows, different per variant. */
export function pictureSvg(image: DemoImage): string {
  const { subject, colour } = image.shown;
  return sceneSvg(subject, hash(image.file), image.variant, colour?.hex);
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
