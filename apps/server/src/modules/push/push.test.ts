import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  messages,
  pushLimits,
  savedSearchLabels,
  type AuthReply,
  type Chat,
  type OrdersCreatedReply,
  type PushSettings,
  type SavedSearch,
  type ValidationError,
} from '@mp/contract';
import { domainEventOutbox, pushSubscriptions } from '../../db/schema/index.ts';
import { newClient, testClock } from '../../test/auth.ts';
import { createCategory, createCity, createProduct, createSubcategory } from '../../test/fixtures.ts';
import { useTestApp, type SignedIn } from '../../test/harness.ts';
import { startProductionApp } from '../../test/production.ts';
import {
  startPushService,
  type BrowserSubscription,
  type PushServiceStub,
  type ReceivedPush,
} from '../../test/push-service.ts';
import { maxFailuresInARow } from './service.ts';

/**
 * Web Push end to end: the browsers' subscriptions are made here with their own keys, a push service on
 * the loopback interface receives what the server sends, and each push is decrypted and its VAPID
 * signature checked, as a browser's push service would (issue 28, record 0120).
 */
const clock = testClock();
const t = useTestApp({ now: clock.now });
let pushService: PushServiceStub;
let publicKey: string;
let city: { id: number };
let subcategory: Awaited<ReturnType<typeof createSubcategory>>;
let adSeller: SignedIn;

beforeAll(async () => {
  pushService = await startPushService();
  city = await createCity(t.db, { name: 'Пушкино' });
  subcategory = await createSubcategory(t.db, (await createCategory(t.db)).id);
  adSeller = await t.signedIn();
  const key = await t.call('GET', '/push/key');
  expect(key.statusCode).toBe(200);
  publicKey = key.json<{ public_key: string }>().public_key;
});
afterAll(() => pushService.close());

const password = 'секретный-пароль';

/** A person signed in on two browsers (two sessions), with no socket open. */
async function personOnTwoBrowsers() {
  const client = newClient();
  const first = await t.client.signUp(client, password);
  const login = await t.client.post('/login', { body: { phone: client.phone, password }, ip: client.ip });
  expect(login.statusCode, login.body).toBe(200);
  return { client, user: first.user, tokens: [first.token, login.json<AuthReply>().token] as const };
}

const subscriptionBody = ({ endpoint, keys }: Pick<BrowserSubscription, 'endpoint' | 'keys'>) => ({
  endpoint,
  expirationTime: null,
  keys,
});

async function subscribe(token: string, subscription = pushService.subscription()) {
  const res = await t.call('POST', '/push/subscriptions', token, subscriptionBody(subscription));
  expect(res.statusCode, res.body).toBe(201);
  expect(res.body).toBe('');
  return subscription;
}

/** The person's subscriptions as stored. */
const storedOf = (userId: number) =>
  t.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(pushSubscriptions.id);

/** Waits (at most 5 s) until each endpoint has received `count` pushes; resolves to the last one of each. */
async function arrivals(endpoints: readonly string[], count = 1): Promise<ReceivedPush[]> {
  const deadline = Date.now() + 5000;
  while (endpoints.some((endpoint) => pushService.receivedAt(endpoint).length < count)) {
    if (Date.now() > deadline) throw new Error(`no push within 5 s: ${JSON.stringify(pushService.failures)}`);
    await sleep(5);
  }
  return endpoints.map((endpoint) => pushService.receivedAt(endpoint).at(count - 1)!);
}

/** What a browser would check of a push: signed with the server's VAPID key, for this push service. */
function expectSigned(push: ReceivedPush) {
  expect(push.vapid.key).toBe(publicKey);
  expect(push.vapid.claims.aud).toBe(new URL(pushService.url).origin);
  expect(push.vapid.claims.exp * 1000).toBeGreaterThan(Date.now());
  expect(push.vapid.claims.sub).toBe('mailto:push@localhost');
}

const pushDueRows = () =>
  t.db.select().from(domainEventOutbox).where(eq(domainEventOutbox.event, 'push.due'));
const settled = () => t.app.services.events.settled();

describe('a push reaches every device of the person, within 5 s, decrypted and signed', () => {
  it('of a chat message: the sender’s name, the message’s beginning, its chat', async () => {
    const seller = await personOnTwoBrowsers();
    const devices = [await subscribe(seller.tokens[0]), await subscribe(seller.tokens[1])];
    const buyer = await t.signedIn();
    const opened = await t.call('POST', '/chats', buyer.token, { user_id: seller.user.id });
    const chat = opened.json<{ data: Chat }>().data;

    const text = `Здравствуйте! Велосипед ещё продаётся? ${'Подробности. '.repeat(20)}`;
    const sentAt = Date.now();
    const sent = await t.call('POST', `/chats/${chat.id}/messages`, buyer.token, { message: text });
    expect(sent.statusCode, sent.body).toBe(201);
    const pushes = await arrivals(devices.map((device) => device.endpoint));

    for (const push of pushes) {
      expect(push.at - sentAt).toBeLessThan(5000);
      expect(push.message).toEqual({
        title: buyer.user.name,
        body: `${text.slice(0, pushLimits.bodyMaxChars - 1).trimEnd()}…`,
        url: `/profile/messages/${chat.id}`,
        tag: `chat-${chat.id}`,
      });
      expect(push.message.body).toHaveLength(pushLimits.bodyMaxChars);
      expect(push).toMatchObject({ status: 201, ttl: '3600', urgency: 'high', topic: `chat-${chat.id}` });
      expectSigned(push);
    }
    expect(pushService.failures).toEqual([]);
    await settled();
    expect(await pushDueRows()).toEqual([]);
  });

  it('of an order’s move, to the other party: the notice’s words and the order’s page', async () => {
    const buyer = await personOnTwoBrowsers();
    const devices = [await subscribe(buyer.tokens[0]), await subscribe(buyer.tokens[1])];
    const seller = await t.signedIn();
    const ad = await createProduct(t.db, {
      userId: seller.user.id,
      subcategory,
      cityId: city.id,
      quantity: 5,
    });
    const placed = await t.call('POST', '/orders', buyer.tokens[0], {
      items: [{ product_id: ad.id, quantity: 1 }],
      delivery_address: 'Пушкино, ул. Лесная, 1',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json<OrdersCreatedReply>().orders[0]!.id;
    await settled();
    expect(devices.map((device) => pushService.receivedAt(device.endpoint))).toEqual([[], []]);

    const movedAt = Date.now();
    const moved = await t.call('PUT', `/orders/${id}`, seller.token, { status: 'confirmed' });
    expect(moved.statusCode, moved.body).toBe(200);
    for (const push of await arrivals(devices.map((device) => device.endpoint))) {
      expect(push.at - movedAt).toBeLessThan(5000);
      expect(push.message).toEqual({
        title: 'Заказ подтверждён',
        body: `Продавец подтвердил заказ № ${id}`,
        url: `/profile/orders/${id}`,
        tag: `order-${id}`,
      });
      expect(push).toMatchObject({ ttl: '86400', urgency: 'normal' });
      expectSigned(push);
    }
  });

  it('of new ads of a saved search: one push for the search, opening it', async () => {
    const me = await personOnTwoBrowsers();
    const devices = [await subscribe(me.tokens[0]), await subscribe(me.tokens[1])];
    const saved = await t.call('POST', '/saved-searches', me.tokens[0], {
      query: `city_id[]=${city.id}&search=тандем`,
      name: 'Тандем',
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const search = saved.json<{ data: SavedSearch }>().data;
    await t.app.services.savedSearches.announceNew();
    for (const name of ['Велосипед тандем', 'Тандем прогулочный'])
      await createProduct(t.db, { userId: adSeller.user.id, subcategory, cityId: city.id, name });

    const announcedAt = Date.now();
    await t.app.services.savedSearches.announceNew();
    for (const push of await arrivals(devices.map((device) => device.endpoint))) {
      expect(push.at - announcedAt).toBeLessThan(5000);
      expect(push.message).toEqual({
        title: savedSearchLabels.noticeTitle,
        body: 'По поиску «Тандем» 2 новых объявления',
        url: search.url,
        tag: `saved-search-${search.id}`,
      });
      expect(push).toMatchObject({ ttl: '43200', urgency: 'low' });
      expectSigned(push);
    }
    await settled();
    expect(devices.map((device) => pushService.receivedAt(device.endpoint).length)).toEqual([1, 1]);
  });
});

describe('sending', () => {
  const chatPush = (userId: number) =>
    t.app.services.push.push({
      userId,
      kind: 'messages',
      message: { title: 'Анна', body: 'Добрый день', url: '/profile/messages/1', tag: 'chat-1' },
    });

  it('deletes a subscription its push service says is gone (410), and keeps the others', async () => {
    const me = await personOnTwoBrowsers();
    const [gone, kept] = [await subscribe(me.tokens[0]), await subscribe(me.tokens[1])];
    pushService.answer(gone.endpoint, 410);
    await chatPush(me.user.id);
    await settled();
    expect(pushService.receivedAt(gone.endpoint).map((push) => push.status)).toEqual([410]);
    expect(pushService.receivedAt(kept.endpoint).map((push) => push.status)).toEqual([201]);
    expect((await storedOf(me.user.id)).map((row) => row.endpoint)).toEqual([kept.endpoint]);
  });

  it('tries again later with the outbox’s backoff when the push service is busy (503)', async () => {
    const me = await t.signedIn();
    const device = await subscribe(me.token);
    pushService.answer(device.endpoint, 503);
    await chatPush(me.user.id);
    await settled();
    const [stored] = await storedOf(me.user.id);
    expect(stored?.failures).toBe(1);
    expect(await pushDueRows()).toMatchObject([{ listener: 'push.send', attempts: 1 }]);

    pushService.answer(device.endpoint, 201);
    clock.advance(60_000);
    expect(await t.app.services.events.relay()).toMatchObject({ delivered: 1, failed: 0 });
    expect(pushService.receivedAt(device.endpoint).map((push) => push.status)).toEqual([503, 201]);
    expect((await storedOf(me.user.id))[0]?.failures).toBe(0);
    expect(await pushDueRows()).toEqual([]);
  });

  it('drops a push whose time to live passed while it waited', async () => {
    const me = await t.signedIn();
    const device = await subscribe(me.token);
    pushService.answer(device.endpoint, 503);
    await chatPush(me.user.id);
    await settled();
    pushService.answer(device.endpoint, 201);
    clock.advance(2 * 60 * 60_000);
    await t.app.services.events.relay();
    expect(pushService.receivedAt(device.endpoint).map((push) => push.status)).toEqual([503]);
    expect(await pushDueRows()).toEqual([]);
  });

  it(`drops a subscription that failed ${maxFailuresInARow} times in a row`, async () => {
    const me = await t.signedIn();
    const device = await subscribe(me.token);
    pushService.answer(device.endpoint, 400);
    for (let failures = 1; failures < maxFailuresInARow; failures++) {
      await chatPush(me.user.id);
      await settled();
      expect((await storedOf(me.user.id))[0]?.failures).toBe(failures);
    }
    await chatPush(me.user.id);
    await settled();
    expect(await storedOf(me.user.id)).toEqual([]);
    expect(pushService.receivedAt(device.endpoint)).toHaveLength(maxFailuresInARow);
  });
});

describe('GET and PUT /api/push/settings', () => {
  const allOn: PushSettings = {
    messages: true,
    orders: true,
    reviews: true,
    saved_searches: true,
    tariffs: true,
  };

  it('has every kind on until the person turns some off; a kind turned off sends nothing', async () => {
    const seller = await personOnTwoBrowsers();
    const devices = [await subscribe(seller.tokens[0]), await subscribe(seller.tokens[1])];
    expect((await t.call('GET', '/push/settings', seller.tokens[0])).json()).toEqual(allOn);

    const put = await t.call('PUT', '/push/settings', seller.tokens[1], { messages: false });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ ...allOn, messages: false });
    const again = await t.call('PUT', '/push/settings', seller.tokens[1], { tariffs: false });
    expect(again.json()).toEqual({ ...allOn, messages: false, tariffs: false });
    expect((await t.call('GET', '/push/settings', seller.tokens[0])).json()).toEqual(again.json());

    const buyer = await t.signedIn();
    const opened = await t.call('POST', '/chats', buyer.token, { user_id: seller.user.id });
    const chat = opened.json<{ data: Chat }>().data;
    const send = (message: string) => t.call('POST', `/chats/${chat.id}/messages`, buyer.token, { message });
    expect((await send('Добрый день')).statusCode).toBe(201);
    await settled();
    expect(devices.map((device) => pushService.receivedAt(device.endpoint))).toEqual([[], []]);
    expect(await pushDueRows()).toEqual([]);

    await t.call('PUT', '/push/settings', seller.tokens[0], { messages: true });
    expect((await send('Вы здесь?')).statusCode).toBe(201);
    const pushes = await arrivals(devices.map((device) => device.endpoint));
    expect(pushes.map((push) => push.message.body)).toEqual(['Вы здесь?', 'Вы здесь?']);
  });

  it('refuses a value that is not on or off, and an unknown kind, changing nothing', async () => {
    const me = await t.signedIn();
    const wrong = await t.call('PUT', '/push/settings', me.token, { messages: 'да' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json<ValidationError>().errors.messages).toEqual([messages.pushSettingsInvalid]);
    expect((await t.call('PUT', '/push/settings', me.token, { sms: false })).statusCode).toBe(422);
    expect((await t.call('GET', '/push/settings', me.token)).json()).toEqual(allOn);
  });
});

describe('POST and DELETE /api/push/subscriptions', () => {
  it('answers a guest 401, and gives anyone the VAPID public key', async () => {
    const body = subscriptionBody(pushService.subscription());
    expect((await t.call('POST', '/push/subscriptions', undefined, body)).statusCode).toBe(401);
    expect(
      (await t.call('DELETE', '/push/subscriptions', undefined, { endpoint: body.endpoint })).statusCode,
    ).toBe(401);
    expect((await t.call('GET', '/push/settings')).statusCode).toBe(401);
    expect((await t.call('PUT', '/push/settings', undefined, { messages: false })).statusCode).toBe(401);
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect(publicKey).toBe(t.app.services.push.publicKey());
  });

  it('refuses bad input with the contract’s words, storing nothing', async () => {
    const me = await t.signedIn();
    const { endpoint, keys } = pushService.subscription();
    const short = Buffer.alloc(pushLimits.p256dhBytes - 1, 4).toString('base64url');
    const cases: [object, string][] = [
      [{ endpoint }, messages.pushKeysInvalid],
      [{ endpoint, keys: { auth: keys.auth } }, messages.pushKeysInvalid],
      [{ endpoint, keys: { ...keys, p256dh: short } }, messages.pushKeysInvalid],
      [
        { endpoint, keys: { ...keys, auth: Buffer.alloc(15).toString('base64url') } },
        messages.pushKeysInvalid,
      ],
      [{ endpoint, keys: { ...keys, auth: 'не base64url' } }, messages.pushKeysInvalid],
      [{ endpoint: `${pushService.url}/${'a'.repeat(10 * 1024)}`, keys }, messages.pushEndpointInvalid],
      [{ endpoint: 'ftp://push.example.ru/1', keys }, messages.pushEndpointInvalid],
      [{ endpoint: 'не адрес', keys }, messages.pushEndpointInvalid],
      [{ keys }, messages.pushEndpointInvalid],
    ];
    for (const [body, message] of cases) {
      const res = await t.call('POST', '/push/subscriptions', me.token, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 200)).toBe(422);
      expect(Object.values(res.json<ValidationError>().errors).flat()).toContain(message);
    }
    expect(await storedOf(me.user.id)).toEqual([]);
  });

  it('updates the subscription of an endpoint sent again: its keys, owner and session', async () => {
    const [first, second] = [await t.signedIn(), await t.signedIn()];
    const device = await subscribe(first.token);
    const [before] = await storedOf(first.user.id);
    const renewed = { ...pushService.subscription(), endpoint: device.endpoint };
    const res = await t.call('POST', '/push/subscriptions', second.token, {
      ...subscriptionBody(renewed),
      expirationTime: Date.now() + 86_400_000,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await storedOf(first.user.id)).toEqual([]);
    const after = await storedOf(second.user.id);
    expect(after).toMatchObject([
      { endpoint: device.endpoint, p256dh: renewed.keys.p256dh, auth: renewed.keys.auth },
    ]);
    expect(after[0]?.sessionId).not.toBe(before?.sessionId);
    expect(after[0]?.expirationTime).toBeInstanceOf(Date);
  });

  it('deletes only the caller’s own subscription: another person’s endpoint changes nothing', async () => {
    const [owner, stranger] = [await t.signedIn(), await t.signedIn()];
    const device = await subscribe(owner.token);
    const theirs = await t.call('DELETE', '/push/subscriptions', stranger.token, {
      endpoint: device.endpoint,
    });
    expect(theirs.statusCode).toBe(204);
    expect(await storedOf(owner.user.id)).toHaveLength(1);
    const mine = await t.call('DELETE', '/push/subscriptions', owner.token, { endpoint: device.endpoint });
    expect(mine.statusCode).toBe(204);
    expect(await storedOf(owner.user.id)).toEqual([]);
  });

  it('forgets a device’s subscription when it signs out, keeping the other device’s', async () => {
    const me = await personOnTwoBrowsers();
    const [signedOut, still] = [await subscribe(me.tokens[0]), await subscribe(me.tokens[1])];
    expect((await t.call('POST', '/logout', me.tokens[0])).statusCode).toBe(200);
    expect((await storedOf(me.user.id)).map((row) => row.endpoint)).toEqual([still.endpoint]);
    expect(
      await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, signedOut.endpoint)),
    ).toEqual([]);
  });

  it('forgets every device of an account whose password was reset, which ends all its sessions', async () => {
    const me = await personOnTwoBrowsers();
    await subscribe(me.tokens[0]);
    await subscribe(me.tokens[1]);
    const { phone, ip } = me.client;
    expect((await t.client.post('/forgot-password/sms', { body: { phone }, ip })).statusCode).toBe(200);
    const code = await t.client.lastCode(phone);
    const newPassword = 'новый-секретный-пароль';
    const reset = await t.client.post('/reset-password/sms', {
      body: { phone, code, password: newPassword, password_confirmation: newPassword },
      ip,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await storedOf(me.user.id)).toEqual([]);
  });

  it('is documented in OpenAPI', async () => {
    const { paths } = (await t.call('GET', '/docs/openapi.json')).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    expect(Object.keys(paths['/api/push/subscriptions'] ?? {})).toEqual(
      expect.arrayContaining(['post', 'delete']),
    );
    expect(Object.keys(paths['/api/push/settings'] ?? {})).toEqual(expect.arrayContaining(['get', 'put']));
    expect(paths).toHaveProperty(['/api/push/key', 'get']);
  });
});

describe('in production', () => {
  let production: FastifyInstance;
  let stopProduction: () => Promise<void>;
  beforeAll(async () => {
    ({ app: production, close: stopProduction } = await startProductionApp(t.ctx.database));
  });
  afterAll(() => stopProduction());

  const post = (token: string, endpoint: string) =>
    production.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: { authorization: `Bearer ${token}` },
      payload: { endpoint, keys: pushService.subscription().keys },
    });

  it('takes HTTPS endpoints of the known push services only', async () => {
    const me = await t.signedIn();
    const refused: [string, string][] = [
      ['https://push.example.ru/send/1', messages.pushEndpointNotAllowed],
      ['https://127.0.0.1/send/1', messages.pushEndpointNotAllowed],
      ['https://apple.com.evil.example/send/1', messages.pushEndpointNotAllowed],
      ['https://evilpush.apple.com/send/1', messages.pushEndpointNotAllowed],
      ['http://fcm.googleapis.com/fcm/send/1', messages.pushEndpointInvalid],
      ['https://fcm.googleapis.com:8443/fcm/send/1', messages.pushEndpointInvalid],
      [`${pushService.url}/push/1`, messages.pushEndpointInvalid],
    ];
    for (const [endpoint, message] of refused) {
      const res = await post(me.token, endpoint);
      expect(res.statusCode, endpoint).toBe(422);
      expect(res.json<ValidationError>().errors).toEqual({ endpoint: [message] });
    }
    expect(await storedOf(me.user.id)).toEqual([]);

    const taken = [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/abc',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
    ];
    for (const endpoint of taken) expect((await post(me.token, endpoint)).statusCode, endpoint).toBe(201);
    expect((await storedOf(me.user.id)).map((row) => row.endpoint)).toEqual(taken);
    // Nothing of this person's is ever pushed: these endpoints are real services.
    await t.db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, me.user.id));
  });

  it('gives the configured VAPID public key', async () => {
    const res = await production.inject({ method: 'GET', url: '/api/push/key' });
    expect(res.json()).toEqual({ public_key: production.services.push.publicKey() });
    expect(res.json<{ public_key: string }>().public_key).not.toBe(publicKey);
  });
});
