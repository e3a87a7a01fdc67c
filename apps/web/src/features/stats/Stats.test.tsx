import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  adStatsReplySchema,
  sellerStatsReplySchema,
  shellChrome,
  statsLabels,
  storageKeys,
  type StatsDay,
} from '@mp/contract';
import { failure, ok, serveApi } from '../../test/api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { AdStats } from './AdStats.tsx';
import { SellerStats } from './SellerStats.tsx';

/** A day's row: zeros unless told. */
const day = (date: string, counts: Partial<StatsDay> = {}): StatsDay => ({
  date,
  views: 0,
  contacts: 0,
  favorites: 0,
  cart: 0,
  orders: 0,
  promoted: [],
  ...counts,
});
const week = [
  day('2026-11-23'),
  day('2026-11-24', { views: 3 }),
  day('2026-11-25'),
  day('2026-11-26', { views: 5, contacts: 1, promoted: ['raise'] }),
  day('2026-11-27'),
  day('2026-11-28', { views: 2, favorites: 1, cart: 1 }),
  day('2026-11-29', { views: 1, orders: 1, promoted: ['vip'] }),
];
const totals = { views: 11, contacts: 1, favorites: 1, cart: 1, orders: 1 };

beforeEach(() => {
  localStorage.setItem(storageKeys.token, 'session-token');
  // jsdom measures nothing: the chart keeps its place and draws nothing; the numbers are the test's.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});

describe('an ad’s statistics', () => {
  it('show the totals, the last day’s numbers and every day in a table, newest first', async () => {
    serveApi({ 'GET /api/products/:id/stats': ok(adStatsReplySchema, { data: week, totals }) });
    renderWithApp(<AdStats adId={7} />, { path: '/profile/ads/7/stats' });

    const totalsList = await screen.findByLabelText(statsLabels.totals);
    expect(within(totalsList).getByText(statsLabels.series.views).nextSibling).toHaveTextContent('11');
    expect(screen.getByText('29 нояб.', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText(statsLabels.promotion.vip, { selector: 'span' })).toBeInTheDocument();

    const table = screen.getByRole('table', { name: statsLabels.tableCaption });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(7);
    expect(rows[0]).toHaveTextContent('29 нояб.');
    expect(
      within(rows[3]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['5', '1', '0', '0', '0', statsLabels.promotion.raise]);
  });

  it('asks for 30 days when the period is switched, and keeps it in the address', async () => {
    const sent = serveApi({
      'GET /api/products/:id/stats': (request) =>
        ok(adStatsReplySchema, {
          data: request.search.includes('days=30')
            ? Array.from({ length: 30 }, (_, i) => day(`2026-11-${String(i + 1).padStart(2, '0')}`))
            : week,
          totals,
        }),
    });
    const ui = userEvent.setup();
    renderWithApp(<AdStats adId={7} />, { path: '/profile/ads/7/stats' });
    await screen.findByRole('table');
    await ui.click(screen.getByRole('button', { name: statsLabels.periods[30] }));

    expect(await screen.findByText('30 нояб.', { selector: 'th' })).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(31);
    expect(screen.getByRole('button', { name: statsLabels.periods[30] })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/profile/ads/7/stats?days=30');
    expect(sent.map((request) => request.search)).toEqual(['?days=7', '?days=30']);
  });

  it('says when they could not be loaded, and tries again', async () => {
    let calls = 0;
    serveApi({
      'GET /api/products/:id/stats': () =>
        ++calls === 1 ? failure(500, 'Ошибка') : ok(adStatsReplySchema, { data: week, totals }),
    });
    const ui = userEvent.setup();
    renderWithApp(<AdStats adId={7} />, { path: '/profile/ads/7/stats' });
    expect(await screen.findByText(statsLabels.loadError)).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: shellChrome.retry }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});

describe('a seller’s statistics', () => {
  it('name the most viewed ads, each linking to its own statistics for the same period', async () => {
    serveApi({
      'GET /api/user/stats': ok(sellerStatsReplySchema, {
        data: week,
        totals,
        top: [{ id: 12, name: 'Диван угловой', views: 9, contacts: 1 }],
      }),
    });
    renderWithApp(<SellerStats />, { path: '/profile/stats?days=90' });
    const link = await screen.findByRole('link', { name: 'Диван угловой' });
    expect(link).toHaveAttribute('href', '/profile/ads/12/stats?days=90');
    expect(screen.getByText(statsLabels.topViews(9))).toBeInTheDocument();
  });
});
