import type { ChatMessage } from '../schemas/chat.ts';

/** Spec §4: two copies of one message are the same id, or the same text and sender within one second. */
export function isSameMessage(a: ChatMessage, b: ChatMessage): boolean {
  if (a.id === b.id) return true;
  return (
    a.user_id === b.user_id &&
    a.message === b.message &&
    Math.abs(Date.parse(a.created_at) - Date.parse(b.created_at)) <= 1000
  );
}

/** Messages with the ones named marked read or delivered (`messages-read` / `messages-delivered`). */
export function withMarkedMessages(
  list: readonly ChatMessage[],
  marked: { message_ids: readonly number[]; at: string },
  as: 'read' | 'delivered',
): readonly ChatMessage[] {
  const ids = new Set(marked.message_ids);
  return list.map((message) => {
    if (!ids.has(message.id)) return message;
    return as === 'read'
      ? {
          ...message,
          is_read: true,
          read_at: marked.at,
          is_delivered: true,
          delivered_at: message.delivered_at ?? marked.at,
        }
      : { ...message, is_delivered: true, delivered_at: marked.at };
  });
}
