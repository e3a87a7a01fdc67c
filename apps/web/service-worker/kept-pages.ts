// Pages the person was shown, kept for reading offline. A page the app drew itself (a link followed
// inside the app) never passed through the worker as a page, nor did the first page, loaded before the
// worker was there; the page names them (src/features/pwa/shown-pages.ts) and the worker reads them once.

/** The message a page sends with the addresses it showed. */
export const keepPagesMessage = 'KEEP_PAGES';

/** A page kept this recently is not read again: someone browsing back and forth costs no extra reads. */
export const pageCopyFreshMs = 10 * 60 * 1000;

/** Addresses not to read as pages: the API, stored files and the build's files are not pages. */
export const notPages = [/^\/api\//, /^\/storage\//, /^\/assets\//];

/** The same-origin page addresses of a `KEEP_PAGES` message, without duplicates; nothing for another message. */
export function pagesToKeep(data: unknown, origin: string): string[] {
  if (typeof data !== 'object' || data === null) return [];
  const { type, urls } = data as { type?: unknown; urls?: unknown };
  if (type !== keepPagesMessage || !Array.isArray(urls)) return [];
  const pages = new Set<string>();
  for (const url of urls) {
    if (typeof url !== 'string') continue;
    let address: URL;
    try {
      address = new URL(url, origin);
    } catch {
      continue;
    }
    if (address.origin !== origin || notPages.some((pattern) => pattern.test(address.pathname))) continue;
    address.hash = '';
    pages.add(address.href);
  }
  return [...pages];
}

/** Whether a kept copy (by the `Date` its server gave it) is recent enough not to be read again. */
export function isFresh(copy: Response | undefined, now: number): boolean {
  const date = Date.parse(copy?.headers.get('date') ?? '');
  return Number.isFinite(date) && now - date < pageCopyFreshMs;
}
