import { z } from 'zod';
import { messages } from '../messages.ts';
import { chatMessageSchema } from './chat.ts';

/** Spec §9 and design §4: the WebSocket's timing, shared by the server and the web client. */
export const realtimeLimits = {
  /** `activity_timeout` of `pusher:connection_established`: the heartbeat, in seconds. */
  activityTimeoutSeconds: 30,
  /** A connection silent this long (no message, no ping) is closed with 4201. */
  silenceLimitSeconds: 120,
  clientEventsPerSecond: 10,
  reconnectAttemptsMax: 5,
  reconnectFirstDelayMs: 1000,
  socketIdWaitMs: 10_000,
  socketIdPollNotificationsMs: 200,
  socketIdPollChatMs: 100,
  notificationSubscribeDelayMs: 100,
  /** How long «печатает…» stays without a new typing event. */
  typingShownMs: 5000,
  /** Largest message a client may send over the socket, in bytes (Pusher's own limit). */
  clientMessageMaxBytes: 10 * 1024,
} as const;

/** The protocol's close and error codes we use (Pusher Channels protocol 7). */
export const realtimeCodes = {
  appUnknown: 4001,
  unauthorized: 4009,
  goingAway: 4200,
  pongNotReceived: 4201,
  clientEventRejected: 4301,
} as const;

export const realtimeChannels = {
  chat: (chatId: number) => `private-chat.${chatId}`,
  userNotifications: (userId: number) => `private-user-notifications.${userId}`,
} as const;

/** What a channel name refers to, or undefined when it is none of ours. */
export function parseChannel(
  name: string,
): { kind: 'chat'; chatId: number } | { kind: 'user'; userId: number } | undefined {
  const match = /^private-(chat|user-notifications)\.([1-9]\d{0,9})$/.exec(name);
  if (!match) return undefined;
  const id = Number(match[2]);
  if (id > 2_147_483_647) return undefined;
  return match[1] === 'chat' ? { kind: 'chat', chatId: id } : { kind: 'user', userId: id };
}

/** Events the server sends (spec §7). */
export const realtimeEvents = {
  /** On a user's channel: something changed in one of their chats (the chat list and message notices listen). */
  chatEvent: 'chat.event',
  newMessage: 'new-message',
  messagesRead: 'messages-read',
  messagesDelivered: 'messages-delivered',
  userTyping: 'user-typing',
  userStoppedTyping: 'user-stopped-typing',
  userOnline: 'user-online',
  userOffline: 'user-offline',
  /** On a user's channel: a new notification. */
  notification: 'notification',
} as const;

/** Client events a chat member sends on the chat's channel (spec §7 «typing», «stop-typing»). */
export const clientEvents = { typing: 'client-typing', stopTyping: 'client-stop-typing' } as const;

/** `POST /api/broadcasting/auth`. */
export const broadcastingAuthBodySchema = z.object({
  socket_id: z
    .string({ error: messages.socketIdInvalid })
    .regex(/^\d{1,20}\.\d{1,20}$/, { error: messages.socketIdInvalid }),
  channel_name: z.string({ error: messages.channelInvalid }).max(200, { error: messages.channelInvalid }),
});
/**
 * `auth` is `key:HMAC-SHA256(secret, socket_id:channel_name:channel_data)`; `channel_data` names the user,
 * so the server knows who sends a client event (pusher-js passes it on in `pusher:subscribe`).
 */
export const broadcastingAuthReplySchema = z.object({ auth: z.string(), channel_data: z.string() });

/** `chat.event` on a user's channel: a chat of theirs has a new message (the list moves it up). */
export const chatEventSchema = z.object({
  type: z.literal('new-message'),
  chat_id: z.number().int(),
  message: chatMessageSchema,
});
export type ChatEvent = z.infer<typeof chatEventSchema>;

export const typingEventSchema = z.object({ chat_id: z.number().int(), user_id: z.number().int() });
export type TypingEvent = z.infer<typeof typingEventSchema>;
export const presenceEventSchema = z.object({ user_id: z.number().int() });
