import type { DomainEventBus, DomainEvents } from '../../domain-events.ts';
import { pushesOf } from './pushes.ts';
import type { PushService } from './service.ts';

/**
 * Push listens to the events people hear about, to the pushes due to each device, and to the end of a
 * session, whose device's subscription goes with it (records 0120, 0121).
 */
export function listenForPushes(events: DomainEventBus, push: PushService) {
  const listen = <Name extends keyof DomainEvents>(event: Name) => {
    const pushes = pushesOf[event];
    if (!pushes) return;
    events.on(event, 'push.notify', async (payload) => {
      for (const one of pushes(payload)) await push.push(one);
    });
  };
  (Object.keys(pushesOf) as (keyof DomainEvents)[]).forEach(listen);
  events.on('push.due', 'push.send', (due) => push.send(due));
  events.on('session.ended', 'push.forget-session', ({ sessionId }) => push.forgetSession(sessionId));
}
