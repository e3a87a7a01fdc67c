import { pushLimits, type PushKind, type PushMessage } from '@mp/contract';
import type { DomainEvents } from '../../domain-events.ts';
import type { PushDelivery } from '../../platform/push/index.ts';
import { noticesOf } from '../notifications/index.ts';

/** One push for one person, of a kind they may turn off. */
export interface Push {
  userId: number;
  kind: PushKind;
  message: PushMessage;
}

/**
 * How long a push service keeps each kind for a device that is away, and how urgently the device wakes:
 * a chat message is worth waking for and stale within the hour; new ads of a search can wait for the
 * device to be on its charger.
 */
export const deliveryOf: Record<PushKind, Omit<PushDelivery, 'topic'>> = {
  messages: { ttlSeconds: 60 * 60, urgency: 'high' },
  orders: { ttlSeconds: 24 * 60 * 60, urgency: 'normal' },
  reviews: { ttlSeconds: 24 * 60 * 60, urgency: 'normal' },
  saved_searches: { ttlSeconds: 12 * 60 * 60, urgency: 'low' },
  tariffs: { ttlSeconds: 24 * 60 * 60, urgency: 'normal' },
};

/** The text's first `pushLimits.bodyMaxChars` characters, cut with an ellipsis. */
export function beginning(text: string): string {
  const chars = [...text.trim()];
  if (chars.length <= pushLimits.bodyMaxChars) return chars.join('');
  return `${chars
    .slice(0, pushLimits.bodyMaxChars - 1)
    .join('')
    .trimEnd()}…`;
}

type PushesOf = { [Name in keyof DomainEvents]?: (payload: DomainEvents[Name]) => Push[] };

/** The notices of an event (their words are notifications'), as pushes of one kind with a tag. */
function noticesAsPushes<Name extends keyof DomainEvents>(
  event: Name,
  kind: PushKind,
  tagOf: (payload: DomainEvents[Name]) => string,
) {
  const notices = noticesOf[event];
  if (!notices) throw new Error(`notifications have no notice of ${event}`);
  return (payload: DomainEvents[Name]): Push[] =>
    notices(payload).map(({ userId, title, message, link }) => ({
      userId,
      kind,
      message: { title, body: beginning(message), url: link ?? '/', tag: tagOf(payload) },
    }));
}

const orderTag = ({ orderId }: { orderId: number }) => `order-${orderId}`;

/**
 * What each event pushes, to whom. A tag names what the push is about, so that the next push of the
 * same chat, order or search replaces it on the device instead of piling up.
 */
export const pushesOf: PushesOf = {
  'message.sent': ({ chatId, senderName, recipientId, text, recipientAway }) =>
    recipientAway
      ? [
          {
            userId: recipientId,
            kind: 'messages',
            message: {
              title: senderName,
              body: beginning(text),
              url: `/profile/messages/${chatId}`,
              tag: `chat-${chatId}`,
            },
          },
        ]
      : [],
  'order.placed': noticesAsPushes('order.placed', 'orders', orderTag),
  'order.moved': noticesAsPushes('order.moved', 'orders', orderTag),
  'order.paid': noticesAsPushes('order.paid', 'orders', orderTag),
  'shipment.moved': noticesAsPushes('shipment.moved', 'orders', orderTag),
  'review.posted': noticesAsPushes('review.posted', 'reviews', ({ reviewId }) => `review-${reviewId}`),
  'saved-search.matched': noticesAsPushes(
    'saved-search.matched',
    'saved_searches',
    ({ searchId }) => `saved-search-${searchId}`,
  ),
  'saved-search.digest': noticesAsPushes(
    'saved-search.digest',
    'saved_searches',
    () => 'saved-search-digest',
  ),
  'subscription.ending': noticesAsPushes('subscription.ending', 'tariffs', () => 'tariff'),
};
