import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  chatLabels,
  chatListSchema,
  chatMessageReplySchema,
  chatMessagesPageSchema,
  chatReplySchema,
  messages,
  messagesMarkedSchema,
  pushKeyReplySchema,
  pushLabels,
  storageKeys,
} from '@mp/contract';
import { chat, chatMessage } from '../../test/fixtures/chats.ts';
import { user } from '../../test/fixtures/users.ts';
import { base64url, stubBrowserPush, subscriptionJson } from '../../test/browser-push.ts';
import { empty, failure, ok, serveApi, type SentRequest } from '../../test/api.ts';
import { passTime } from '../../test/pass-time.ts';
import { renderWithApp } from '../../test/render.tsx';
import { useToastStore } from '../../shared/ui/toast-store.ts';
import { Messenger } from '../chat/index.ts';
import { askForPush, clearPushAsk } from './ask.ts';
import { PushHost } from './PushHost.tsx';

const dayMs = 24 * 60 * 60 * 1000;
/** The server's VAPID key: 65 bytes whose base64url spelling has both `-` (bytes 3–5) and `_` (6–8). */
const keyBytes = Uint8Array.from(
  { length: 65 },
  (_, i) => [4, 10, 20, 0xfb, 0xef, 0xbe, 0xff, 0xff, 0xff][i] ?? i,
);
const publicKey = base64url(keyBytes);

const subscriptionPosts = (sent: SentRequest[]) =>
  sent.filter((request) => request.method === 'POST' && request.path === '/api/push/subscriptions');
const prompt = () => screen.queryByRole('dialog', { name: pushLabels.settingsTitle });
const ask = (reason: 'message' | 'ad') => act(() => askForPush(reason));
const toasts = () => useToastStore.getState().toasts.map((toast) => toast.message);

beforeEach(() => {
  sessionStorage.setItem(storageKeys.token, 'session-token');
  sessionStorage.setItem(storageKeys.user, JSON.stringify(user));
  useToastStore.setState({ toasts: [] });
  clearPushAsk();
});
afterEach(() => vi.useRealTimers());

describe('asking for push permission', () => {
  it('asks after the person sends a message, with the reason, and not when the page loads', async () => {
    const browser = stubBrowserPush();
    const marked = ok(messagesMarkedSchema, {
      chat_id: 5,
      user_id: user.id,
      message_ids: [],
      at: '2026-11-24T10:01:00.000Z',
    });
    const sent = serveApi({
      'GET /api/chats': ok(chatListSchema, { data: [chat(5)] }),
      'GET /api/chats/5': ok(chatReplySchema, { data: chat(5) }),
      'GET /api/chats/5/messages': ok(chatMessagesPageSchema, { data: [chatMessage(1)], has_more: false }),
      'POST /api/chats/5/mark-delivered': marked,
      'POST /api/chats/5/mark-read': marked,
      'POST /api/chats/5/messages': ok(
        chatMessageReplySchema,
        { data: chatMessage(2, { message: 'Беру!', user_id: user.id }) },
        201,
      ),
    });
    renderWithApp(
      <>
        <PushHost />
        <Messenger view={{ kind: 'chat', chatId: 5 }} />
      </>,
    );
    expect(await screen.findByText('Сообщение 1')).toBeInTheDocument();
    await passTime(50);
    expect(prompt()).not.toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: chatLabels.placeholder }), 'Беру!{Enter}');
    const dialog = await screen.findByRole('dialog', { name: pushLabels.settingsTitle });
    expect(dialog).toHaveAccessibleDescription(pushLabels.askAfterMessage);
    expect(screen.getByRole('button', { name: pushLabels.enable })).toBeInTheDocument();
    // Only the person's «Включить уведомления» brings the browser's own question.
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(sent.filter((request) => request.path.startsWith('/api/push'))).toEqual([]);
  });

  it('after «Не сейчас», keeps quiet for 30 days and asks again after them', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const refusedAt = new Date('2026-11-27T10:00:00.000Z').getTime();
    vi.setSystemTime(refusedAt);
    const browser = stubBrowserPush();
    serveApi({});
    renderWithApp(<PushHost />);
    ask('message');
    await userEvent.click(await screen.findByRole('button', { name: pushLabels.later }));
    expect(prompt()).not.toBeInTheDocument();

    vi.setSystemTime(refusedAt + 29 * dayMs);
    ask('message');
    await passTime(50);
    expect(prompt()).not.toBeInTheDocument();

    vi.setSystemTime(refusedAt + 31 * dayMs);
    ask('ad');
    expect(await screen.findByRole('dialog', { name: pushLabels.settingsTitle })).toHaveAccessibleDescription(
      pushLabels.askAfterAd,
    );
    expect(browser.requestPermission).not.toHaveBeenCalled();
  });

  it('on «Включить уведомления» asks the browser, subscribes with the server’s key and hands the subscription over', async () => {
    const browser = stubBrowserPush({ answer: 'granted' });
    const sent = serveApi({
      'GET /api/push/key': ok(pushKeyReplySchema, { public_key: publicKey }),
      'POST /api/push/subscriptions': empty(201),
    });
    expect(publicKey).toMatch(/-/);
    expect(publicKey).toMatch(/_/);
    renderWithApp(<PushHost />);
    ask('ad');
    await userEvent.click(await screen.findByRole('button', { name: pushLabels.enable }));

    await waitFor(() => expect(subscriptionPosts(sent)).toHaveLength(1));
    expect(subscriptionPosts(sent)[0]?.body).toEqual(subscriptionJson());
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.subscribeOptions).toEqual([{ userVisibleOnly: true, applicationServerKey: keyBytes }]);
    await waitFor(() => expect(prompt()).not.toBeInTheDocument());
    expect(toasts()).toEqual([]);
  });

  it('remembers a browser question dismissed without an answer as a refusal', async () => {
    const browser = stubBrowserPush({ answer: 'default' });
    const sent = serveApi({});
    renderWithApp(<PushHost />);
    ask('message');
    await userEvent.click(await screen.findByRole('button', { name: pushLabels.enable }));
    await waitFor(() => expect(prompt()).not.toBeInTheDocument());

    ask('message');
    await passTime(50);
    expect(prompt()).not.toBeInTheDocument();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([]);
  });

  it('tells the person when the subscription cannot be made', async () => {
    stubBrowserPush({ answer: 'granted' });
    serveApi({
      'GET /api/push/key': ok(pushKeyReplySchema, { public_key: publicKey }),
      'POST /api/push/subscriptions': failure(500, ''),
    });
    renderWithApp(<PushHost />);
    ask('message');
    await userEvent.click(await screen.findByRole('button', { name: pushLabels.enable }));
    await waitFor(() => expect(toasts()).toEqual([messages.pushSubscribeError]));
    expect(prompt()).not.toBeInTheDocument();
  });

  it('shows nothing where the browser has no push, and sends nothing', async () => {
    const sent = serveApi({});
    renderWithApp(<PushHost />);
    ask('message');
    await passTime(50);
    expect(prompt()).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});

describe('a device that allowed push', () => {
  it('shows nothing and tells the server its subscription once per sign-in', async () => {
    const browser = stubBrowserPush({ permission: 'granted', subscribed: true });
    const sent = serveApi({ 'POST /api/push/subscriptions': empty(201) });
    const first = renderWithApp(<PushHost />);
    await waitFor(() => expect(subscriptionPosts(sent)).toHaveLength(1));
    expect(subscriptionPosts(sent)[0]?.body).toEqual(subscriptionJson());

    ask('message');
    await passTime(50);
    expect(prompt()).not.toBeInTheDocument();
    // The next page of the same sign-in does not tell it again.
    first.unmount();
    renderWithApp(<PushHost />);
    ask('ad');
    await passTime(50);
    expect(subscriptionPosts(sent)).toHaveLength(1);
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(browser.subscribeOptions).toEqual([]);
  });

  it('subscribes without asking again after a message when it holds no subscription', async () => {
    const browser = stubBrowserPush({ permission: 'granted' });
    const sent = serveApi({
      'GET /api/push/key': ok(pushKeyReplySchema, { public_key: publicKey }),
      'POST /api/push/subscriptions': empty(201),
    });
    renderWithApp(<PushHost />);
    await passTime(50);
    expect(subscriptionPosts(sent)).toEqual([]);

    ask('message');
    await waitFor(() => expect(subscriptionPosts(sent)).toHaveLength(1));
    expect(browser.subscribeOptions).toHaveLength(1);
    expect(prompt()).not.toBeInTheDocument();
  });
});
