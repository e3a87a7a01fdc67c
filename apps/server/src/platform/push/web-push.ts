import webpush from 'web-push';
import type { PushOutcome, PushSender } from './index.ts';

export interface VapidDetails {
  /** A `mailto:` or `https:` address at which push services can reach the operator. */
  subject: string;
  publicKey: string;
  privateKey: string;
}

/** What a push service's status means (RFC 8030 §6, and the services' documentation of 404 and 410). */
function outcomeOf(status: number): PushOutcome {
  if (status >= 200 && status < 300) return 'delivered';
  if (status === 404 || status === 410) return 'gone';
  if (status === 429 || status >= 500) throw new Error(`the push service answered ${status}`);
  return 'refused';
}

/**
 * `web-push` encrypts the message (aes128gcm) and signs a VAPID JWT for its push service; the request is
 * ours, with `fetch`: `web-push`'s own speaks HTTPS only, while outside production a push service on
 * `http://127.0.0.1` is taken (tests, local tries). A redirect is not followed: the allowlist checked the
 * endpoint, not where it might send us.
 */
export function webPushSender(vapidDetails: VapidDetails, timeoutMs: number): PushSender {
  return {
    async send({ endpoint, p256dh, auth }, payload, { ttlSeconds, urgency, topic }) {
      const request = webpush.generateRequestDetails({ endpoint, keys: { p256dh, auth } }, payload, {
        vapidDetails,
        TTL: ttlSeconds,
        urgency,
        topic,
      });
      const headers = Object.entries(request.headers)
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]): [string, string] => [name, String(value)]);
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers,
        body: request.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
      return outcomeOf(response.status);
    },
  };
}
