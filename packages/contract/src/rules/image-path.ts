/** Shown wherever a product has no image (served by the web app from its public folder). */
export const imagePlaceholderPath = '/placeholder.svg';

const productPrefix = '/product/';
const storagePrefix = '/storage/';

/**
 * Spec §9: an image path starting with `/product/` loses that prefix; an empty path becomes the
 * placeholder. What remains is a file under the uploads root, so it is served from `/storage/`.
 * Absolute URLs (http, data, blob) and paths already rooted elsewhere are kept as they are.
 */
export function normaliseImagePath(path: string | null | undefined): string {
  const value = path?.trim() ?? '';
  if (!value) return imagePlaceholderPath;
  if (/^(https?:|data:|blob:)/i.test(value)) return value;
  if (value.startsWith(productPrefix)) {
    const rest = value.slice(productPrefix.length);
    return rest ? `${storagePrefix}${rest}` : imagePlaceholderPath;
  }
  return value.startsWith('/') ? value : `${storagePrefix}${value}`;
}
