import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../schemas/chat.ts';
import { isSameMessage, withMarkedMessages } from './chat-messages.ts';

const message = (id: number, overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  chat_id: 1,
  user_id: 7,
  message: `Сообщение ${id}`,
  created_at: '2026-11-24T10:00:00.000Z',
  updated_at: '2026-11-24T10:00:00.000Z',
  is_read: false,
  is_delivered: false,
  read_at: null,
  delivered_at: null,
  user: { id: 7, name: 'Анна' },
  ...overrides,
});

describe('incoming chat messages (spec §4)', () => {
  it('knows a copy by its id, or by the same text from the same sender within a second', () => {
    const hello = message(1, { message: 'Привет' });
    expect(isSameMessage(hello, message(1, { message: 'другой текст' }))).toBe(true);
    expect(
      isSameMessage(hello, message(2, { message: 'Привет', created_at: '2026-11-24T10:00:00.900Z' })),
    ).toBe(true);
    expect(
      isSameMessage(hello, message(3, { message: 'Привет', created_at: '2026-11-24T10:00:01.200Z' })),
    ).toBe(false);
    expect(isSameMessage(hello, message(4, { message: 'Привет', user_id: 8 }))).toBe(false);
    expect(isSameMessage(hello, message(5, { message: 'Пока' }))).toBe(false);
  });

  it('marks the named messages read (and so delivered) or delivered only', () => {
    const list = [message(1), message(2), message(3)];
    const read = withMarkedMessages(list, { message_ids: [1, 3], at: '2026-11-24T10:05:00.000Z' }, 'read');
    expect(read.map((m) => [m.is_read, m.is_delivered])).toEqual([
      [true, true],
      [false, false],
      [true, true],
    ]);
    const delivered = withMarkedMessages(
      list,
      { message_ids: [2], at: '2026-11-24T10:05:00.000Z' },
      'delivered',
    );
    expect(delivered[1]).toMatchObject({
      is_delivered: true,
      is_read: false,
      delivered_at: '2026-11-24T10:05:00.000Z',
    });
  });
});
