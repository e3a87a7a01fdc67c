import { z } from 'zod';
import { messages } from '../messages.ts';
import {
  clientEvents,
  realtimeEvents,
  type RealtimeChannelKind,
  type RealtimeChannelKindOf,
  type RealtimeChannelName,
} from '../rules/realtime-protocol.ts';
import { chatMessageSchema, messagesMarkedSchema } from './chat.ts';
import { notificationSchema } from './notifications.ts';

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

/** A chat member's typing and stopping: the server names the sender itself, so nothing is said. */
export const whisperSchema = z.object({});

/**
 * Every event on each kind of channel and its payload's schema (issue 27): the server publishes and the
 * web listens and whispers by this one map. Names beginning `client-` are the members' client events.
 */
export const realtimeWire = {
  chat: {
    [realtimeEvents.newMessage]: chatMessageSchema,
    [realtimeEvents.messagesRead]: messagesMarkedSchema,
    [realtimeEvents.messagesDelivered]: messagesMarkedSchema,
    [realtimeEvents.userTyping]: typingEventSchema,
    [realtimeEvents.userStoppedTyping]: typingEventSchema,
    [clientEvents.typing]: whisperSchema,
    [clientEvents.stopTyping]: whisperSchema,
  },
  user: {
    [realtimeEvents.chatEvent]: chatEventSchema,
    [realtimeEvents.userOnline]: presenceEventSchema,
    [realtimeEvents.userOffline]: presenceEventSchema,
    [realtimeEvents.notification]: notificationSchema,
  },
} as const satisfies Record<RealtimeChannelKind, Record<string, z.ZodType>>;

type Wire = typeof realtimeWire;
type WireEvent<K extends RealtimeChannelKind> = keyof Wire[K] & string;
/** What the server sends on a channel of kind K. */
export type RealtimeServerEvent<K extends RealtimeChannelKind> = Exclude<WireEvent<K>, `client-${string}`>;
/** What a member whispers on a channel of kind K. */
export type RealtimeClientEvent<K extends RealtimeChannelKind> = Extract<WireEvent<K>, `client-${string}`>;
export type RealtimePayload<K extends RealtimeChannelKind, E extends WireEvent<K>> = z.infer<
  Wire[K][E] & z.ZodType
>;
/** The same, by a channel's name. */
export type RealtimePayloadOn<
  C extends RealtimeChannelName,
  E extends WireEvent<RealtimeChannelKindOf<C>>,
> = RealtimePayload<RealtimeChannelKindOf<C>, E>;
