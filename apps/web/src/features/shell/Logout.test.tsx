import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chatUnreadCountSchema, messageReplySchema, messages, shellLabels, storageKeys } from '@mp/contract';
import { empty, ok, serveApi, networkError, type SentRequest } from '../../test/api.ts';
import { stubBrowserPush, subscriptionJson } from '../../test/browser-push.ts';
import { PushHost } from '../push/index.ts';
import { ProfileMenu } from './ProfileMenu.tsx';
import { user } from '../../test/fixtures/users.ts';
import { renderWithApp } from '../../test/render.tsx';
import { toast, useToastStore } from '../../shared/ui/toast-store.ts';

const toasts = () => useToastStore.getState().toasts.map(({ message, type }) => ({ message, type }));

async function logOut({ withPush = false } = {}) {
  renderWithApp(
    <>
      {withPush && <PushHost />}
      <ProfileMenu />
    </>,
    { path: '/profile/ads' },
  );
  const ui = userEvent.setup();
  await ui.click(screen.getByRole('button', { name: shellLabels.profileMenu }));
  expect(screen.getByText('Анна')).toBeInTheDocument();
  await ui.click(screen.getByRole('button', { name: shellLabels.logout }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
}

beforeEach(() => {
  useToastStore.setState({ toasts: [] });
  localStorage.setItem(storageKeys.token, 'session-token');
  localStorage.setItem(storageKeys.jwtToken, 'jwt');
  localStorage.setItem(storageKeys.user, JSON.stringify(user));
  localStorage.setItem(storageKeys.company, '{}');
  localStorage.setItem(storageKeys.cart, '[]');
  sessionStorage.setItem(storageKeys.profile, '{}');
});
afterEach(() => vi.unstubAllGlobals());

describe('logout', () => {
  it('clears every stored key and goes home', async () => {
    const sent = serveApi({
      'POST /api/logout': ok(messageReplySchema, { message: messages.logoutSuccess }),
      'GET /api/chats/unread-count': ok(chatUnreadCountSchema, { unread_count: 2 }),
    });
    // A notice of the session does not outlive it.
    toast.success(messages.loginSuccess);
    await logOut();
    expect(sent.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/api/logout']);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(toasts()).toEqual([{ message: messages.logoutSuccess, type: 'success' }]);
  });

  it('clears everything even when the server cannot be reached, with a warning', async () => {
    serveApi({ 'POST /api/logout': networkError });
    await logOut();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(toasts()).toEqual([{ message: messages.logoutLocal, type: 'warning' }]);
  });

  it('first forgets this device’s push subscription, on the server and in the browser', async () => {
    const browser = stubBrowserPush({ permission: 'granted', subscribed: true });
    const sent = serveApi({
      'POST /api/push/subscriptions': empty(201),
      'DELETE /api/push/subscriptions': empty(204),
      'POST /api/logout': ok(messageReplySchema, { message: messages.logoutSuccess }),
      'GET /api/chats/unread-count': ok(chatUnreadCountSchema, { unread_count: 0 }),
    });
    await logOut({ withPush: true });
    expect(writesAfterSignIn(sent)).toEqual([
      { method: 'DELETE', path: '/api/push/subscriptions', body: { endpoint: subscriptionJson().endpoint } },
      { method: 'POST', path: '/api/logout', body: undefined },
    ]);
    expect(browser.unsubscribe).toHaveBeenCalledTimes(1);
    expect(toasts()).toEqual([{ message: messages.logoutSuccess, type: 'success' }]);
  });

  it('still signs out, and drops the browser’s subscription, when the server cannot forget it', async () => {
    const browser = stubBrowserPush({ permission: 'granted', subscribed: true });
    const sent = serveApi({
      'POST /api/push/subscriptions': empty(201),
      'DELETE /api/push/subscriptions': networkError,
      'POST /api/logout': ok(messageReplySchema, { message: messages.logoutSuccess }),
    });
    await logOut({ withPush: true });
    expect(writesAfterSignIn(sent).map((call) => call.path)).toEqual([
      '/api/push/subscriptions',
      '/api/logout',
    ]);
    expect(browser.unsubscribe).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
  });
});

/** The writes of the logout: the subscription told again at sign-in (PushHost's start) left out. */
const writesAfterSignIn = (sent: SentRequest[]) =>
  sent
    .filter((call) => call.method !== 'GET' && !(call.method === 'POST' && call.path === '/api/push/subscriptions'))
    .map(({ method, path, body }) => ({ method, path, body }));
