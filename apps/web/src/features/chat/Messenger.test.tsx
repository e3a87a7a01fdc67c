import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  chatLabels,
  chatListSchema,
  chatMessageReplySchema,
  chatMessagesPageSchema,
  chatReplySchema,
  messages,
  messagesMarkedSchema,
  publicProfileSchema,
  storageKeys,
} from '@mp/contract';
import { chat, chatMessage, seller } from '../../test/fixtures/chats.ts';
import { publicProfile } from '../../test/fixtures/profiles.ts';
import { user } from '../../test/fixtures/users.ts';
import { failure, offContract, ok, serveApi } from '../../test/api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { useToastStore } from '../../shared/ui/toast-store.ts';
import { Messenger } from './Messenger.tsx';

const toasts = () => useToastStore.getState().toasts.map((toast) => toast.message);
const marked = (chatId: number) =>
  ok(messagesMarkedSchema, {
    chat_id: chatId,
    user_id: user.id,
    message_ids: [],
    at: '2026-11-24T10:01:00.000Z',
  });

beforeEach(() => {
  sessionStorage.setItem(storageKeys.token, 'session-token');
  sessionStorage.setItem(storageKeys.user, JSON.stringify(user));
  useToastStore.setState({ toasts: [] });
});

describe('the chat list', () => {
  it('puts the newest chat on top (the server sends them oldest first), with unread counts and one’s own last words', async () => {
    serveApi({
      'GET /api/chats': ok(chatListSchema, {
        data: [
          chat(1, {
            last_message: chatMessage(11, { chat_id: 1, user_id: user.id, message: 'Договорились' }),
          }),
          chat(2, {
            unread_count: 3,
            users: [
              { id: user.id, name: user.name, profile_photo_url: null, is_online: true },
              { id: 12, name: 'Вера', profile_photo_url: null, is_online: true },
            ],
            product: { id: 42, name: 'Самокат', price: 5000, image: null },
          }),
        ],
      }),
    });
    renderWithApp(<Messenger view={{ kind: 'list' }} />, { path: '/profile/messages' });
    const rows = await screen.findAllByRole('link', { name: /Вера|Борис/ });
    expect(rows.map((row) => within(row).getByRole('strong').textContent)).toEqual(['Вера', 'Борис']);
    expect(rows[0]).toHaveTextContent('Самокат');
    expect(rows[0]).toHaveTextContent(chatLabels.online);
    expect(within(rows[0]!).getByTestId('badge')).toHaveTextContent('3');
    expect(rows[1]).toHaveTextContent(`${chatLabels.you}Договорились`);
    expect(screen.getByText(chatLabels.pickChat)).toBeInTheDocument();
  });

  it('says when the chats cannot be loaded', async () => {
    serveApi({ 'GET /api/chats': failure(500, '') });
    renderWithApp(<Messenger view={{ kind: 'list' }} />);
    expect(await screen.findByText(messages.chatsLoadError)).toBeInTheDocument();
  });
});

describe('an open chat', () => {
  it('shows the history with ticks, reads it, and sends an answer with Enter', async () => {
    const sent = serveApi({
      'GET /api/chats': ok(chatListSchema, { data: [chat(5)] }),
      'GET /api/chats/5': ok(chatReplySchema, { data: chat(5) }),
      'GET /api/chats/5/messages': ok(chatMessagesPageSchema, {
        data: [
          chatMessage(1, { message: 'Ещё продаёте?', user_id: user.id, is_read: true, is_delivered: true }),
          chatMessage(2, { message: 'Да' }),
        ],
        has_more: false,
      }),
      'POST /api/chats/5/mark-delivered': marked(5),
      'POST /api/chats/5/mark-read': marked(5),
      'POST /api/chats/5/messages': ok(
        chatMessageReplySchema,
        {
          data: chatMessage(3, {
            message: 'Беру!',
            user_id: user.id,
            created_at: '2026-11-24T10:02:00.000Z',
          }),
        },
        201,
      ),
    });
    renderWithApp(<Messenger view={{ kind: 'chat', chatId: 5 }} />, { path: '/profile/messages/5' });
    const log = await screen.findByRole('log');
    expect(await within(log).findByText('Ещё продаёте?')).toBeInTheDocument();
    expect(within(log).getByLabelText(chatLabels.read)).toBeInTheDocument();
    expect(screen.getByText(chatLabels.offline)).toBeInTheDocument();
    expect(screen.getByText(chatLabels.noConnection)).toHaveAttribute('role', 'status');
    await waitFor(() =>
      expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(
        expect.arrayContaining(['POST /api/chats/5/mark-delivered', 'POST /api/chats/5/mark-read']),
      ),
    );

    await userEvent.type(screen.getByRole('textbox', { name: chatLabels.placeholder }), 'Беру!{Enter}');
    expect(await within(log).findByText('Беру!')).toBeInTheDocument();
    expect(sent.find((r) => r.path === '/api/chats/5/messages' && r.method === 'POST')?.body).toEqual({
      message: 'Беру!',
    });
    expect(screen.getByRole('textbox', { name: chatLabels.placeholder })).toHaveValue('');
  });

  it('keeps the text and tells why when a message is refused', async () => {
    serveApi({
      'GET /api/chats': ok(chatListSchema, { data: [chat(5)] }),
      'GET /api/chats/5': ok(chatReplySchema, { data: chat(5) }),
      'GET /api/chats/5/messages': ok(chatMessagesPageSchema, { data: [], has_more: false }),
      'POST /api/chats/5/mark-delivered': marked(5),
      'POST /api/chats/5/mark-read': marked(5),
      'POST /api/chats/5/messages': failure(403, messages.chatBlocked),
    });
    renderWithApp(<Messenger view={{ kind: 'chat', chatId: 5 }} />);
    const field = await screen.findByRole('textbox', { name: chatLabels.placeholder });
    await userEvent.type(field, 'Привет{Enter}');
    await waitFor(() => expect(toasts()).toEqual([messages.chatBlocked]));
    expect(field).toHaveValue('Привет');
  });

  it('loads earlier messages on demand', async () => {
    const sent = serveApi({
      'GET /api/chats': ok(chatListSchema, { data: [chat(5)] }),
      'GET /api/chats/5': ok(chatReplySchema, { data: chat(5) }),
      'GET /api/chats/5/messages': ({ search }) =>
        search.includes('before=20')
          ? ok(chatMessagesPageSchema, {
              data: [chatMessage(19, { message: 'Самое первое' })],
              has_more: false,
            })
          : ok(chatMessagesPageSchema, { data: [chatMessage(20, { message: 'Позднее' })], has_more: true }),
      'POST /api/chats/5/mark-delivered': marked(5),
      'POST /api/chats/5/mark-read': marked(5),
    });
    renderWithApp(<Messenger view={{ kind: 'chat', chatId: 5 }} />);
    await userEvent.click(await screen.findByRole('button', { name: chatLabels.earlier }));
    const log = screen.getByRole('log');
    expect(await within(log).findByText('Самое первое')).toBeInTheDocument();
    expect(
      within(log)
        .getAllByText(/Самое первое|Позднее/)
        .map((node) => node.textContent),
    ).toEqual(['Самое первое', 'Позднее']);
    expect(sent.some((r) => r.search === '?before=20')).toBe(true);
    expect(screen.queryByRole('button', { name: chatLabels.earlier })).not.toBeInTheDocument();
  });
});

describe('writing to someone new (spec §4 pending chat)', () => {
  it('creates the chat with the first message and opens it', async () => {
    const sent = serveApi({
      'GET /api/chats': ok(chatListSchema, { data: [] }),
      'GET /api/users/9': ok(publicProfileSchema, publicProfile()),
      'POST /api/chats': ok(chatReplySchema, { data: chat(8) }),
    });
    renderWithApp(<Messenger view={{ kind: 'pending', userId: seller.id, productId: 42 }} />, {
      path: '/profile/messages?user=9&product=42',
    });
    expect(await screen.findByText(chatLabels.firstMessageHint)).toBeInTheDocument();
    await userEvent.type(
      screen.getByRole('textbox', { name: chatLabels.placeholder }),
      'Здравствуйте{Enter}',
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile/messages/8'));
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({
      user_id: 9,
      product_id: 42,
      message: 'Здравствуйте',
    });
  });

  it('says «Не удалось получить данные нового чата» when the reply holds no chat', async () => {
    serveApi({
      'GET /api/chats': ok(chatListSchema, { data: [] }),
      'GET /api/users/9': ok(publicProfileSchema, publicProfile()),
      'POST /api/chats': offContract(chatReplySchema, { message: 'ok' }),
    });
    renderWithApp(<Messenger view={{ kind: 'pending', userId: seller.id }} />);
    await userEvent.type(
      await screen.findByRole('textbox', { name: chatLabels.placeholder }),
      'Привет{Enter}',
    );
    await waitFor(() => expect(toasts()).toEqual([messages.newChatNoData]));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('opens the existing chat of the pair and ad instead', async () => {
    serveApi({
      'GET /api/chats': ok(chatListSchema, {
        data: [chat(3, { product: { id: 42, name: 'Самокат', price: 5000, image: null } })],
      }),
      'GET /api/users/9': ok(publicProfileSchema, publicProfile()),
      'GET /api/chats/3': ok(chatReplySchema, { data: chat(3) }),
    });
    renderWithApp(<Messenger view={{ kind: 'pending', userId: seller.id, productId: 42 }} />);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile/messages/3'));
  });
});
