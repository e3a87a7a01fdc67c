// What the scenarios assert beyond the request counts: acknowledged messages are stored, and reach
// the listeners that were subscribed when they were sent.
import type pg from 'pg';
import type { Listener } from './listeners.ts';
import { acknowledged, type LoadReport, type SentMessage } from './load.ts';

/** Acknowledged messages the database does not hold, read straight from PostgreSQL. */
export async function missingFromDatabase(db: pg.Pool, report: LoadReport): Promise<string[]> {
  const texts = acknowledged(report).map((message) => message.text);
  const { rows } = await db.query<{ message: string }>(
    'SELECT message FROM chat_messages WHERE message = ANY($1::text[])',
    [texts],
  );
  const stored = new Set(rows.map((row) => row.message));
  return texts.filter((text) => !stored.has(text));
}

/** The last time the listener's subscription succeeded: since then it has been listening. */
export const listeningSince = (listener: Listener) => listener.subscribedAt.at(-1) ?? Infinity;

/**
 * Acknowledged messages of the listener's chat that were sent after it last (re)subscribed, and after
 * `from`: the ones it must have received.
 */
export function owedTo(listener: Listener, report: LoadReport, from = 0): SentMessage[] {
  const since = Math.max(from, listeningSince(listener));
  return acknowledged(report).filter((m) => m.chatId === listener.chat.id && m.startedAt > since);
}

/** Per listener, the owed messages that did not arrive: «chat 12: roll 40, roll 60». */
export function undelivered(listeners: Listener[], report: LoadReport, from = 0): string[] {
  return listeners.flatMap((listener) => {
    const missed = owedTo(listener, report, from).filter((m) => !listener.received.has(m.text));
    return missed.length === 0 ? [] : [`chat ${listener.chat.id}: ${missed.map((m) => m.text).join(', ')}`];
  });
}

/** Listeners that are not connected, or received nothing sent after `from` (delivery did not resume). */
export function notListeningAfter(listeners: Listener[], report: LoadReport, from: number): string[] {
  return listeners.flatMap((listener) => {
    const arrived = owedTo(listener, report, from).filter((m) => listener.received.has(m.text));
    if (listener.isConnected() && arrived.length > 0) return [];
    return [
      `chat ${listener.chat.id}: connected ${String(listener.isConnected())}, ${arrived.length} received`,
    ];
  });
}
