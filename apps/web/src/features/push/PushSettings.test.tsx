import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  messages,
  pushKeyReplySchema,
  pushKinds,
  pushLabels,
  pushSettingsSchema,
  storageKeys,
  type PushSettings as Settings,
} from '@mp/contract';
import { user } from '../../test/fixtures/users.ts';
import { base64url, stubBrowserPush, subscriptionJson } from '../../test/browser-push.ts';
import { empty, failure, ok, serveApi } from '../../test/api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { useToastStore } from '../../shared/ui/toast-store.ts';
import { PushSettings } from './PushSettings.tsx';

const allOn: Settings = { messages: true, orders: true, reviews: true, saved_searches: true, tariffs: true };
const settingsReply = ok(pushSettingsSchema, allOn);
const toasts = () => useToastStore.getState().toasts.map((toast) => toast.message);
const toggle = (kind: (typeof pushKinds)[number]) =>
  screen.findByRole('checkbox', { name: pushLabels.kinds[kind] });

beforeEach(() => {
  sessionStorage.setItem(storageKeys.token, 'session-token');
  sessionStorage.setItem(storageKeys.user, JSON.stringify(user));
  useToastStore.setState({ toasts: [] });
});

describe('push settings', () => {
  it('shows a switch per kind as the server has them and saves only the one changed', async () => {
    stubBrowserPush({ permission: 'granted', subscribed: true });
    const sent = serveApi({
      'GET /api/push/settings': ok(pushSettingsSchema, { ...allOn, tariffs: false }),
      'PUT /api/push/settings': ({ body }) =>
        ok(pushSettingsSchema, { ...allOn, tariffs: false, ...(body as Partial<Settings>) }),
    });
    renderWithApp(<PushSettings />);
    expect(screen.getByText(pushLabels.settingsHint)).toBeInTheDocument();
    const boxes = await Promise.all(pushKinds.map(toggle));
    expect(boxes.map((box) => box instanceof HTMLInputElement && box.checked)).toEqual(
      pushKinds.map((kind) => kind !== 'tariffs'),
    );

    await userEvent.click(await toggle('reviews'));
    await waitFor(() => expect(sent.filter((request) => request.method === 'PUT')).toHaveLength(1));
    expect(sent.find((request) => request.method === 'PUT')?.body).toEqual({ reviews: false });
    expect(await toggle('reviews')).not.toBeChecked();
    // A subscribed device needs no button.
    expect(screen.queryByRole('button', { name: pushLabels.enable })).not.toBeInTheDocument();
  });

  it('puts a switch back and says so when the save fails', async () => {
    stubBrowserPush({ permission: 'granted', subscribed: true });
    serveApi({
      'GET /api/push/settings': settingsReply,
      'PUT /api/push/settings': failure(500, ''),
    });
    renderWithApp(<PushSettings />);
    await userEvent.click(await toggle('orders'));
    await waitFor(() => expect(toasts()).toEqual([messages.pushSettingsSaveError]));
    expect(await toggle('orders')).toBeChecked();
  });

  it('says the browser blocks notifications when the person refused them there', async () => {
    stubBrowserPush({ permission: 'denied' });
    serveApi({ 'GET /api/push/settings': settingsReply });
    renderWithApp(<PushSettings />);
    expect(await screen.findByText(pushLabels.blocked)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: pushLabels.enable })).not.toBeInTheDocument();
  });

  it('says this browser has no push, and still shows the person’s kinds for their other devices', async () => {
    serveApi({ 'GET /api/push/settings': settingsReply });
    renderWithApp(<PushSettings />);
    expect(screen.getByText(pushLabels.unsupported)).toBeInTheDocument();
    expect(await toggle('messages')).toBeChecked();
  });

  it('subscribes a device that is not subscribed with «Включить уведомления»', async () => {
    const keyBytes = Uint8Array.from({ length: 65 }, (_, i) => i + 4);
    const browser = stubBrowserPush({ answer: 'granted' });
    const sent = serveApi({
      'GET /api/push/settings': settingsReply,
      'GET /api/push/key': ok(pushKeyReplySchema, { public_key: base64url(keyBytes) }),
      'POST /api/push/subscriptions': empty(201),
    });
    renderWithApp(<PushSettings />);
    await userEvent.click(screen.getByRole('button', { name: pushLabels.enable }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: pushLabels.enable })).not.toBeInTheDocument(),
    );
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual(subscriptionJson());
    expect(browser.subscribeOptions).toEqual([{ userVisibleOnly: true, applicationServerKey: keyBytes }]);
  });
});
