import { productDetailReplySchema, type ProductDetail } from '@mp/contract';
import { TtlCache } from './ttl-cache.ts';

/**
 * An ad page: its data, and the JSON reply checked against the contract once, when it was built, and
 * kept as UTF-8 bytes: a hit is then only bytes sent (encoding 5 KB of Cyrillic took most of a hit).
 */
export interface ProductPage {
  detail: ProductDetail;
  json: Buffer;
}

/**
 * Ad pages, kept for a short while: an ad is read far more often than it changes, and its page needs
 * five queries. Every change to an ad calls `forget` (on every instance, through `ProductChanges`);
 * `ttlMs` only bounds how long a lost announcement can leave a page stale.
 */
export function productPages(
  load: (id: number) => Promise<ProductDetail>,
  options = { ttlMs: 120_000, maxEntries: 20_000 },
) {
  const cache = new TtlCache<number, ProductPage>(options.maxEntries, options.ttlMs);
  return {
    async get(id: number): Promise<ProductPage> {
      const cached = cache.get(id);
      if (cached !== undefined) return cached;
      const detail = await load(id);
      const page = {
        detail,
        json: Buffer.from(JSON.stringify(productDetailReplySchema.parse({ data: detail }))),
      };
      cache.set(id, page);
      return page;
    },
    forget(id: number): void {
      cache.delete(id);
    },
  };
}
