import {
  chatLimits,
  messages,
  parseChannel,
  realtimeChannels,
  realtimeEvents,
  clientEvents,
  type AuthUser,
  type Chat,
  type ChatEvent,
  type ChatMessage,
  type ChatMessagesPage,
  type MessagesMarked,
} from '@mp/contract';
import { forbidden, notFound, tooManyRequests, validationError } from '../../http/errors.ts';
import type { RateLimiter } from '../../platform/rate-limit/index.ts';
import { channelEvent, type Broadcaster, type ChannelEvent } from '../../platform/realtime/broker.ts';
import type { Presence } from '../../platform/realtime/presence.ts';
import type { ClientEvent } from '../../platform/realtime/pusher-server.ts';
import type { DomainEventBus } from '../../domain-events.ts';
import type { BlocksService } from '../blocks/index.ts';
import { rubles } from '../products/index.ts';
import type { ChatRepository, ChatRow, MessageRow } from './repository.ts';

export type ChatService = ReturnType<typeof chatService>;

const sendRate = { limit: 30, windowMs: 60_000 };
/** Whom a user's coming and going is announced to: the people of their most recent chats. */
const partnersAnnouncedMax = 200;

const iso = (date: Date | null) => date?.toISOString() ?? null;

function presentMessage(row: MessageRow, senderName: string): ChatMessage {
  return {
    id: row.id,
    chat_id: row.chatId,
    user_id: row.userId,
    message: row.message,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    is_read: row.readAt !== null,
    is_delivered: row.deliveredAt !== null,
    read_at: iso(row.readAt),
    delivered_at: iso(row.deliveredAt),
    user: { id: row.userId, name: senderName },
  };
}

const otherOf = (chat: ChatRow, userId: number) =>
  chat.lowUserId === userId ? chat.highUserId : chat.lowUserId;

interface ChatDeps {
  repository: ChatRepository;
  blocks: BlocksService;
  presence: Pick<Presence, 'onlineAmong'>;
  realtime: Broadcaster;
  limiter: RateLimiter;
  now: () => Date;
  /** Transactions that announce a sent message. */
  events: Pick<DomainEventBus, 'transaction'>;
}

/** Chats of two people and their messages (spec §4 «Chat»); live events go out on the chat's channel. */
export function chatService({ repository, blocks, presence, realtime, limiter, now, events }: ChatDeps) {
  /** Chats as the viewer sees them, in the order given. */
  async function present(rows: readonly ChatRow[], viewerId: number): Promise<Chat[]> {
    const chatIds = rows.map((row) => row.id);
    const userIds = [...new Set(rows.flatMap((row) => [row.lowUserId, row.highUserId]))];
    const productIds = [...new Set(rows.flatMap((row) => (row.productId === null ? [] : [row.productId])))];
    const [people, online, ads, last, unread] = await Promise.all([
      repository.people(userIds),
      presence.onlineAmong(userIds),
      repository.products(productIds),
      repository.lastMessages(chatIds),
      repository.unreadCounts(chatIds, viewerId),
    ]);
    const personById = new Map(people.map((person) => [person.id, person]));
    const adById = new Map(ads.map((ad) => [ad.id, ad]));
    const lastByChat = new Map(last.map((message) => [message.chatId, message]));
    const nameOf = (id: number) => personById.get(id)?.name ?? '';
    return rows.map((row) => {
      const ad = row.productId === null ? undefined : adById.get(row.productId);
      const lastMessage = lastByChat.get(row.id);
      return {
        id: row.id,
        users: [row.lowUserId, row.highUserId].map((id) => ({
          id,
          name: nameOf(id),
          profile_photo_url: personById.get(id)?.photo ?? null,
          is_online: online.has(id),
        })),
        product: ad ? { id: ad.id, name: ad.name, price: rubles(ad.priceKopecks), image: ad.image } : null,
        last_message: lastMessage ? presentMessage(lastMessage, nameOf(lastMessage.userId)) : null,
        unread_count: unread.get(row.id) ?? 0,
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
      };
    });
  }

  async function presentOne(row: ChatRow, viewerId: number): Promise<Chat> {
    const [chat] = await present([row], viewerId);
    if (!chat) throw new Error('a chat presented to nothing');
    return chat;
  }

  /** The chat, when the user is one of its two people (a 404 otherwise: strangers learn nothing). */
  async function memberChat(user: AuthUser, chatId: number): Promise<ChatRow> {
    const chat = await repository.find(chatId);
    if (!chat || (chat.lowUserId !== user.id && chat.highUserId !== user.id))
      throw notFound(messages.chatNotFound);
    return chat;
  }

  async function assertNotBlocked(a: number, b: number) {
    if (await blocks.eitherBlocked(a, b)) throw forbidden(messages.chatBlocked);
  }

  async function send(user: AuthUser, chat: ChatRow, text: string): Promise<ChatMessage> {
    const recipientId = otherOf(chat, user.id);
    await assertNotBlocked(user.id, recipientId);
    const { allowed, retryAfterMs } = await limiter.hit(`chat-send:${user.id}`, sendRate);
    if (!allowed) throw tooManyRequests(retryAfterMs, messages.chatTooFast);

    const recipientAway = !(await presence.onlineAmong([recipientId])).has(recipientId);
    const row = await events.transaction(async (tx, announce) => {
      const added = await repository.addMessage(chat.id, user.id, text, now(), tx);
      await announce('message.sent', {
        chatId: chat.id,
        messageId: added.id,
        senderId: user.id,
        senderName: user.name,
        recipientId,
        text,
        recipientAway,
      });
      return added;
    });
    const message = presentMessage(row, user.name);
    realtime.publish({
      channel: realtimeChannels.chat(chat.id),
      event: realtimeEvents.newMessage,
      data: message,
    });
    const event: ChatEvent = { type: 'new-message', chat_id: chat.id, message };
    for (const memberId of [user.id, recipientId]) {
      realtime.publish({
        channel: realtimeChannels.userNotifications(memberId),
        event: realtimeEvents.chatEvent,
        data: event,
      });
    }
    return message;
  }

  async function mark(
    user: AuthUser,
    chatId: number,
    stamp: (chatId: number, userId: number, at: Date) => Promise<number[]>,
    event: typeof realtimeEvents.messagesRead | typeof realtimeEvents.messagesDelivered,
  ): Promise<MessagesMarked> {
    const chat = await memberChat(user, chatId);
    const at = now();
    const ids = await stamp(chat.id, user.id, at);
    const marked = { chat_id: chat.id, user_id: user.id, message_ids: ids, at: at.toISOString() };
    if (ids.length > 0) realtime.publish({ channel: realtimeChannels.chat(chat.id), event, data: marked });
    return marked;
  }

  return {
    /** The most recent chats, oldest first: spec §4 has the client reverse the list after loading. */
    async list(user: AuthUser): Promise<Chat[]> {
      const rows = await repository.listOf(user.id, chatLimits.chatsMax);
      return (await present(rows, user.id)).reverse();
    },

    unreadCount: (user: AuthUser) => repository.unreadTotal(user.id),

    async get(user: AuthUser, chatId: number): Promise<Chat> {
      return presentOne(await memberChat(user, chatId), user.id);
    },

    /** Finds or starts the chat with a person (about an ad when given), and sends the first message if any. */
    async open(user: AuthUser, body: { user_id: number; product_id?: number; message?: string }) {
      if (body.user_id === user.id) throw validationError({ user_id: [messages.chatWithOneself] });
      if (!(await repository.userExists(body.user_id))) throw notFound(messages.userNotFound);
      const productId = body.product_id;
      const sellerId = productId === undefined ? undefined : await repository.activeAdSeller(productId);
      if (productId !== undefined) {
        if (sellerId === undefined) throw notFound(messages.productNotFound);
        if (sellerId !== body.user_id && sellerId !== user.id) {
          throw validationError({ product_id: [messages.productIdInvalid] });
        }
      }
      await assertNotBlocked(user.id, body.user_id);
      const chat = await events.transaction(async (tx, announce) => {
        const found = await repository.findOrCreate(user.id, body.user_id, productId, tx);
        // A buyer writing about an ad is a contact of its seller; the seller writing back is not.
        if (found.created && productId !== undefined && sellerId === body.user_id) {
          await announce('chat.started', { chatId: found.chat.id, productId, buyerId: user.id, sellerId });
        }
        return found.chat;
      });
      if (body.message !== undefined) await send(user, chat, body.message);
      return presentOne((await repository.find(chat.id)) ?? chat, user.id);
    },

    /** A page of history, oldest first, older than the message `before`. */
    async messages(user: AuthUser, chatId: number, before: number | undefined): Promise<ChatMessagesPage> {
      const chat = await memberChat(user, chatId);
      const rows = await repository.messagesBefore(chat.id, before, chatLimits.messagesPerPage + 1);
      const page = rows.slice(0, chatLimits.messagesPerPage).reverse();
      const names = new Map(
        (await repository.people([chat.lowUserId, chat.highUserId])).map((p) => [p.id, p.name]),
      );
      return {
        data: page.map((row) => presentMessage(row, names.get(row.userId) ?? '')),
        has_more: rows.length > chatLimits.messagesPerPage,
      };
    },

    async post(user: AuthUser, chatId: number, text: string): Promise<ChatMessage> {
      return send(user, await memberChat(user, chatId), text);
    },

    markRead: (user: AuthUser, chatId: number) =>
      mark(
        user,
        chatId,
        (id, reader, at) => repository.markRead(id, reader, at),
        realtimeEvents.messagesRead,
      ),
    markDelivered: (user: AuthUser, chatId: number) =>
      mark(
        user,
        chatId,
        (id, recipient, at) => repository.markDelivered(id, recipient, at),
        realtimeEvents.messagesDelivered,
      ),

    /** Whether the user may listen on a channel: their own notifications, or a chat they belong to. */
    async mayListen(userId: number, channelName: string): Promise<boolean> {
      const channel = parseChannel(channelName);
      if (!channel) return false;
      if (channel.kind === 'user') return channel.userId === userId;
      return repository.isMember(channel.chatId, userId);
    },

    /** Typing on a chat's channel reaches its other member as `user-typing`, named by the server. */
    relayClientEvent({ channel, event, userId, socketId }: ClientEvent): ChannelEvent | undefined {
      const chat = parseChannel(channel);
      if (chat?.kind !== 'chat') return undefined;
      const relayedAs =
        event === clientEvents.typing
          ? realtimeEvents.userTyping
          : event === clientEvents.stopTyping
            ? realtimeEvents.userStoppedTyping
            : undefined;
      if (!relayedAs) return undefined;
      return channelEvent({
        channel: realtimeChannels.chat(chat.chatId),
        event: relayedAs,
        data: { chat_id: chat.chatId, user_id: userId },
        exceptSocketId: socketId,
      });
    },

    /** Tells the people a user chats with that the user came or went. */
    async announcePresence(userId: number, online: boolean): Promise<void> {
      const event = online ? realtimeEvents.userOnline : realtimeEvents.userOffline;
      for (const partner of await repository.partnersOf(userId, partnersAnnouncedMax)) {
        realtime.publish({
          channel: realtimeChannels.userNotifications(partner),
          event,
          data: { user_id: userId },
        });
      }
    },
  };
}
