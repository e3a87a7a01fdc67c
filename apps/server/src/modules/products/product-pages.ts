import { productDetailReplySchema, type ProductDetail } from '@mp/contract';
import { TtlCache } from '../../platform/ttl-cache.ts';

/**
 * Ad pages, kept for a short while: an ad is read far more often than it changes, and its page needs
 * several queries. A page is kept as its JSON reply, checked against the contract once, when it was
 * built, in UTF-8 bytes only: a hit is then only bytes sent (encoding 5 KB of Cyrillic took most of a
 * hit), and thousands of kept pages are not thousands of objects for the garbage collector to walk.
 * Every change to an ad calls `forget` (on every instance, through `ProductChanges`); `ttlMs` only
 * bounds how long a lost announcement can leave a page stale.
 */
export function productPages(
  load: (id: number) => Promise<ProductDetail>,
  options = { ttlMs: 120_000, maxEntries: 20_000 },
) {
  const cache = new TtlCache<number, Buffer>(options.maxEntries, options.ttlMs);
  return {
    async get(id: number): Promise<Buffer> {
      const cached = cache.get(id);
      if (cached !== undefined) return cached;
      const json = Buffer.from(JSON.stringify(productDetailReplySchema.parse({ data: await load(id) })));
      cache.set(id, json);
      return json;
    },
    forget(id: number): void {
      cache.delete(id);
    },
  };
}
