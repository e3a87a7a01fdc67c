import { productDetailReplySchema } from '@mp/contract';
import type { ProductsService } from './service.ts';
import { TtlCache } from './ttl-cache.ts';

/**
 * Ad pages as ready JSON, kept for a short while: an ad is read far more often than it changes, and
 * its page needs five queries. The reply is checked against the contract once, when it is built.
 * Another instance may show a changed ad up to `ttlMs` late; a change here calls `forget`.
 */
export function productPages(service: ProductsService, options = { ttlMs: 30_000, maxEntries: 20_000 }) {
  const cache = new TtlCache<number, string>(options.maxEntries, options.ttlMs);
  return {
    async json(id: number): Promise<string> {
      const cached = cache.get(id);
      if (cached !== undefined) return cached;
      const json = JSON.stringify(productDetailReplySchema.parse({ data: await service.detail(id) }));
      cache.set(id, json);
      return json;
    },
    forget(id: number): void {
      cache.delete(id);
    },
  };
}
