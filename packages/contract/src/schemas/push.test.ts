import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { pushSettingsBodySchema, pushSubscriptionBodySchema } from './push.ts';

// A P-256 public key and an authentication secret as a browser's PushSubscription gives them.
const p256dh = 'BNDNjulAJtih2C_FhyXBKQ4ScdnDDfkqk38tcJNG1W9J8gCHRPM9DOH8st_7z9llrRTxWtofaFc7W0drTyUSPdc';
const auth = 'wCD2lGJ2L0V912H3I5fb1A';
const endpoint = 'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b';

const errorsOf = (body: unknown) =>
  pushSubscriptionBodySchema.safeParse(body).error?.issues.map((issue) => issue.message) ?? [];

describe('a push subscription', () => {
  it('is read as the browser gives it, with or without an expiry', () => {
    expect(errorsOf({ endpoint, expirationTime: null, keys: { p256dh, auth } })).toEqual([]);
    expect(errorsOf({ endpoint, keys: { p256dh, auth } })).toEqual([]);
  });

  it('refuses keys of the wrong length or alphabet', () => {
    expect(errorsOf({ endpoint, keys: { p256dh: p256dh.slice(0, 40), auth } })).toEqual([
      messages.pushKeysInvalid,
    ]);
    expect(errorsOf({ endpoint, keys: { p256dh, auth: `${auth}AA` } })).toEqual([messages.pushKeysInvalid]);
    expect(errorsOf({ endpoint, keys: { p256dh, auth: 'wCD2lGJ2L0V912H3I5fb1+' } })).toEqual([
      messages.pushKeysInvalid,
    ]);
    expect(errorsOf({ endpoint })).toEqual([messages.pushKeysInvalid]);
  });

  it('refuses an endpoint that is not a web address, or is far too long', () => {
    expect(errorsOf({ endpoint: 'ftp://push.example/1', keys: { p256dh, auth } })).toEqual([
      messages.pushEndpointInvalid,
    ]);
    expect(errorsOf({ endpoint: 'not a url', keys: { p256dh, auth } })).toEqual([
      messages.pushEndpointInvalid,
    ]);
    expect(errorsOf({ endpoint: `${endpoint}${'a'.repeat(10_000)}`, keys: { p256dh, auth } })).toEqual([
      messages.pushEndpointInvalid,
    ]);
    expect(errorsOf({ keys: { p256dh, auth } })).toEqual([messages.pushEndpointInvalid]);
  });
});

describe('push settings', () => {
  it('take some kinds at a time, as booleans, and no unknown kind', () => {
    expect(pushSettingsBodySchema.safeParse({ messages: false }).success).toBe(true);
    expect(pushSettingsBodySchema.safeParse({ messages: 'no' }).error?.issues[0]?.message).toBe(
      messages.pushSettingsInvalid,
    );
    expect(pushSettingsBodySchema.safeParse({ everything: true }).success).toBe(false);
  });
});
