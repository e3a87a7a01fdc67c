import { limits, messages, type AdImage } from '@mp/contract';
import { checkImageFiles } from '../../shared/lib/image-files.ts';

/** Client checks of the ad's photos before sending (the server checks again by content). */
export const checkFiles = (files: readonly File[], alreadyThere: number) =>
  checkImageFiles(files, {
    alreadyThere,
    max: limits.productImagesMax,
    maxBytes: limits.productImageMaxBytes,
    tooLarge: messages.adImageTooLarge,
    tooMany: messages.adImagesTooMany,
  });

/** `images` with the one at `from` moved to `to`. */
export function moveImage<T>(images: readonly T[], from: number, to: number): T[] {
  const next = [...images];
  const [moved] = next.splice(from, 1);
  if (moved === undefined || to < 0 || to > images.length - 1) return [...images];
  next.splice(to, 0, moved);
  return next;
}

/** The images a reply carries, whoever owns them (`{data: {images}}` or `{data: [images]}`). */
export function imagesOfReply(reply: unknown): AdImage[] | undefined {
  const data = (reply as { data?: unknown } | undefined)?.data;
  const list = Array.isArray(data) ? data : (data as { images?: unknown } | undefined)?.images;
  if (!Array.isArray(list)) return undefined;
  return list.filter(
    (item): item is AdImage =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as AdImage).id === 'number' &&
      typeof (item as AdImage).path === 'string',
  );
}
