import { z } from 'zod';
import { messages } from '../messages.ts';
import { chatMessageSchema } from './chat.ts';

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
