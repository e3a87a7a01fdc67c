import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, referralLinkReplySchema, referralsReplySchema, storageKeys } from '@mp/contract';
import { failure, ok, serveApi, unreadable } from '../../test/api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { useToastStore } from '../../shared/ui/toast-store.ts';
import { ReferralPage } from './ReferralPage.tsx';

const link = 'http://localhost:3000/authorization?ref=ABCDEF2345';

beforeEach(() => {
  sessionStorage.setItem(storageKeys.token, 'session-token');
  useToastStore.setState({ toasts: [] });
});

describe('/profile/referral', () => {
  it('shows the link to share and copies it, and lists the invited with their rewards', async () => {
    serveApi({
      'GET /api/referral-link': ok(referralLinkReplySchema, {
        data: { referral_link: link, code: 'ABCDEF2345' },
      }),
      'GET /api/referrals': ok(referralsReplySchema, {
        data: [
          {
            id: 5,
            name: 'Ольга',
            joined_at: '2026-11-20T10:00:00.000Z',
            rewarded_at: '2026-11-22T10:00:00.000Z',
            points: 500,
          },
          { id: 6, name: 'Пётр', joined_at: '2026-11-21T10:00:00.000Z', rewarded_at: null, points: 0 },
        ],
        points_earned: 500,
      }),
    });
    renderWithApp(<ReferralPage />, { path: '/profile/referral' });
    expect(await screen.findByRole('textbox', { name: 'Ваша реферальная ссылка' })).toHaveValue(link);
    // user-event puts a clipboard of its own on the page; the copied text is read back from it.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Скопировать' }));
    expect(await navigator.clipboard.readText()).toBe(link);
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((toast) => toast.message)).toEqual(['Ссылка скопирована']),
    );

    const invited = await screen.findByRole('region', { name: 'Приглашённые' });
    expect(invited).toHaveTextContent('Получено баллов: 500');
    const people = within(invited).getAllByRole('listitem');
    expect(people[0]).toHaveTextContent('Ольга');
    expect(people[0]).toHaveTextContent('Начислено 500 баллов');
    expect(people[1]).toHaveTextContent('Ждём первый завершённый заказ');
  });

  it('says when nobody came through the link yet', async () => {
    serveApi({
      'GET /api/referral-link': ok(referralLinkReplySchema, {
        data: { referral_link: link, code: 'ABCDEF2345' },
      }),
      'GET /api/referrals': ok(referralsReplySchema, { data: [], points_earned: 0 }),
    });
    renderWithApp(<ReferralPage />, { path: '/profile/referral' });
    expect(await screen.findByText('Приглашённых пользователей пока нет')).toBeInTheDocument();
  });

  it('says «Необходима авторизация» when the session has ended', async () => {
    serveApi({
      'GET /api/referral-link': failure(401, messages.unauthenticated),
      'GET /api/referrals': failure(401, messages.unauthenticated),
      'POST /api/auth/refresh': failure(401, messages.unauthenticated),
    });
    renderWithApp(<ReferralPage />, { path: '/profile/referral' });
    await waitFor(() => expect(screen.getAllByText(messages.authRequired)).toHaveLength(2));
  });

  it('says «Ошибка получения реферальной ссылки» when the link cannot be had', async () => {
    serveApi({
      'GET /api/referral-link': unreadable(500),
      'GET /api/referrals': ok(referralsReplySchema, { data: [], points_earned: 0 }),
    });
    renderWithApp(<ReferralPage />, { path: '/profile/referral' });
    expect(await screen.findByText(messages.referralLinkLoadError)).toBeInTheDocument();
  });
});
