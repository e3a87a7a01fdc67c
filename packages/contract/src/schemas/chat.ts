import { z } from 'zod';
import { messages } from '../messages.ts';
import { productIdSchema, serialIdSchema } from './common.ts';

export const chatLimits = {
  messageMax: 2000,
  /** Messages in one page of a chat's history (older pages load as the person scrolls up). */
  messagesPerPage: 50,
  /** The chat list holds the most recent chats. */
  chatsMax: 100,
} as const;

const messageTextSchema = z
  .string({ error: messages.chatMessageRequired })
  .trim()
  .min(1, { error: messages.chatMessageRequired })
  .max(chatLimits.messageMax, { error: messages.chatMessageTooLong });

/** `POST /api/chats`: open (or find) the chat with a user, optionally about an ad, optionally with a first message. */
export const chatCreateBodySchema = z.object({
  user_id: serialIdSchema,
  product_id: productIdSchema.optional(),
  message: messageTextSchema.optional(),
});
export type ChatCreateBody = z.input<typeof chatCreateBodySchema>;

/** `POST /api/chats/{id}/messages`. */
export const chatMessageBodySchema = z.object({ message: messageTextSchema });
export type ChatMessageBody = z.input<typeof chatMessageBodySchema>;

/** `GET /api/chats/{id}/messages?before=`: the page of messages older than `before` (the newest page without it). */
export const chatMessagesQuerySchema = z.object({
  before: z.coerce
    .number({ error: messages.invalidInteger })
    .int({ error: messages.invalidInteger })
    .positive({ error: messages.invalidInteger })
    .max(Number.MAX_SAFE_INTEGER, { error: messages.invalidInteger })
    .optional(),
});

export const chatUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  profile_photo_url: z.string().nullable(),
  /** Connected to the real-time server right now (spec §4: offline by default). */
  is_online: z.boolean(),
});
export type ChatUser = z.infer<typeof chatUserSchema>;

/** A message of spec §3. `is_read`/`is_delivered` say what the recipient has done with it. */
export const chatMessageSchema = z.object({
  id: z.number().int(),
  chat_id: z.number().int(),
  user_id: z.number().int(),
  message: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  is_read: z.boolean(),
  is_delivered: z.boolean(),
  read_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  user: z.object({ id: z.number().int(), name: z.string() }),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** The ad a chat is about, as it is now (null when the chat is about none or the ad is gone). */
export const chatProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number(),
  image: z.string().nullable(),
});

/** A chat of spec §3: two people, optionally about an ad. `unread_count` counts the viewer's unread messages. */
export const chatSchema = z.object({
  id: z.number().int(),
  users: z.array(chatUserSchema),
  product: chatProductSchema.nullable(),
  last_message: chatMessageSchema.nullable(),
  unread_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Chat = z.infer<typeof chatSchema>;

/** `POST /api/chats` and `GET /api/chats/{id}`: spec §5 reads `data` (without it: «Не удалось получить данные нового чата»). */
export const chatReplySchema = z.object({ data: chatSchema });
/** `GET /api/chats`: the most recent chats, oldest first (spec §4: the client reverses the list after loading). */
export const chatListSchema = z.object({ data: z.array(chatSchema) });
/** A page of history, oldest first; `has_more` when older messages remain. */
export const chatMessagesPageSchema = z.object({ data: z.array(chatMessageSchema), has_more: z.boolean() });
export type ChatMessagesPage = z.infer<typeof chatMessagesPageSchema>;
export const chatMessageReplySchema = z.object({ data: chatMessageSchema });

/** `messages-read` / `messages-delivered` (event and reply): whose messages of which chat, and when. */
export const messagesMarkedSchema = z.object({
  chat_id: z.number().int(),
  /** The reader (or the recipient the messages reached). */
  user_id: z.number().int(),
  message_ids: z.array(z.number().int()),
  at: z.string(),
});
export type MessagesMarked = z.infer<typeof messagesMarkedSchema>;

export const chatParamSchema = z.object({ id: serialIdSchema });

/** `GET /api/chats/unread-count`: the messages of others the person has not read, in all their chats. */
export const chatUnreadCountSchema = z.object({ unread_count: z.number().int() });
