import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { limits, messages } from '@mp/contract';
import { validationError } from '../../http/errors.ts';
import { readImageUploads } from '../../http/image-upload.ts';
import type { WebpImage } from '../../platform/images/index.ts';
import { hashParts } from '../../platform/images/picture-hash.ts';
import { randomStorageKey, storageKeyOf, type FileStorage } from '../../platform/storage/index.ts';
import type { StoredImage, StoredPicture } from './repository.ts';

/** Storage folder of ad pictures (the demo catalogue's live elsewhere and are never deleted here). */
export const adImagesFolder = 'ads';
/** The demo catalogue's sizes (seed/images.ts): a 4:3 card and a full picture inside 1200 px. */
export const adCardSize = { width: 400, height: 300 } as const;
export const adFullSide = 1200;

export const adImagesAccepted =
  'JPEG, PNG, WebP, GIF, AVIF, HEIF or TIFF, recognised by content, at most 10 MB each and 10 per ad';

export const tooManyImages = () => validationError({ images: [messages.adImagesTooMany] });

/**
 * The pictures of a multipart form (`images[]` or `images`), each converted to the full-size WebP
 * (upright, without metadata) as it arrives; `existing` images already count against the limit of 10.
 * Text fields go to `onField`. Nothing is stored. A form without pictures resolves to `[]`.
 */
export async function readAdImages(
  request: FastifyRequest,
  options: { existing: number; onField?: (name: string, value: string) => void },
): Promise<WebpImage[]> {
  return readImageUploads(request, {
    fields: ['images[]', 'images'],
    errorField: 'images',
    maxBytes: limits.productImageMaxBytes,
    maxFiles: limits.productImagesMax,
    fit: { maxSide: adFullSide },
    conversion: { thumbnail: adCardSize, perceptualHash: true },
    tooManyFiles: tooManyImages,
    tooLargeMessage: messages.adImageTooLarge,
    beforeFile: (index) => {
      if (options.existing + index >= limits.productImagesMax) throw tooManyImages();
    },
    onField: options.onField,
    // The ad's own fields and up to ~50 filter values.
    maxFields: 64,
    allowNone: true,
  });
}

/** Ad pictures' files: stored as card and full WebP, and removed again. */
export function adImageFiles(storage: FileStorage, log: FastifyBaseLogger) {
  const remove = async (images: readonly StoredImage[]) => {
    const urls = images.flatMap((image) => [image.path, image.fullPath]);
    await Promise.all(
      urls
        .filter((url) => storageKeyOf(url)?.startsWith(`${adImagesFolder}/`))
        .map((url) =>
          storage.delete(url).catch((err: unknown) => log.warn({ err, url }, 'could not delete an ad image')),
        ),
    );
  };

  return {
    /** Writes each picture's card and full file (both made by its conversion, already without metadata). */
    async store(images: readonly WebpImage[]): Promise<StoredPicture[]> {
      const stored: StoredPicture[] = [];
      try {
        for (const image of images) {
          const { thumbnail: card, perceptualHash: hash } = image;
          if (!card || hash === undefined)
            throw new Error('an ad picture is converted with its card and hash');
          const picture = { pictureHash: hash, hashParts: hash === null ? [] : hashParts(hash) };
          const fullPath = await storage.put(
            randomStorageKey(adImagesFolder, 'webp'),
            image.data,
            'image/webp',
          );
          stored.push({ path: '', fullPath, ...picture });
          const path = await storage.put(randomStorageKey(adImagesFolder, 'webp'), card, 'image/webp');
          stored[stored.length - 1] = { path, fullPath, ...picture };
        }
      } catch (error) {
        await remove(stored);
        throw error;
      }
      return stored;
    },

    remove,

    /** Runs a database write for stored files; when it refuses or fails, the files go again. */
    async commit<T>(stored: readonly StoredImage[], write: () => Promise<T>): Promise<T> {
      try {
        return await write();
      } catch (error) {
        await remove(stored);
        throw error;
      }
    },
  };
}

export type AdImageFiles = ReturnType<typeof adImageFiles>;
