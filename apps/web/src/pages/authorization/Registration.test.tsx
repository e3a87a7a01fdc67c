import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  authLabels,
  messages,
  storageKeys,
  authReplySchema,
  messageReplySchema,
  validationErrorSchema,
} from '@mp/contract';
import { concatenatedJson, ok, serveApi } from '../../test/api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { useToastStore } from '../../shared/ui/toast-store.ts';
import { AuthorizationPage } from './AuthorizationPage.tsx';
import { authReply } from '../../test/fixtures/users.ts';

const toastMessages = () => useToastStore.getState().toasts.map((toast) => toast.message);

async function fillRegistration(ui: ReturnType<typeof userEvent.setup>, confirmation = 'long-password') {
  await ui.click(screen.getByRole('tab', { name: authLabels.registerTab }));
  await ui.type(screen.getByLabelText(authLabels.name), 'Анна');
  await ui.type(screen.getByLabelText(authLabels.phone), '+7 912 345 67 89');
  await ui.type(screen.getByLabelText(authLabels.password), 'long-password');
  await ui.type(screen.getByLabelText(authLabels.passwordConfirmation), confirmation);
  await ui.click(screen.getByRole('button', { name: authLabels.register }));
}

beforeEach(() => useToastStore.setState({ toasts: [] }));
afterEach(() => vi.unstubAllGlobals());

describe('registration', () => {
  it('tells each empty field at the field that it is required, with no notice and nothing sent', async () => {
    const sent = serveApi({});
    renderWithApp(<AuthorizationPage />);
    const ui = userEvent.setup();
    await ui.click(screen.getByRole('tab', { name: authLabels.registerTab }));
    await ui.click(screen.getByRole('button', { name: authLabels.register }));
    const said = async (label: string, message: string) =>
      await waitFor(() => expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message));
    await said(authLabels.name, messages.nameRequired);
    await said(authLabels.phone, messages.phoneRequired);
    await said(authLabels.password, messages.passwordRequired);
    await said(authLabels.passwordConfirmation, messages.passwordConfirmationRequired);
    expect(toastMessages()).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('rejects mismatching passwords with the message the server would give', async () => {
    const sent = serveApi({});
    renderWithApp(<AuthorizationPage />);
    await fillRegistration(userEvent.setup(), 'other-password');
    expect(await screen.findByText(messages.registerPasswordMismatch)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('drops «Пароли не совпадают» once the confirmation matches', async () => {
    serveApi({});
    renderWithApp(<AuthorizationPage />);
    const ui = userEvent.setup();
    await fillRegistration(ui, 'other-password');
    expect(await screen.findByText(messages.registerPasswordMismatch)).toBeInTheDocument();

    const confirmation = screen.getByLabelText(authLabels.passwordConfirmation);
    await ui.clear(confirmation);
    await ui.type(confirmation, 'long-password');
    await waitFor(() =>
      expect(screen.queryByText(messages.registerPasswordMismatch)).not.toBeInTheDocument(),
    );
  });

  it('names the tab in the heading: «Вход», then «Регистрация»', async () => {
    renderWithApp(<AuthorizationPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(authLabels.loginTab);
    await userEvent.setup().click(screen.getByRole('tab', { name: authLabels.registerTab }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(authLabels.registerTab);
  });

  it('masks the phone as it is typed and sends it as +7XXXXXXXXXX', async () => {
    const sent = serveApi({
      'POST /api/register': ok(messageReplySchema, { message: messages.codeSent }),
    });
    renderWithApp(<AuthorizationPage />);
    const ui = userEvent.setup();
    await ui.click(screen.getByRole('tab', { name: authLabels.registerTab }));
    const phone = screen.getByLabelText(authLabels.phone);
    expect(phone).toHaveAttribute('placeholder', authLabels.phonePlaceholder);
    await ui.type(phone, '912');
    expect(phone).toHaveValue('+7 (912');
    await ui.type(phone, '3456789');
    expect(phone).toHaveValue('+7 (912) 345-67-89');

    await ui.type(screen.getByLabelText(authLabels.name), 'Анна');
    await ui.type(screen.getByLabelText(authLabels.password), 'long-password');
    await ui.type(screen.getByLabelText(authLabels.passwordConfirmation), 'long-password');
    await ui.click(screen.getByRole('button', { name: authLabels.register }));
    await screen.findByLabelText(authLabels.code);
    expect(sent).toMatchObject([{ path: '/api/register', body: { phone: '+79123456789' } }]);
  });

  it.each(['8 999 123-45-67', '+7 999 123 45 67', '9991234567', '+7 (999) 123-45-67'])(
    'masks a pasted %s',
    async (pasted) => {
      renderWithApp(<AuthorizationPage />);
      const ui = userEvent.setup();
      await ui.click(screen.getByRole('tab', { name: authLabels.registerTab }));
      const phone = screen.getByLabelText(authLabels.phone);
      await ui.click(phone);
      await ui.paste(pasted);
      expect(phone).toHaveValue('+7 (999) 123-45-67');
    },
  );

  it('says «phone taken» when the code of a registered phone is entered, and stays on the code step', async () => {
    // The server answers the registration of a registered phone as a new one's (it tells nobody which
    // phones have accounts); only the code texted to that phone leads to the message.
    serveApi({
      'POST /api/register': ok(messageReplySchema, { message: messages.codeSent }),
      'POST /api/verify': ok(
        validationErrorSchema,
        { message: messages.registerPhoneTaken, errors: { phone: [messages.registerPhoneTaken] } },
        422,
      ),
    });
    renderWithApp(<AuthorizationPage />, { path: '/authorization' });
    const ui = userEvent.setup();
    await fillRegistration(ui);
    await ui.type(await screen.findByLabelText(authLabels.code), '123456');
    await ui.click(screen.getByRole('button', { name: authLabels.confirm }));
    await waitFor(() => expect(toastMessages()).toContain(messages.registerPhoneTaken));
    expect(screen.getByLabelText(authLabels.code)).toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
  });

  it('sends the code, then verifies it, signs in and goes to the ads', async () => {
    const sent = serveApi({
      'POST /api/register': ok(messageReplySchema, { message: messages.codeSent }),
      'POST /api/verify': ok(authReplySchema, authReply(messages.registerSuccess)),
    });
    renderWithApp(<AuthorizationPage />, { path: '/authorization' });
    const ui = userEvent.setup();
    await fillRegistration(ui);

    const code = await screen.findByLabelText(authLabels.code);
    expect(toastMessages()).toEqual([messages.codeSent]);
    expect(screen.getByRole('button', { name: authLabels.resendIn(60) })).toBeDisabled();

    await ui.click(screen.getByRole('button', { name: authLabels.confirm }));
    expect(await screen.findByText(messages.verifyCodeInvalid)).toBeInTheDocument();

    await ui.type(code, '123456');
    await ui.click(screen.getByRole('button', { name: authLabels.confirm }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile/ads'));
    expect(sent).toMatchObject([
      {
        path: '/api/register',
        body: {
          name: 'Анна',
          phone: '+79123456789',
          password: 'long-password',
          password_confirmation: 'long-password',
        },
      },
      { path: '/api/verify', body: { phone: '+79123456789', code: '123456' } },
    ]);
    expect(localStorage.getItem(storageKeys.token)).toBe('session-token');
    expect(toastMessages()).toEqual([messages.codeSent, messages.registerSuccess]);
  });

  it('opens on registration from a referral link and sends its code with the verification, once', async () => {
    const sent = serveApi({
      'POST /api/register': ok(messageReplySchema, { message: messages.codeSent }),
      'POST /api/verify': ok(authReplySchema, authReply(messages.registerSuccess)),
    });
    renderWithApp(<AuthorizationPage />, { path: '/authorization?ref=ABCDEF2345' });
    expect(screen.getByRole('tab', { name: authLabels.registerTab })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(localStorage.getItem(storageKeys.referralCode)).toBe('ABCDEF2345');
    const ui = userEvent.setup();
    await fillRegistration(ui);
    await ui.type(await screen.findByLabelText(authLabels.code), '123456');
    await ui.click(screen.getByRole('button', { name: authLabels.confirm }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile/ads'));
    expect(sent.at(-1)).toMatchObject({
      path: '/api/verify',
      body: { phone: '+79123456789', code: '123456', referral_code: 'ABCDEF2345' },
    });
    expect(localStorage.getItem(storageKeys.referralCode)).toBeNull();
  });

  it('ignores a malformed referral code', () => {
    serveApi({});
    renderWithApp(<AuthorizationPage />, { path: '/authorization?ref=<script>' });
    expect(localStorage.getItem(storageKeys.referralCode)).toBeNull();
  });

  it('reads the last of two JSON objects in the register and verify replies (spec §7)', async () => {
    serveApi({
      'POST /api/register': concatenatedJson(messageReplySchema, { a: 1 }, { message: messages.codeSent }),
      'POST /api/verify': concatenatedJson(authReplySchema, { a: 1 }, authReply(messages.registerSuccess)),
    });
    renderWithApp(<AuthorizationPage />, { path: '/authorization' });
    const ui = userEvent.setup();
    await fillRegistration(ui);
    await ui.type(await screen.findByLabelText(authLabels.code), '123456');
    await ui.click(screen.getByRole('button', { name: authLabels.confirm }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile/ads'));
    expect(localStorage.getItem(storageKeys.token)).toBe('session-token');
  });

  it('shows a wrong code under the code field', async () => {
    serveApi({
      'POST /api/register': ok(messageReplySchema, { message: messages.codeSent }),
      'POST /api/verify': ok(
        validationErrorSchema,
        { message: messages.verifyCodeExpired, errors: { code: [messages.verifyCodeExpired] } },
        422,
      ),
    });
    renderWithApp(<AuthorizationPage />);
    const ui = userEvent.setup();
    await fillRegistration(ui);
    await ui.type(await screen.findByLabelText(authLabels.code), '000000');
    await ui.click(screen.getByRole('button', { name: authLabels.confirm }));
    expect(await screen.findByText(messages.verifyCodeExpired)).toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
  });
});
