import { messages } from '@mp/contract';
import { forbidden, notFound, tooManyRequests } from '../../http/errors.ts';
import type { RateLimit, RateLimiter } from '../../platform/rate-limit/index.ts';
import type { DomainEventBus } from '../../domain-events.ts';
import type { BlocksService } from '../blocks/index.ts';
import type { ContactsRepository } from './repository.ts';

/** Distinct sellers' numbers a viewer may see in 24 hours (the number in `messages.phoneViewsLimit`). */
export const phoneViewsPerViewer = { limit: 20, windowMs: 24 * 60 * 60 * 1000 } as const satisfies RateLimit;

export interface ContactsServiceDeps {
  repository: ContactsRepository;
  blocks: Pick<BlocksService, 'isBlocked'>;
  limiter: RateLimiter;
  events: Pick<DomainEventBus, 'announce'>;
}

export type ContactsService = ReturnType<typeof contactsService>;

/** «Показать телефон»: the seller's number on request, so that ads never carry it (record 0083). */
export function contactsService({ repository, blocks, limiter, events }: ContactsServiceDeps) {
  return {
    /**
     * The phone of the active ad's seller for a signed-in viewer: free for the seller themself;
     * refused when the seller takes no calls (or has blocked the viewer, told the same way);
     * otherwise one of the viewer's 20 distinct sellers a day, a seller seen again that day is free.
     */
    async sellerPhone(productId: number, viewerId: number): Promise<string> {
      const seller = await repository.sellerOfActiveAd(productId);
      if (!seller) throw notFound(messages.productNotFound);
      if (seller.id === viewerId) return seller.phone;
      if (!seller.allowCalls || (await blocks.isBlocked(seller.id, viewerId))) {
        throw forbidden(messages.phoneHidden);
      }
      const { allowed, retryAfterMs } = await limiter.hitDistinct(
        `phone-views:${viewerId}`,
        String(seller.id),
        phoneViewsPerViewer,
      );
      if (!allowed) throw tooManyRequests(retryAfterMs, messages.phoneViewsLimit);
      await events.announce('phone.revealed', { productId, sellerId: seller.id, viewerId });
      return seller.phone;
    },
  };
}
