import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { messages, storageKeys } from '@mp/contract';
import { useSessionSync } from '../shared/auth/useSessionSync.ts';
import { failure, serveApi, type Reply } from '../test/api.ts';
import { renderRoutesAt } from './render-routes.test-util.tsx';

function SessionSync() {
  useSessionSync();
  return null;
}

describe('a session that a failed refresh ended', () => {
  it('opens the sign-in screen, which says the session expired, and forgets the tokens', async () => {
    localStorage.setItem(storageKeys.token, 'expired-token');
    localStorage.setItem(storageKeys.jwtToken, 'expired-jwt');
    serveApi({
      'GET /api/user': failure(401, 'Unauthenticated.'),
      'POST /api/auth/refresh': failure(401, 'Unauthenticated.'),
      'GET /api/*': () => new Promise<Reply>(() => {}),
    });

    const router = renderRoutesAt('/profile/settings', <SessionSync />);

    await waitFor(() => expect(router.state.location.pathname).toBe('/authorization'));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.loginSessionExpired);
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
  });

  it('says nothing of a session on an ordinary visit to the sign-in screen', async () => {
    serveApi({ 'GET /api/*': () => new Promise<Reply>(() => {}) });
    renderRoutesAt('/authorization');
    expect(await screen.findByRole('tab', { name: 'Вход' })).toBeInTheDocument();
    expect(screen.queryByText(messages.loginSessionExpired)).not.toBeInTheDocument();
  });
});
