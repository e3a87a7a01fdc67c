// The Pusher-protocol names and timings shared by the server and the web client; no zod here, so the
// web app's first screen can use them without loading it (decision 0150).

/** Spec §9 and design §4: the WebSocket's timing, shared by the server and the web client. */
export const realtimeLimits = {
  /** `activity_timeout` of `pusher:connection_established`: the heartbeat, in seconds. */
  activityTimeoutSeconds: 30,
  /** A connection silent this long (no message, no ping) is closed with 4201. */
  silenceLimitSeconds: 120,
  clientEventsPerSecond: 10,
  reconnectAttemptsMax: 5,
  reconnectFirstDelayMs: 1000,
  /** A connection not established within this is unavailable (spec §9: the socket id's 10 s wait). */
  socketIdWaitMs: 10_000,
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
  overCapacity: 4100,
  goingAway: 4200,
  pongNotReceived: 4201,
  clientEventRejected: 4301,
} as const;

/** Each kind of channel and the type of its names: a name's type tells its kind, and so its events. */
export interface RealtimeChannelNames {
  chat: `private-chat.${number}`;
  user: `private-user-notifications.${number}`;
}
export type RealtimeChannelKind = keyof RealtimeChannelNames;
export type RealtimeChannelName<K extends RealtimeChannelKind = RealtimeChannelKind> =
  RealtimeChannelNames[K];
/** The kind of a channel, read from its name's type. */
export type RealtimeChannelKindOf<C extends RealtimeChannelName> = {
  [K in RealtimeChannelKind]: C extends RealtimeChannelNames[K] ? K : never;
}[RealtimeChannelKind];

export const realtimeChannels = {
  chat: (chatId: number): RealtimeChannelName<'chat'> => `private-chat.${chatId}`,
  userNotifications: (userId: number): RealtimeChannelName<'user'> => `private-user-notifications.${userId}`,
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

/** Events the server sends (spec §7); their payloads: `realtimeWire` (schemas/realtime.ts). */
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
