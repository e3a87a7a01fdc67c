import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  messages,
  packageBoughtReplySchema,
  packageLabels,
  packagesReplySchema,
  placementPackages,
  storageKeys,
} from '@mp/contract';
import { failure, ok, serveApi, unreadable } from '../../test/api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { useToastStore } from '../../shared/ui/toast-store.ts';
import { PackagesPage } from './PackagesPage.tsx';

const list = (raise: number, vip: number) =>
  ok(packagesReplySchema, {
    data: placementPackages.map((item) => ({ ...item, name: packageLabels.names[item.id] })),
    credits: { raise, vip },
  });
const toasts = () => useToastStore.getState().toasts.map((toast) => toast.message);

beforeEach(() => {
  sessionStorage.setItem(storageKeys.token, 'session-token');
  useToastStore.setState({ toasts: [] });
});

describe('/profile/packages', () => {
  it('buys a package with a key and shows the credits it gave', async () => {
    let bought = false;
    const keys: (string | null)[] = [];
    const sent = serveApi({
      'GET /api/packages': () => (bought ? list(5, 0) : list(0, 0)),
      'POST /api/packages': (_sent, request) => {
        bought = true;
        keys.push(request.headers.get('idempotency-key'));
        return ok(
          packageBoughtReplySchema,
          { message: messages.packageBought, credits: { raise: 5, vip: 0 } },
          201,
        );
      },
    });
    renderWithApp(<PackagesPage />, { path: '/profile/packages' });
    expect(await screen.findByTestId('credits')).toHaveTextContent('Поднятий: 0 · VIP-размещений: 0');
    const card = screen.getByText('5 поднятий').closest('li')!;
    expect(card).toHaveTextContent('199 ₽');
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Купить' }));
    await waitFor(() =>
      expect(screen.getByTestId('credits')).toHaveTextContent('Поднятий: 5 · VIP-размещений: 0'),
    );
    expect(sent.find((request) => request.method === 'POST')!.body).toEqual({ package_id: 'raise_5' });
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(toasts()).toContain(messages.packageBought);
  });

  it('says when the wallet is short', async () => {
    serveApi({
      'GET /api/packages': list(0, 0),
      'POST /api/packages': failure(409, messages.insufficientFunds),
    });
    renderWithApp(<PackagesPage />, { path: '/profile/packages' });
    const card = (await screen.findByText('20 поднятий')).closest('li')!;
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Купить' }));
    await waitFor(() => expect(toasts()).toContain(messages.insufficientFunds));
  });

  it('says when the packages cannot be loaded, in words of its own', async () => {
    serveApi({ 'GET /api/packages': unreadable(500) });
    renderWithApp(<PackagesPage />, { path: '/profile/packages' });
    expect(await screen.findByText(messages.packagesLoadError)).toBeInTheDocument();
  });
});
