import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authLabels, messages, storageKeys, authReplySchema, validationErrorSchema } from '@mp/contract';
import { concatenatedJson, networkError, ok, serveApi, unreadable } from '../../test/api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { useToastStore } from '../../shared/ui/toast-store.ts';
import { LoginForm } from './LoginForm.tsx';
import { authReply } from '../../test/fixtures/users.ts';

const toasts = () => useToastStore.getState().toasts.map(({ message, type }) => ({ message, type }));

function renderLogin() {
  renderWithApp(<LoginForm onForgotPassword={() => {}} />, { path: '/authorization' });
  return userEvent.setup();
}

async function fillAndSubmit(ui: ReturnType<typeof userEvent.setup>, remember: boolean) {
  await ui.type(screen.getByLabelText(authLabels.phone), '8 (912) 345-67-89');
  await ui.type(screen.getByLabelText(authLabels.password), 'secret-pass');
  if (remember) await ui.click(screen.getByLabelText(authLabels.remember));
  await ui.click(screen.getByRole('button', { name: authLabels.login }));
}

beforeEach(() => useToastStore.setState({ toasts: [] }));
afterEach(() => vi.unstubAllGlobals());

describe('login form', () => {
  it("shows the contract's messages and sends nothing for invalid input", async () => {
    const sent = serveApi({});
    const ui = renderLogin();
    await ui.type(screen.getByLabelText(authLabels.phone), '12345');
    await ui.click(screen.getByRole('button', { name: authLabels.login }));
    expect(await screen.findByText(messages.registerPhoneFormat)).toBeInTheDocument();
    expect(screen.getByText(messages.passwordRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(authLabels.phone)).toHaveAccessibleDescription(messages.registerPhoneFormat);
    expect(sent).toEqual([]);
  });

  it('masks the phone like registration does and sends it as +7XXXXXXXXXX', async () => {
    const sent = serveApi({ 'POST /api/login': ok(authReplySchema, authReply(messages.loginSuccess)) });
    const ui = renderLogin();
    const phone = screen.getByLabelText(authLabels.phone);
    expect(phone).toHaveAttribute('placeholder', authLabels.phonePlaceholder);
    await ui.type(phone, '8912345678');
    expect(phone).toHaveValue('+7 (912) 345-67-8');
    await ui.clear(phone);
    await fillAndSubmit(ui, false);
    await waitFor(() =>
      expect(sent).toMatchObject([{ path: '/api/login', body: { phone: '+79123456789' } }]),
    );
  });

  it('reads the last of two JSON objects in the reply (spec §7)', async () => {
    serveApi({
      'POST /api/login': concatenatedJson(authReplySchema, { a: 1 }, authReply(messages.loginSuccess)),
    });
    const ui = renderLogin();
    await fillAndSubmit(ui, true);
    await waitFor(() => expect(localStorage.getItem(storageKeys.token)).toBe('session-token'));
    expect(toasts()).toEqual([{ message: messages.loginSuccess, type: 'success' }]);
  });

  it("shows the server's 422 message under its field", async () => {
    serveApi({
      'POST /api/login': ok(
        validationErrorSchema,
        { message: messages.loginInvalid, errors: { phone: [messages.loginInvalid] } },
        422,
      ),
    });
    const ui = renderLogin();
    await fillAndSubmit(ui, false);
    expect(await screen.findByText(messages.loginInvalid)).toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
    expect(toasts()).toEqual([]);
  });

  it.each([
    ['a refusal without a reason', unreadable(403), messages.loginDefault],
    ['a server failure without a message', unreadable(500), messages.loginUnknown],
    ['a success that cannot be read', unreadable(200), messages.loginUnknown],
    ['no answer at all', networkError, messages.networkError],
  ])('shows spec §8’s fallback for %s', async (_case, reply, shown) => {
    serveApi({ 'POST /api/login': reply });
    const ui = renderLogin();
    await fillAndSubmit(ui, false);
    await waitFor(() => expect(toasts()).toEqual([{ message: shown, type: 'error' }]));
  });

  it('with «Запомнить меня» stores the session persistently and goes to the ads', async () => {
    const sent = serveApi({ 'POST /api/login': ok(authReplySchema, authReply(messages.loginSuccess)) });
    const ui = renderLogin();
    await fillAndSubmit(ui, true);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile/ads'));
    expect(sent).toMatchObject([
      { path: '/api/login', body: { phone: '+79123456789', password: 'secret-pass', remember: true } },
    ]);
    expect(localStorage.getItem(storageKeys.token)).toBe('session-token');
    expect(localStorage.getItem(storageKeys.jwtToken)).toBe('jwt');
    expect(JSON.parse(localStorage.getItem(storageKeys.user) ?? 'null')).toMatchObject({ name: 'Анна' });
    expect(sessionStorage.getItem(storageKeys.token)).toBeNull();
    expect(toasts()).toEqual([{ message: messages.loginSuccess, type: 'success' }]);
  });

  it('without it keeps the session to this tab', async () => {
    serveApi({ 'POST /api/login': ok(authReplySchema, authReply(messages.loginSuccess)) });
    const ui = renderLogin();
    await fillAndSubmit(ui, false);
    await waitFor(() => expect(sessionStorage.getItem(storageKeys.token)).toBe('session-token'));
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
  });
});
