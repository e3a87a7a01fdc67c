import sharp, { type Metadata } from 'sharp';
import { limits } from '@mp/contract';
import { createSlots } from '../slots.ts';
import { pictureHash } from './picture-hash.ts';

/** Raster formats accepted from users; anything else (SVG, PDF, RAW…) is refused before decoding. */
export const acceptedImageFormats = ['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff'] as const;
export type ImageFormat = (typeof acceptedImageFormats)[number];

/** How an upload is sized: cropped to a centred square, or fitted inside a box (never enlarged). */
export type ImageFit = { square: number } | { maxSide: number };

export interface WebpOptions {
  /** WebP quality, 1–100. */
  quality?: number;
  /** Refuse images with more pixels than this (decompression bombs). */
  maxInputPixels?: number;
  /** Also a thumbnail of this size (a centred crop, upright, without metadata). */
  thumbnail?: { width: number; height: number };
  /** Also the perceptual hash (`picture-hash.ts`). */
  perceptualHash?: boolean;
}

export interface WebpImage {
  data: Buffer;
  width: number;
  height: number;
  contentType: 'image/webp';
  extension: 'webp';
  /** When asked for (`WebpOptions.thumbnail`). */
  thumbnail?: Buffer;
  /** When asked for (`WebpOptions.perceptualHash`): null for a picture without detail. */
  perceptualHash?: bigint | null;
}

/**
 * 40 megapixels, far more than the largest stored size needs (1600 px a side): an ordinary photo of a
 * phone or camera (12–24 MP) passes; a phone's 50 MP+ full-resolution mode and a 7000 × 7000
 * single-colour PNG of 48 KB, which cost the server seconds to decode, do not.
 */
export const defaultMaxInputPixels = limits.imageMaxMegapixels * 1_000_000;

/**
 * Pictures decoded at once, across every upload and every hash of a stored picture. A decode holds one
 * of libuv's threads (four by default), which reading the stored pictures (`/storage`) and DNS share: in
 * a publishing storm the others wait here, and every visitor's pictures are still read at once.
 */
export const conversionSlots = 2;
const conversions = createSlots(conversionSlots);

/** Runs sharp work on a picture in one of `conversionSlots`. */
export const inConversionSlot = <T>(work: () => Promise<T>): Promise<T> => conversions.run(work);

export type ImageErrorReason = 'not-an-image' | 'too-many-pixels';

/** The upload is not a usable picture; routes turn it into a 422 with their field's message. */
export class ImageError extends Error {
  constructor(
    readonly reason: ImageErrorReason,
    message: string,
  ) {
    super(message);
    this.name = 'ImageError';
  }
}

/**
 * The format a buffer's first bytes announce, or undefined. Checked before sharp sees the bytes, so
 * only these decoders ever run on user input, whatever the file is called or claims to be.
 */
export function sniffImageFormat(data: Uint8Array): ImageFormat | undefined {
  const ascii = (start: number, end: number) => String.fromCharCode(...data.subarray(start, end));
  if (data.length < 12) return undefined;
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (ascii(0, 4) === 'II*\0' || ascii(0, 4) === 'MM\0*') return 'tiff';
  if (ascii(4, 8) === 'ftyp') {
    const brand = ascii(8, 12);
    if (brand === 'avif' || brand === 'avis') return 'avif';
    if (['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'].includes(brand)) return 'heif';
  }
  return undefined;
}

/**
 * WebP encoder effort for uploads: 2 encodes about twice as fast as sharp's default 4 for files a few
 * per cent larger, and a seller waits for every picture of an ad (bench/README.md, publishing).
 */
const webpEffort = 2;
/** Thumbnails are small and seen small: a lower quality costs nothing seen. */
const thumbnailQuality = 80;

/**
 * Any accepted picture as WebP: recognised by its content, rotated upright by its EXIF orientation,
 * stripped of all metadata (EXIF, GPS, ICC comments), sized by `fit`, first frame only.
 * Throws `ImageError` for anything that is not a decodable picture of an accepted format.
 */
export function toWebp(input: Buffer, fit: ImageFit, options: WebpOptions = {}): Promise<WebpImage> {
  return conversions.run(() => convert(input, fit, options));
}

async function convert(input: Buffer, fit: ImageFit, options: WebpOptions): Promise<WebpImage> {
  const maxInputPixels = options.maxInputPixels ?? defaultMaxInputPixels;
  if (!sniffImageFormat(input)) throw new ImageError('not-an-image', 'unknown image signature');

  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: maxInputPixels }).metadata();
  } catch (error) {
    throw imageError(error);
  }
  if (!(acceptedImageFormats as readonly string[]).includes(metadata.format ?? '')) {
    throw new ImageError('not-an-image', `format ${metadata.format ?? 'unknown'} is not accepted`);
  }
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > maxInputPixels) {
    throw new ImageError('too-many-pixels', `${metadata.width}×${metadata.height} is too many pixels`);
  }

  // Upright, first frame only, within the pixel limit: the picture and its thumbnail alike.
  const decode = { limitInputPixels: maxInputPixels, autoOrient: true, animated: false };
  const pipeline = sharp(input, decode);
  if ('square' in fit) pipeline.resize(fit.square, fit.square, { fit: 'cover', position: 'centre' });
  else pipeline.resize(fit.maxSide, fit.maxSide, { fit: 'inside', withoutEnlargement: true });
  try {
    // sharp drops every piece of metadata unless told to keep it.
    const { data, info } = await pipeline
      .webp({ quality: options.quality ?? 82, effort: webpEffort })
      .toBuffer({ resolveWithObject: true });
    const { thumbnail } = options;
    return {
      data,
      width: info.width,
      height: info.height,
      contentType: 'image/webp',
      extension: 'webp',
      // From the upload, not the WebP: a JPEG shrinks as it is decoded, so each costs a few milliseconds.
      thumbnail:
        thumbnail &&
        (await sharp(input, decode)
          .resize(thumbnail.width, thumbnail.height, { fit: 'cover', position: 'centre' })
          .webp({ quality: thumbnailQuality, effort: webpEffort })
          .toBuffer()),
      perceptualHash: options.perceptualHash ? ((await pictureHash(input)) ?? null) : undefined,
    };
  } catch (error) {
    throw imageError(error);
  }
}

/** sharp's refusal as an `ImageError`: over the pixel limit, or not decodable. */
function imageError(error: unknown): ImageError {
  const message = error instanceof Error ? error.message : String(error);
  const reason = /pixel limit/i.test(message) ? 'too-many-pixels' : 'not-an-image';
  return new ImageError(reason, `sharp: ${message}`);
}
