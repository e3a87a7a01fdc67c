import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  messages,
  myAdsLabels,
  packageLabels,
  screenLabels,
  statsLabels,
  storageKeys,
  type MyAd,
  adSavedReplySchema,
  draftListSchema,
  messageReplySchema,
  myAdsReplySchema,
  packagesReplySchema,
  type Credits,
} from '@mp/contract';
import { failure, ok, serveApi, type SentRequest } from '../../test/api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { useToastStore } from '../../shared/ui/toast-store.ts';
import { myAd, myAdsPage } from '../../test/fixtures/my-ads.ts';
import { MyAds } from './MyAds.tsx';

const ad = myAd;
const page = (data: MyAd[], current = 1, last = 1) => myAdsPage(data, current, last);

const packages = (credits: Credits) => ({ data: [], credits });
const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(name) });
const toasts = () => useToastStore.getState().toasts.map((toast) => toast.message);
const writes = (sent: SentRequest[]) => sent.filter((request) => request.method !== 'GET');

beforeEach(() => {
  localStorage.setItem(storageKeys.token, 'session-token');
  useToastStore.setState({ toasts: [] });
});
afterEach(() => vi.unstubAllGlobals());

describe('my ads', () => {
  it('shows the tabs with counts, the ads with their figures, and pages with «Показать ещё»', async () => {
    const sent = serveApi({
      'GET /api/user/products': (request) =>
        request.search.includes('page=2')
          ? ok(myAdsReplySchema, page([ad(2)], 2, 2))
          : ok(myAdsReplySchema, page([ad(1)], 1, 2)),
    });
    const ui = userEvent.setup();
    renderWithApp(<MyAds />, { path: '/profile/ads' });
    expect(await screen.findByText('Товар 1')).toBeInTheDocument();
    expect(tab(myAdsLabels.states.active)).toHaveTextContent('2');
    expect(tab(myAdsLabels.states.active)).toHaveAttribute('aria-selected', 'true');
    expect(tab(myAdsLabels.drafts)).toHaveTextContent('1');
    expect(screen.getByText(myAdsLabels.views(12))).toBeInTheDocument();
    expect(screen.getByText(myAdsLabels.favourites(3))).toBeInTheDocument();
    expect(screen.getByText(myAdsLabels.expiresAt('21 декабря'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: myAdsLabels.edit })).toHaveAttribute('href', '/ad/edit/1');
    expect(screen.getByRole('link', { name: statsLabels.open })).toHaveAttribute(
      'href',
      '/profile/ads/1/stats',
    );
    expect(screen.getByRole('link', { name: statsLabels.summary })).toHaveAttribute('href', '/profile/stats');

    await ui.click(screen.getByRole('button', { name: myAdsLabels.showMore }));
    expect(await screen.findByText('Товар 2')).toBeInTheDocument();
    expect(
      sent.filter((request) => request.path === '/api/user/products').map((request) => request.search),
    ).toEqual(['?status=active&page=1', '?status=active&page=2']);
  });

  it('runs an ad action and deletes an ad after confirming, through the right endpoints', async () => {
    const sent = serveApi({
      'GET /api/user/products': ok(myAdsReplySchema, page([ad(1)])),
      'POST /api/products/1/sold': ok(adSavedReplySchema, {
        message: messages.adMarkedSold,
        data: ad(1, { status: 'sold' }),
      }),
      'DELETE /api/product/1': ok(messageReplySchema, { message: messages.productDeleted }),
    });
    const ui = userEvent.setup();
    renderWithApp(<MyAds />, { path: '/profile/ads' });
    await ui.click(await screen.findByRole('button', { name: myAdsLabels.actions.sold }));
    await waitFor(() =>
      expect(writes(sent)).toEqual([expect.objectContaining({ path: '/api/products/1/sold' })]),
    );
    expect(useToastStore.getState().toasts.map((toast) => toast.message)).toContain(messages.adMarkedSold);

    await ui.click(screen.getByRole('button', { name: myAdsLabels.delete }));
    const dialog = await screen.findByRole('dialog', { name: myAdsLabels.deleteTitle });
    expect(writes(sent)).toHaveLength(1);
    await ui.click(within(dialog).getByRole('button', { name: myAdsLabels.delete }));
    await waitFor(() =>
      expect(writes(sent).at(-1)).toMatchObject({ method: 'DELETE', path: '/api/product/1' }),
    );
  });

  it('raises an ad on sale with a credit, and says so when none is left', async () => {
    const sent = serveApi({
      'GET /api/user/products': ok(myAdsReplySchema, page([ad(1)])),
      'POST /api/products/1/raise': ok(adSavedReplySchema, { message: messages.adRaised, data: ad(1) }),
      'POST /api/products/1/vip': failure(409, messages.noVipPlacements),
    });
    const ui = userEvent.setup();
    renderWithApp(<MyAds />, { path: '/profile/ads' });
    await ui.click(await screen.findByRole('button', { name: packageLabels.raise }));
    await waitFor(() => expect(toasts()).toContain(messages.adRaised));
    await ui.click(screen.getByRole('button', { name: packageLabels.vip }));
    await waitFor(() => expect(toasts()).toContain(messages.noVipPlacements));
    expect(writes(sent).map((request) => request.path)).toEqual([
      '/api/products/1/raise',
      '/api/products/1/vip',
    ]);
  });

  it('after «Сделать VIP» shows the VIP mark with its end and offers VIP no more', async () => {
    let made = false;
    const vipAd = ad(1, { is_vip: true, vip_until: '2026-11-28T10:00:00.000Z' });
    serveApi({
      'GET /api/user/products': () => ok(myAdsReplySchema, page([made ? vipAd : ad(1)])),
      'GET /api/packages': () => ok(packagesReplySchema, packages({ raise: 0, vip: made ? 0 : 1 })),
      'POST /api/products/1/vip': () => {
        made = true;
        return ok(adSavedReplySchema, { message: messages.adMadeVip, data: vipAd });
      },
    });
    const ui = userEvent.setup();
    renderWithApp(<MyAds />, { path: '/profile/ads' });
    await ui.click(await screen.findByRole('button', { name: packageLabels.vip }));
    expect(await screen.findByText(packageLabels.vipUntil('28 ноября'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: packageLabels.vip })).not.toBeInTheDocument();
    // The credit spent is read again: none is left, so no line offers VIP-размещения to buy for this ad.
    expect(screen.queryByText(packageLabels.noneLeft.vip)).not.toBeInTheDocument();
  });

  it('says before it is pressed that no credit is left, leading to «Пакеты»', async () => {
    const sent = serveApi({
      'GET /api/user/products': ok(myAdsReplySchema, page([ad(1)])),
      'GET /api/packages': ok(packagesReplySchema, packages({ raise: 2, vip: 0 })),
    });
    renderWithApp(<MyAds />, { path: '/profile/ads' });
    const reason = await screen.findByRole('link', { name: packageLabels.noneLeft.vip });
    expect(reason).toHaveAttribute('href', '/profile/packages');
    const vip = screen.getByRole('button', { name: packageLabels.vip });
    expect(vip).toBeDisabled();
    expect(vip).toHaveAccessibleDescription(packageLabels.noneLeft.vip);
    expect(screen.getByRole('button', { name: packageLabels.raise })).toBeEnabled();
    expect(screen.queryByText(packageLabels.noneLeft.raise)).not.toBeInTheDocument();
    expect(writes(sent)).toEqual([]);
  });

  it('offers no promotion for an ad that is not on sale', async () => {
    serveApi({
      'GET /api/user/products': ok(myAdsReplySchema, page([ad(1, { status: 'sold', actions: ['relist'] })])),
    });
    renderWithApp(<MyAds />, { path: '/profile/ads' });
    expect(await screen.findByRole('button', { name: myAdsLabels.actions.relist })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: packageLabels.raise })).not.toBeInTheDocument();
  });

  it('shows a rejected ad with its reason, an empty tab with the place-an-ad action, and the drafts', async () => {
    const sent = serveApi({
      'GET /api/user/products': (request) =>
        request.search.includes('rejected')
          ? ok(
              myAdsReplySchema,
              page([ad(3, { status: 'rejected', rejection_reason: 'Запрещённый товар', actions: [] })]),
            )
          : request.search.includes('archived')
            ? ok(myAdsReplySchema, page([]))
            : ok(myAdsReplySchema, page([ad(1)])),
      'GET /api/drafts': (request) =>
        new URLSearchParams(request.search).get('page') === '2'
          ? ok(draftListSchema, {
              data: [
                {
                  id: 8,
                  name: 'Велосипед',
                  price: 12000,
                  cover: null,
                  updated_at: '2026-11-19T10:00:00.000Z',
                },
              ],
              pagination: { current_page: 2, last_page: 2, per_page: 1, total: 2 },
            })
          : ok(draftListSchema, {
              data: [{ id: 9, name: '', price: null, cover: null, updated_at: '2026-11-20T10:00:00.000Z' }],
              pagination: { current_page: 1, last_page: 2, per_page: 1, total: 2 },
            }),
      'DELETE /api/drafts/9': ok(messageReplySchema, { message: messages.draftDeleted }),
    });
    const ui = userEvent.setup();
    const { router } = renderWithApp(<MyAds />, { path: '/profile/ads?status=rejected' });
    expect(await screen.findByText('Запрещённый товар')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: myAdsLabels.actions.relist })).not.toBeInTheDocument();

    await ui.click(tab(myAdsLabels.states.archived));
    expect(await screen.findByText(screenLabels.adsEmpty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: screenLabels.placeAd })).toHaveAttribute('href', '/ad/create');

    await ui.click(tab(myAdsLabels.drafts));
    expect(router.state.location.search).toBe('?status=drafts');
    expect(await screen.findByText(myAdsLabels.untitledDraft)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: myAdsLabels.continueDraft })).toHaveAttribute(
      'href',
      '/ad/draft/9',
    );
    // The next page of drafts comes with «Показать ещё».
    await ui.click(screen.getByRole('button', { name: myAdsLabels.showMore }));
    expect(await screen.findByText('Велосипед')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: myAdsLabels.continueDraft })[1]).toHaveAttribute(
      'href',
      '/ad/draft/8',
    );
    expect(screen.queryByRole('button', { name: myAdsLabels.showMore })).not.toBeInTheDocument();
    await ui.click(screen.getAllByRole('button', { name: myAdsLabels.delete })[0]!);
    await ui.click(
      within(await screen.findByRole('dialog', { name: myAdsLabels.deleteDraftTitle })).getByRole('button', {
        name: myAdsLabels.delete,
      }),
    );
    await waitFor(() =>
      expect(writes(sent).at(-1)).toMatchObject({ method: 'DELETE', path: '/api/drafts/9' }),
    );
  });

  it('appeals a refused ad once with a comment, and says why an empty one is not sent', async () => {
    const refused = ad(4, {
      status: 'rejected',
      rejection_reason: 'Фото уже использовано в другом объявлении (№ 12)',
      actions: [],
      can_appeal: true,
    });
    const sent = serveApi({
      'GET /api/user/products': ok(myAdsReplySchema, page([refused])),
      'POST /api/products/4/appeal': ok(adSavedReplySchema, {
        message: messages.adAppealed,
        data: { ...refused, status: 'moderation', can_appeal: false },
      }),
    });
    const ui = userEvent.setup();
    renderWithApp(<MyAds />, { path: '/profile/ads?status=rejected' });
    await ui.click(await screen.findByRole('button', { name: myAdsLabels.appeal }));
    const dialog = await screen.findByRole('dialog', { name: myAdsLabels.appealTitle });
    expect(within(dialog).getByText(myAdsLabels.appealHint)).toBeInTheDocument();

    await ui.click(within(dialog).getByRole('button', { name: myAdsLabels.appealSend }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(messages.appealCommentRequired);
    expect(writes(sent)).toEqual([]);

    await ui.type(within(dialog).getByLabelText(myAdsLabels.appealComment), '  Это моё фото, снимал сам  ');
    await ui.click(within(dialog).getByRole('button', { name: myAdsLabels.appealSend }));
    await waitFor(() => expect(toasts()).toContain(messages.adAppealed));
    expect(writes(sent)).toMatchObject([
      { method: 'POST', path: '/api/products/4/appeal', body: { comment: 'Это моё фото, снимал сам' } },
    ]);
    expect(screen.queryByRole('dialog', { name: myAdsLabels.appealTitle })).not.toBeInTheDocument();
  });

  it('offers no appeal for a refused ad appealed once already', async () => {
    serveApi({
      'GET /api/user/products': ok(
        myAdsReplySchema,
        page([ad(5, { status: 'rejected', rejection_reason: 'Дубль', actions: [], can_appeal: false })]),
      ),
    });
    renderWithApp(<MyAds />, { path: '/profile/ads?status=rejected' });
    expect(await screen.findByText('Дубль')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: myAdsLabels.appeal })).not.toBeInTheDocument();
  });
});
