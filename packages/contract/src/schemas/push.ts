import { z } from 'zod';
import { messages } from '../messages.ts';

/**
 * Web Push (issue 28): the browser's `PushSubscription` as its `toJSON()` gives it, the kinds a person
 * turns on and off, and what a push carries to the service worker.
 */
export const pushLimits = {
  /** Push services' endpoints are a few hundred characters; anything far longer is not one. */
  endpointMax: 2048,
  /** An uncompressed P-256 public key (RFC 8291): 65 bytes. */
  p256dhBytes: 65,
  /** The authentication secret (RFC 8291): 16 bytes. */
  authBytes: 16,
  /** A refused permission is not asked for again in this many days. */
  refusalRememberDays: 30,
  /** The beginning of a chat message a push shows. */
  bodyMaxChars: 120,
} as const;

/** What a person may hear about by push, each on or off. */
export const pushKinds = ['messages', 'orders', 'reviews', 'saved_searches', 'tariffs'] as const;
export type PushKind = (typeof pushKinds)[number];

/** The bytes a base64url string stands for, or undefined when it is not base64url. */
function base64urlBytes(value: string): number | undefined {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(value)) return undefined;
  const unpadded = value.replace(/=+$/, '');
  if (unpadded.length % 4 === 1) return undefined;
  return Math.floor((unpadded.length * 3) / 4);
}

const keyOf = (bytes: number) =>
  z
    .string({ error: messages.pushKeysInvalid })
    .max(200, { error: messages.pushKeysInvalid })
    .refine((value) => base64urlBytes(value) === bytes, { error: messages.pushKeysInvalid });

const endpointSchema = z
  .string({ error: messages.pushEndpointInvalid })
  .max(pushLimits.endpointMax, { error: messages.pushEndpointInvalid })
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
    error: messages.pushEndpointInvalid,
  });

/** `POST /api/push/subscriptions`: the subscription's JSON; the same endpoint again updates it. */
export const pushSubscriptionBodySchema = z.object({
  endpoint: endpointSchema,
  expirationTime: z.number({ error: messages.pushEndpointInvalid }).int().nonnegative().nullable().optional(),
  keys: z.object(
    { p256dh: keyOf(pushLimits.p256dhBytes), auth: keyOf(pushLimits.authBytes) },
    { error: messages.pushKeysInvalid },
  ),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

/** `DELETE /api/push/subscriptions`. */
export const pushUnsubscribeBodySchema = z.object({ endpoint: endpointSchema });

/** `GET /api/push/key`: the VAPID application server key (RFC 8292), base64url. */
export const pushKeyReplySchema = z.object({ public_key: z.string() });

/** `GET` and `PUT /api/push/settings`: every kind on or off; a `PUT` may name some of them. */
export const pushSettingsSchema = z.object(
  Object.fromEntries(
    pushKinds.map((kind) => [kind, z.boolean({ error: messages.pushSettingsInvalid })]),
  ) as Record<PushKind, z.ZodBoolean>,
);
export type PushSettings = z.infer<typeof pushSettingsSchema>;
export const pushSettingsBodySchema = pushSettingsSchema.partial().strict();

/** What the service worker receives: the notification it shows, the app's URL it opens, and its tag. */
export const pushMessageSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** A path of the app, opened (or focused) on a click. */
  url: z.string(),
  /** A second push of one tag replaces the first on the device (one per chat, order, search). */
  tag: z.string(),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;
