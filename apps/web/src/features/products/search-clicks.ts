/**
 * Tells the server that an ad was opened from the results of `search`: the search vocabulary learns from what
 * people open after their words (`POST /api/search/clicks`). Sent as a beacon, so leaving the page for the ad
 * does not cancel it; nothing is shown when it fails.
 */
export function reportSearchClick(search: string, productId: number): void {
  const body = JSON.stringify({ search, product_id: productId });
  if (navigator.sendBeacon?.('/api/search/clicks', new Blob([body], { type: 'application/json' }))) return;
  void fetch('/api/search/clicks', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
    keepalive: true,
  }).catch(() => undefined);
}

/** The ad a click opens, from the link it is inside («/product/123»), or undefined. */
export function openedProductId(target: EventTarget | null): number | undefined {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  const id = /^\/product\/(\d+)/.exec(link?.getAttribute('href') ?? '')?.[1];
  return id === undefined ? undefined : Number(id);
}
