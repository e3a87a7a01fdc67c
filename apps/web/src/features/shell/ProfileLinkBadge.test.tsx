import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { breadcrumbs, chatUnreadCountSchema, shellLabels, storageKeys } from '@mp/contract';
import { ok, serveApi } from '../../test/api.ts';
import { user } from '../../test/fixtures/users.ts';
import { renderWithApp } from '../../test/render.tsx';
import { ProfileMenu } from './ProfileMenu.tsx';

beforeEach(() => {
  sessionStorage.setItem(storageKeys.token, 'session-token');
  sessionStorage.setItem(storageKeys.user, JSON.stringify(user));
});

describe('the profile menu', () => {
  it('counts unread messages beside «Сообщения» only', async () => {
    serveApi({ 'GET /api/chats/unread-count': ok(chatUnreadCountSchema, { unread_count: 120 }) });
    renderWithApp(<ProfileMenu />);
    await userEvent.click(screen.getByRole('button', { name: shellLabels.profileMenu }));
    const messagesLink = screen.getByRole('link', { name: new RegExp(breadcrumbs.messages) });
    expect(await within(messagesLink).findByTestId('badge')).toHaveTextContent('99+');
    expect(screen.getAllByTestId('badge')).toHaveLength(1);
  });
});
