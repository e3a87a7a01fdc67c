import { useQueryClient } from '@tanstack/react-query';
import { realtimeChannels, realtimeEvents } from '@mp/contract';
import { ChatLiveUpdates } from '../features/chat/index.ts';
import { notificationArrived } from '../features/notifications/index.ts';
import { orderNotified } from '../features/orders/index.ts';
import { useCurrentUser } from '../shared/auth/session.ts';
import { useChannelEvent } from '../shared/realtime/index.ts';

/**
 * What the signed-in person's own channel brings, wherever they are: notifications (one about an order
 * also reads that order again) and chat news.
 */
export function LiveUpdates() {
  const client = useQueryClient();
  const me = useCurrentUser()?.id;
  const channel = me === undefined ? null : realtimeChannels.userNotifications(me);
  useChannelEvent(channel, realtimeEvents.notification, (notification) => {
    notificationArrived(client, notification);
    orderNotified(client, notification);
  });
  return <ChatLiveUpdates />;
}
