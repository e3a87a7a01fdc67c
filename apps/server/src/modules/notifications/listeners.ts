import type { DomainEventBus, DomainEvents } from '../../domain-events.ts';
import { noticesOf } from './notices.ts';
import type { NotificationsService } from './service.ts';

/** Notifications listen to every event people hear about and write its notices (record 0119). */
export function listenForNotices(
  events: DomainEventBus,
  notifications: Pick<NotificationsService, 'notify'>,
) {
  const listen = <Name extends keyof DomainEvents>(event: Name) => {
    const notices = noticesOf[event];
    if (!notices) return;
    events.on(event, 'notifications.notice', async (payload) => {
      for (const { userId, ...notice } of notices(payload)) await notifications.notify(userId, notice);
    });
  };
  (Object.keys(noticesOf) as (keyof DomainEvents)[]).forEach(listen);
}
