import { limits, messages, type AdImage } from '@mp/contract';

/** Client checks before sending (the server checks again by content). */
export function checkFiles(
  files: readonly File[],
  alreadyThere: number,
): { accepted: File[]; error: string | undefined } {
  const accepted: File[] = [];
  let error: string | undefined;
  for (const file of files) {
    if (!file.type.startsWith('image/')) error ??= messages.avatarNotImage;
    else if (file.size > limits.productImageMaxBytes) error ??= messages.adImageTooLarge;
    else if (alreadyThere + accepted.length >= limits.productImagesMax) error ??= messages.adImagesTooMany;
    else accepted.push(file);
  }
  return { accepted, error };
}

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
