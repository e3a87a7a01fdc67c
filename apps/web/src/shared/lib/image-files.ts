import { messages } from '@mp/contract';

export interface ImageFileRules {
  /** Pictures the field already holds. */
  alreadyThere: number;
  max: number;
  maxBytes: number;
  /** The server's own messages for a file over `maxBytes` and for one over `max`. */
  tooLarge: string;
  tooMany: string;
}

/**
 * The pictures of `files` the field may send, checked in the browser before any upload (the server
 * checks again by content), and the first problem met.
 */
export function checkImageFiles(
  files: readonly File[],
  { alreadyThere, max, maxBytes, tooLarge, tooMany }: ImageFileRules,
): { accepted: File[]; error: string | undefined } {
  const accepted: File[] = [];
  let error: string | undefined;
  for (const file of files) {
    if (!file.type.startsWith('image/')) error ??= messages.avatarNotImage;
    else if (file.size > maxBytes) error ??= tooLarge;
    else if (alreadyThere + accepted.length >= max) error ??= tooMany;
    else accepted.push(file);
  }
  return { accepted, error };
}

/** A picked file's preview address (none where the browser cannot make one); free it with `releasePreview`. */
export const previewOf = (file: File) =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : undefined;

export const releasePreview = (preview: string | undefined) => {
  if (preview && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(preview);
};
