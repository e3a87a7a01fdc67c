import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, settingsLabels, storageKeys, messageReplySchema } from '@mp/contract';
import { ok, serveApi, unreadable } from '../../test/api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { useToastStore } from '../../shared/ui/toast-store.ts';
import { user } from '../../test/fixtures/users.ts';
import { DeleteAccount } from './DeleteAccount.tsx';

const toasts = () => useToastStore.getState().toasts.map(({ message, type }) => ({ message, type }));
const deletes = (sent: { path: string }[]) => sent.filter((call) => call.path === '/api/user');

async function openDialog() {
  const view = renderWithApp(<DeleteAccount />, { path: '/profile/settings' });
  const ui = userEvent.setup();
  await ui.click(screen.getByRole('button', { name: settingsLabels.deleteAccount }));
  const dialog = screen.getByRole('dialog', { name: settingsLabels.deleteConfirmTitle });
  return { ui, dialog, ...view };
}

beforeEach(() => {
  localStorage.setItem(storageKeys.token, 'session-token');
  localStorage.setItem(storageKeys.jwtToken, 'jwt');
  localStorage.setItem(storageKeys.user, JSON.stringify(user));
  useToastStore.setState({ toasts: [] });
});
afterEach(() => vi.unstubAllGlobals());

describe('account deletion', () => {
  it('needs the confirmation word before anything is sent', async () => {
    const sent = serveApi({});
    const { ui, dialog } = await openDialog();
    const confirm = within(dialog).getByRole('button', { name: settingsLabels.deleteAccount });
    const word = within(dialog).getByLabelText(settingsLabels.deleteConfirmHint);
    expect(word).toHaveFocus();
    expect(confirm).toBeDisabled();
    await ui.type(word, 'delete{Enter}');
    expect(confirm).toBeDisabled();
    expect(deletes(sent)).toEqual([]);

    await ui.click(within(dialog).getByRole('button', { name: settingsLabels.cancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.token)).toBe('session-token');
  });

  it('with the word deletes the account, ends the session and goes home', async () => {
    const sent = serveApi({
      'DELETE /api/user': ok(messageReplySchema, { message: messages.profileDeleted }),
    });
    const { ui, dialog, client } = await openDialog();
    client.setQueryData(['company'], null);
    await ui.type(
      within(dialog).getByLabelText(settingsLabels.deleteConfirmHint),
      settingsLabels.deleteConfirmWord,
    );
    await ui.click(within(dialog).getByRole('button', { name: settingsLabels.deleteAccount }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(deletes(sent)).toHaveLength(1);
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
    expect(localStorage.getItem(storageKeys.user)).toBeNull();
    expect(client.getQueryData(['company'])).toBeUndefined();
    expect(toasts()).toEqual([{ message: messages.profileDeleted, type: 'success' }]);
  });

  it('keeps the session when the server refuses', async () => {
    serveApi({ 'DELETE /api/user': unreadable() });
    const { ui, dialog } = await openDialog();
    await ui.type(
      within(dialog).getByLabelText(settingsLabels.deleteConfirmHint),
      settingsLabels.deleteConfirmWord,
    );
    await ui.click(within(dialog).getByRole('button', { name: settingsLabels.deleteAccount }));
    await waitFor(() =>
      expect(toasts()).toEqual([{ message: settingsLabels.deleteAccountError, type: 'error' }]),
    );
    expect(localStorage.getItem(storageKeys.token)).toBe('session-token');
    expect(screen.getByTestId('location')).toHaveTextContent('/profile/settings');
  });
});
