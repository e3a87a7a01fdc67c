import type { Db } from '../../db/client.ts';
import type { DomainEventBus } from '../../domain-events.ts';
import { moscowDay } from '../../platform/moscow-day.ts';
import type { StatsRepository } from './repository.ts';

/**
 * Fills the daily statistics from what the other modules announce, each change in the transaction that takes
 * the event off the outbox, so it is counted exactly once. An event counts on the Moscow day it is heard
 * (a retried one may land on the next day); views carry the day they were seen.
 */
export function listenForStats(events: DomainEventBus, repository: StatsRepository, now: () => Date): void {
  const today = () => moscowDay(now());

  events.onInTransaction('ads.viewed', 'stats.views', ({ day, views }, tx) =>
    repository.add(
      tx,
      day,
      views.map(({ productId, views: count }) => [productId, count] as const),
      'views',
    ),
  );

  // A person who wrote and called the same day is one contact.
  const contact = async (tx: Db, productId: number, personId: number) => {
    const day = today();
    if (await repository.firstContact(tx, day, productId, personId)) {
      await repository.add(tx, day, [[productId, 1]], 'contacts');
    }
  };
  events.onInTransaction('chat.started', 'stats.contacts', ({ productId, buyerId }, tx) =>
    contact(tx, productId, buyerId),
  );
  events.onInTransaction('phone.revealed', 'stats.contacts', ({ productId, viewerId }, tx) =>
    contact(tx, productId, viewerId),
  );

  events.onInTransaction('favorite.added', 'stats.favorites', ({ productId }, tx) =>
    repository.add(tx, today(), [[productId, 1]], 'favorites'),
  );
  events.onInTransaction('favorite.removed', 'stats.favorites', ({ productId }, tx) =>
    repository.add(tx, today(), [[productId, 1]], 'unfavorites'),
  );
  events.onInTransaction('cart.added', 'stats.cart', ({ productId }, tx) =>
    repository.add(tx, today(), [[productId, 1]], 'cart'),
  );
  events.onInTransaction('order.placed', 'stats.orders', ({ productIds }, tx) =>
    repository.add(
      tx,
      today(),
      productIds.map((id) => [id, 1] as const),
      'orders',
    ),
  );
  events.onInTransaction('ad.promoted', 'stats.promotions', ({ productId, kind }, tx) =>
    repository.mark(tx, today(), productId, kind === 'raise' ? 'raised' : 'vip'),
  );
}
