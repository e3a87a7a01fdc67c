import { describe, expect, it } from 'vitest';
import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import type { ChatMessagesPage } from '@mp/contract';
import { chatMessage, seller } from '../../test/fixtures/chats.ts';
import { user } from '../../test/fixtures/users.ts';
import { addMessage, chatKeys, flatMessages, markMessages } from './api.ts';

// One's own message enters the list with the reply to sending; the other person may read it, and that
// mark arrive on the socket, before the reply does.

function clientWithHistory(): QueryClient {
  const client = new QueryClient();
  const page: ChatMessagesPage = { data: [chatMessage(1)], has_more: false };
  client.setQueryData<InfiniteData<ChatMessagesPage, unknown>>(chatKeys.messages(5), {
    pages: [page],
    pageParams: [undefined],
  });
  return client;
}

const shown = (client: QueryClient) =>
  flatMessages(client.getQueryData<InfiniteData<ChatMessagesPage, unknown>>(chatKeys.messages(5)));

describe('marks of messages', () => {
  it('marks a message that was read before the reply to sending it arrived', () => {
    const client = clientWithHistory();
    markMessages(
      client,
      { chat_id: 5, user_id: seller.id, message_ids: [2], at: '2026-11-24T10:01:00.000Z' },
      'read',
    );
    addMessage(client, chatMessage(2, { user_id: user.id }));
    expect(shown(client).map((message) => [message.id, message.is_read, message.read_at])).toEqual([
      [1, false, null],
      [2, true, '2026-11-24T10:01:00.000Z'],
    ]);
  });

  it('marks the messages it finds at once, and keeps no mark for them', () => {
    const client = clientWithHistory();
    markMessages(
      client,
      { chat_id: 5, user_id: seller.id, message_ids: [1], at: '2026-11-24T10:01:00.000Z' },
      'delivered',
    );
    expect(shown(client)[0]).toMatchObject({ is_delivered: true, is_read: false });
    // A message added later is not one the mark named.
    addMessage(client, chatMessage(3, { user_id: user.id }));
    expect(shown(client)[1]).toMatchObject({ id: 3, is_delivered: false, is_read: false });
  });
});
