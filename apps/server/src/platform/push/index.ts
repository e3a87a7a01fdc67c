import type { Config } from '../../config.ts';
import { webPushSender } from './web-push.ts';

/** The protocol's `Urgency` (RFC 8030 §5.3): how soon a device on battery should wake for the push. */
export const pushUrgencies = ['very-low', 'low', 'normal', 'high'] as const;
export type PushUrgency = (typeof pushUrgencies)[number];

/** A browser's subscription: its push service's endpoint and the keys the message is encrypted to. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushDelivery {
  /** How long the push service keeps the message for a device that is away (`TTL`, seconds). */
  ttlSeconds: number;
  urgency: PushUrgency;
  /** A pending message of the same topic is replaced by this one at the push service (`Topic`). */
  topic?: string;
}

/**
 * What the push service said: `delivered` (it took the message), `gone` (404 or 410: the subscription
 * no longer exists), `refused` (another 4xx: this request will never be taken). A failure worth trying
 * again (429, 5xx, no answer) throws.
 */
export type PushOutcome = 'delivered' | 'gone' | 'refused';

/** Sends Web Push messages (RFC 8030), encrypted (RFC 8291) and signed with the VAPID keys (RFC 8292). */
export interface PushSender {
  send(target: PushTarget, payload: string, delivery: PushDelivery): Promise<PushOutcome>;
}

/** A push service that does not answer in this long is tried again later. */
const sendTimeoutMs = 10_000;

/** The sender of the configured VAPID keys. */
export function createPushSender(config: Config): PushSender {
  return webPushSender(
    {
      subject: config.VAPID_SUBJECT,
      publicKey: config.VAPID_PUBLIC_KEY,
      privateKey: config.VAPID_PRIVATE_KEY,
    },
    sendTimeoutMs,
  );
}
