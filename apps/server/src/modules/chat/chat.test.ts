import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type Pusher from 'pusher-js';
import {
  chatLabels,
  chatLimits,
  messages,
  realtimeChannels,
  realtimeEvents,
  clientEvents,
  type Chat,
  type ChatEvent,
  type ChatMessage,
  type ChatMessagesPage,
  type MessagesMarked,
  type NotificationsPage,
  type ValidationError,
} from '@mp/contract';
import { chatMessages, chats } from '../../db/schema/index.ts';
import { createCategory, createCity, createProduct, createSubcategory } from '../../test/fixtures.ts';
import { useTestApp, type SignedIn } from '../../test/harness.ts';
import { collect, connectPusher, listening, nextEvent, subscribe } from '../../test/realtime.ts';

const t = useTestApp();
let base: string;
let buyer: SignedIn;
let seller: SignedIn;
let stranger: SignedIn;
const clients: Pusher[] = [];

beforeAll(async () => {
  base = await listening(t.app);
  [buyer, seller, stranger] = await Promise.all([t.signedIn(), t.signedIn(), t.signedIn()]);
});
afterAll(() => clients.forEach((client) => client.disconnect()));

async function pusherOf(who: SignedIn) {
  const client = await connectPusher(base, who.jwt);
  clients.push(client);
  return client;
}

async function openChat(from: SignedIn, body: object) {
  const res = await t.call('POST', '/chats', from.token, body);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: Chat }>().data;
}

async function sellerAd(status: 'active' | 'archived' = 'active') {
  const city = await createCity(t.db);
  const category = await createCategory(t.db);
  const subcategory = await createSubcategory(t.db, category.id);
  return createProduct(t.db, { userId: seller.user.id, subcategory, cityId: city.id, status, images: 1 });
}

const chatCount = async () => (await t.db.select({ n: count() }).from(chats))[0]?.n;
const messageCount = async (chatId: number) =>
  (await t.db.select({ n: count() }).from(chatMessages).where(eq(chatMessages.chatId, chatId)))[0]?.n;

function expectRefusal(res: { statusCode: number; json<T>(): T }, status: number, message: string) {
  expect(res.statusCode).toBe(status);
  expect(res.json<{ message: string }>().message).toBe(message);
}

describe('opening a chat', () => {
  it('creates the chat of a pair once, with the first message, and finds it again', async () => {
    const chat = await openChat(buyer, { user_id: seller.user.id, message: '  Добрый день!  ' });
    expect(chat.users.map((u) => u.id).sort()).toEqual([buyer.user.id, seller.user.id].sort());
    expect(chat.last_message).toMatchObject({
      message: 'Добрый день!',
      user_id: buyer.user.id,
      is_read: false,
    });
    expect(chat.unread_count).toBe(0);
    const again = await openChat(seller, { user_id: buyer.user.id });
    expect(again.id).toBe(chat.id);
    expect(again.unread_count).toBe(1);
  });

  it('keeps a separate chat per ad, showing the ad', async () => {
    const ad = await sellerAd();
    const about = await openChat(buyer, { user_id: seller.user.id, product_id: ad.id });
    expect(about.product).toMatchObject({ id: ad.id, name: ad.name, price: 1000 });
    expect(about.product?.image).toMatch(/card\.webp$/);
    const plain = await openChat(buyer, { user_id: seller.user.id });
    expect(plain.id).not.toBe(about.id);
  });

  it('refuses a guest, oneself, an unknown user, bad fields, an ad of neither and an ad not on sale', async () => {
    const before = await chatCount();
    expect((await t.call('POST', '/chats', undefined, { user_id: seller.user.id })).statusCode).toBe(401);
    const self = await t.call('POST', '/chats', buyer.token, { user_id: buyer.user.id });
    expect(self.statusCode).toBe(422);
    expect(self.json<ValidationError>().errors.user_id).toEqual([messages.chatWithOneself]);
    expectRefusal(
      await t.call('POST', '/chats', buyer.token, { user_id: 2_000_000_000 }),
      404,
      messages.userNotFound,
    );
    for (const body of [{}, { user_id: 'абв' }, { user_id: -1 }, { user_id: 1.5 }]) {
      const res = await t.call('POST', '/chats', buyer.token, body);
      expect(res.statusCode).toBe(422);
      expect(res.json<ValidationError>().errors.user_id).toEqual([messages.invalidInteger]);
    }
    const long = await t.call('POST', '/chats', buyer.token, {
      user_id: seller.user.id,
      message: 'я'.repeat(chatLimits.messageMax + 1),
    });
    expect(long.json<ValidationError>().errors.message).toEqual([messages.chatMessageTooLong]);
    const blank = await t.call('POST', '/chats', buyer.token, { user_id: seller.user.id, message: '   ' });
    expect(blank.json<ValidationError>().errors.message).toEqual([messages.chatMessageRequired]);
    const ad = await sellerAd();
    const neither = await t.call('POST', '/chats', buyer.token, {
      user_id: stranger.user.id,
      product_id: ad.id,
    });
    expect(neither.json<ValidationError>().errors.product_id).toEqual([messages.productIdInvalid]);
    const archived = await sellerAd('archived');
    expectRefusal(
      await t.call('POST', '/chats', buyer.token, { user_id: seller.user.id, product_id: archived.id }),
      404,
      messages.productNotFound,
    );
    expect(await chatCount()).toBe(before);
  });

  it('refuses people who blocked each other, either way, before and after the chat began', async () => {
    const [a, b] = await Promise.all([t.signedIn(), t.signedIn()]);
    const chat = await openChat(a, { user_id: b.user.id, message: 'Привет' });
    expect((await t.call('POST', `/users/${a.user.id}/block`, b.token)).statusCode).toBe(200);
    expectRefusal(
      await t.call('POST', '/chats', a.token, { user_id: b.user.id, message: 'Ау' }),
      403,
      messages.chatBlocked,
    );
    expectRefusal(
      await t.call('POST', `/chats/${chat.id}/messages`, b.token, { message: 'И я' }),
      403,
      messages.chatBlocked,
    );
    expect(await messageCount(chat.id)).toBe(1);
  });
});

describe('messages', () => {
  it('pages the history upward, 50 at a time, oldest first', async () => {
    const [a, b] = await Promise.all([t.signedIn(), t.signedIn()]);
    const chat = await openChat(a, { user_id: b.user.id });
    const rows = Array.from({ length: 55 }, (_, i) => ({
      chatId: chat.id,
      userId: i % 2 ? a.user.id : b.user.id,
      message: `Сообщение ${i + 1}`,
    }));
    await t.db.insert(chatMessages).values(rows);
    const newest = (await t.call('GET', `/chats/${chat.id}/messages`, a.token)).json<ChatMessagesPage>();
    expect(newest.data).toHaveLength(50);
    expect(newest.has_more).toBe(true);
    expect(newest.data.at(-1)?.message).toBe('Сообщение 55');
    expect(newest.data[0]?.message).toBe('Сообщение 6');
    const older = (
      await t.call('GET', `/chats/${chat.id}/messages?before=${newest.data[0]?.id}`, a.token)
    ).json<ChatMessagesPage>();
    expect(older.data.map((m) => m.message)).toEqual([1, 2, 3, 4, 5].map((n) => `Сообщение ${n}`));
    expect(older.has_more).toBe(false);
    const bad = await t.call('GET', `/chats/${chat.id}/messages?before=abc`, a.token);
    expect(bad.statusCode).toBe(422);
  });

  it('shows a chat to its two people only: a stranger gets 404 and changes nothing', async () => {
    const chat = await openChat(buyer, { user_id: seller.user.id });
    const before = await messageCount(chat.id);
    for (const [method, path, body] of [
      ['GET', `/chats/${chat.id}`],
      ['GET', `/chats/${chat.id}/messages`],
      ['POST', `/chats/${chat.id}/messages`, { message: 'Чужой' }],
      ['POST', `/chats/${chat.id}/mark-read`],
      ['POST', `/chats/${chat.id}/mark-delivered`],
    ] as const) {
      expectRefusal(await t.call(method, path, stranger.token, body), 404, messages.chatNotFound);
      expect((await t.call(method, path, undefined, body)).statusCode).toBe(401);
    }
    expectRefusal(await t.call('GET', '/chats/2000000000', buyer.token), 404, messages.chatNotFound);
    expect((await t.call('GET', '/chats/abc', buyer.token)).statusCode).toBe(422);
    expect(await messageCount(chat.id)).toBe(before);
    const strangersList = (await t.call('GET', '/chats', stranger.token)).json<{ data: Chat[] }>().data;
    expect(strangersList.map((c) => c.id)).not.toContain(chat.id);
  });

  it('marks the other’s messages delivered and read, and counts the unread', async () => {
    const [a, b] = await Promise.all([t.signedIn(), t.signedIn()]);
    const chat = await openChat(a, { user_id: b.user.id, message: 'Первое' });
    await t.call('POST', `/chats/${chat.id}/messages`, a.token, { message: 'Второе' });
    await t.call('POST', `/chats/${chat.id}/messages`, b.token, { message: 'Ответ' });
    const listOfB = (await t.call('GET', '/chats', b.token)).json<{ data: Chat[] }>().data;
    expect(listOfB.find((c) => c.id === chat.id)?.unread_count).toBe(2);

    const delivered = (
      await t.call('POST', `/chats/${chat.id}/mark-delivered`, b.token)
    ).json<MessagesMarked>();
    expect(delivered.message_ids).toHaveLength(2);
    const read = (await t.call('POST', `/chats/${chat.id}/mark-read`, b.token)).json<MessagesMarked>();
    expect(read).toMatchObject({ chat_id: chat.id, user_id: b.user.id, message_ids: delivered.message_ids });
    const again = (await t.call('POST', `/chats/${chat.id}/mark-read`, b.token)).json<MessagesMarked>();
    expect(again.message_ids).toEqual([]);

    const history = (await t.call('GET', `/chats/${chat.id}/messages`, a.token)).json<ChatMessagesPage>()
      .data;
    expect(history.map((m) => [m.message, m.is_delivered, m.is_read])).toEqual([
      ['Первое', true, true],
      ['Второе', true, true],
      ['Ответ', false, false],
    ]);
    expect((await t.call('GET', `/chats/${chat.id}`, b.token)).json<{ data: Chat }>().data.unread_count).toBe(
      0,
    );
    expect((await t.call('GET', `/chats/${chat.id}`, a.token)).json<{ data: Chat }>().data.unread_count).toBe(
      1,
    );
  });

  it('lists the most recent chats oldest first, so the client’s reversal puts the newest on top', async () => {
    const [me, x, y] = await Promise.all([t.signedIn(), t.signedIn(), t.signedIn()]);
    const first = await openChat(me, { user_id: x.user.id, message: 'Раз' });
    const second = await openChat(me, { user_id: y.user.id, message: 'Два' });
    await t.call('POST', `/chats/${first.id}/messages`, x.token, { message: 'Три' });
    const list = (await t.call('GET', '/chats', me.token)).json<{ data: Chat[] }>().data;
    expect(list.map((c) => c.id)).toEqual([second.id, first.id]);
    expect(list[1]?.last_message?.message).toBe('Три');
  });

  it('answers 429 past 30 messages a minute and keeps the 30', async () => {
    const [a, b] = await Promise.all([t.signedIn(), t.signedIn()]);
    const chat = await openChat(a, { user_id: b.user.id });
    for (let i = 0; i < 30; i++) {
      expect(
        (await t.call('POST', `/chats/${chat.id}/messages`, a.token, { message: `№${i}` })).statusCode,
      ).toBe(201);
    }
    expectRefusal(
      await t.call('POST', `/chats/${chat.id}/messages`, a.token, { message: 'ещё' }),
      429,
      messages.chatTooFast,
    );
    expect(await messageCount(chat.id)).toBe(30);
  });
});

describe('live events', () => {
  it('brings a message to the other member on the chat channel and on their own channel', async () => {
    const [a, b] = await Promise.all([t.signedIn(), t.signedIn()]);
    const chat = await openChat(a, { user_id: b.user.id });
    const sellerClient = await pusherOf(b);
    const chatChannel = await subscribe(sellerClient, realtimeChannels.chat(chat.id));
    const ownChannel = await subscribe(sellerClient, realtimeChannels.userNotifications(b.user.id));
    const arriving = nextEvent<ChatMessage>(chatChannel, realtimeEvents.newMessage);
    const listed = nextEvent<ChatEvent>(ownChannel, realtimeEvents.chatEvent);
    const sent = await t.call('POST', `/chats/${chat.id}/messages`, a.token, {
      message: 'Ещё продаёте?',
    });
    expect(sent.statusCode).toBe(201);
    expect(await arriving).toEqual(sent.json<{ data: ChatMessage }>().data);
    const event = await listed;
    expect(event.chat_id).toBe(chat.id);
    expect(event.message.message).toBe('Ещё продаёте?');

    const readEvent = nextEvent<MessagesMarked>(chatChannel, realtimeEvents.messagesRead);
    await t.call('POST', `/chats/${chat.id}/mark-read`, b.token);
    expect((await readEvent).user_id).toBe(b.user.id);
  });

  it('notifies a recipient who is away, not one who is connected', async () => {
    const [a, b] = await Promise.all([t.signedIn(), t.signedIn()]);
    const chat = await openChat(a, { user_id: b.user.id, message: 'Вы тут?' });
    const away = (await t.call('GET', '/notifications?type=message', b.token)).json<NotificationsPage>();
    expect(away.data.map((n) => [n.title, n.description, n.data.link])).toEqual([
      [chatLabels.noticeTitle, chatLabels.awayNotice(a.user.name, 'Вы тут?'), `/profile/messages/${chat.id}`],
    ]);
    expect((await t.call('GET', '/notifications', a.token)).json<NotificationsPage>().data).toEqual([]);

    const client = await pusherOf(b);
    await subscribe(client, realtimeChannels.userNotifications(b.user.id));
    await t.call('POST', `/chats/${chat.id}/messages`, a.token, { message: 'Теперь вижу, что тут' });
    const present = (await t.call('GET', '/notifications?type=message', b.token)).json<NotificationsPage>();
    expect(present.data).toHaveLength(1);
  });

  it('refuses a stranger’s subscription to a chat', async () => {
    const chat = await openChat(buyer, { user_id: seller.user.id });
    const client = await pusherOf(stranger);
    await expect(subscribe(client, realtimeChannels.chat(chat.id))).rejects.toThrow();
  });

  it('relays typing to the other member as user-typing, named by the server, not to the typist', async () => {
    const chat = await openChat(buyer, { user_id: seller.user.id });
    const [buyerClient, sellerClient] = await Promise.all([pusherOf(buyer), pusherOf(seller)]);
    const buyerChannel = await subscribe(buyerClient, realtimeChannels.chat(chat.id));
    const sellerChannel = await subscribe(sellerClient, realtimeChannels.chat(chat.id));
    const echoes = collect(buyerChannel, realtimeEvents.userTyping);
    const typing = nextEvent(sellerChannel, realtimeEvents.userTyping);
    buyerChannel.trigger(clientEvents.typing, { user_id: seller.user.id });
    expect(await typing).toEqual({ chat_id: chat.id, user_id: buyer.user.id });
    const stopped = nextEvent(sellerChannel, realtimeEvents.userStoppedTyping);
    buyerChannel.trigger(clientEvents.stopTyping, {});
    expect(await stopped).toEqual({ chat_id: chat.id, user_id: buyer.user.id });
    expect(echoes).toEqual([]);
  });
});
