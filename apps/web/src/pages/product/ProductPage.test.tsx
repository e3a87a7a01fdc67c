import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  avatarLabels,
  messageReplySchema,
  messages,
  productCardSchema,
  productDetailReplySchema,
  productLabels,
  reportReasonLabels,
  sellerPhoneReplySchema,
  storageKeys,
  type ProductDetail,
} from '@mp/contract';
import { failure, ok, serveApi, type Reply, type SentRequest } from '../../test/api.ts';
import { user } from '../../test/fixtures/users.ts';
import { productCard, productDetail } from '../../test/fixtures/products.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { useToastStore } from '../../shared/ui/toast-store.ts';
import { ProductPage } from './ProductPage.tsx';
import { passTime } from '../../test/pass-time.ts';

/** `GET /api/products/{id}/similar` and `/seller-ads`: a row of cards. */
const cardsReplySchema = z.object({ data: z.array(productCardSchema) });
const detail = (data: ProductDetail = productDetail) => ok(productDetailReplySchema, { data });

const openProduct = (id: number) =>
  renderRoute(<ProductPage />, { path: '/product/:id', url: `/product/${id}` });

describe('ProductPage', () => {
  it('renders the ad from GET /api/products/{id}', async () => {
    const sent = serveApi({ 'GET /api/products/42': detail() });
    openProduct(42);

    expect(
      await screen.findByRole('heading', { level: 1, name: /Велосипед Stels Navigator 700/ }),
    ).toBeInTheDocument();
    const productCalls = sent.filter((request) => request.path === '/api/products/42');
    expect(productCalls).toHaveLength(1);
    expect(screen.getByText('12 500 ₽')).toBeInTheDocument();
    expect(screen.getByText('15 000 ₽').tagName).toBe('S');
    expect(screen.getByText('В наличии: 3 шт.')).toBeInTheDocument();
    // Line breaks of the description are kept in the text (shown with white-space: pre-line).
    const description = screen.getByRole('heading', { name: 'Описание' }).nextElementSibling;
    expect(description?.textContent).toBe('Отличное состояние.\nОбслужен в сентябре.');

    const characteristics = screen.getByRole('heading', { name: 'Характеристики' })
      .parentElement as HTMLElement;
    const terms = within(characteristics)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(characteristics)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(terms).toEqual(['Состояние', 'Размер рамы', 'Диаметр колёс']);
    expect(values).toEqual(['Б/у', '19"', '28']);

    expect(screen.getByText('Частное лицо')).toBeInTheDocument();
    expect(screen.getByText(/На сайте с ноября 2024/)).toBeInTheDocument();
    expect(screen.getByText('5 активных объявлений')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Профиль продавца' })).toHaveAttribute('href', '/profile/user/7');
    expect(screen.getByText('Москва, ул. Тверская, 1')).toBeInTheDocument();
    expect(screen.getByText(/Размещено 12 ноября 2026/)).toBeInTheDocument();
    expect(screen.getByText(/1\s234 просмотра/)).toBeInTheDocument();
  });

  it('shows full-size photos and steps through them', async () => {
    serveApi({ 'GET /api/products/42': detail() });
    openProduct(42);
    const main = await screen.findByRole('img', { name: /Фото 1 из 2/ });
    expect(main).toHaveAttribute('src', '/storage/products/42/1-full.webp');
    await userEvent.click(screen.getByRole('button', { name: 'Следующее фото' }));
    expect(screen.getByRole('img', { name: /Фото 2 из 2/ })).toHaveAttribute(
      'src',
      '/storage/products/42/2-full.webp',
    );
  });

  it('says the ad was not found on a 404', async () => {
    serveApi({ 'GET /api/products/999': failure(404, 'Объявление не найдено') });
    openProduct(999);
    expect(await screen.findByText('Объявление не найдено')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
  });

  it('shows the server message and a retry on other failures', async () => {
    const sent = serveApi({ 'GET /api/products/:id': failure(500, 'Сервис временно недоступен') });
    openProduct(42);
    expect(await screen.findByText('Сервис временно недоступен')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });

  it('shows the seller’s other ads and similar ads as rows of cards', async () => {
    const sent = serveApi({
      'GET /api/products/42': detail(),
      'GET /api/products/42/seller-ads': ok(cardsReplySchema, {
        data: [productCard(7, { name: 'Шлем велосипедный' }), productCard(8)],
      }),
      // The ad itself never shows among its similar ads.
      'GET /api/products/42/similar': ok(cardsReplySchema, {
        data: [productCard(42), productCard(9, { name: 'Велосипед Forward' })],
      }),
    });
    openProduct(42);

    const seller = await screen.findByRole('region', { name: 'Другие объявления продавца' });
    expect(within(seller).getAllByRole('listitem')).toHaveLength(2);
    expect(within(seller).getByRole('link', { name: /Шлем велосипедный/ })).toHaveAttribute(
      'href',
      '/product/7',
    );

    const similar = await screen.findByRole('region', { name: 'Похожие объявления' });
    expect(within(similar).getAllByRole('listitem')).toHaveLength(1);
    expect(within(similar).getByRole('link', { name: /Велосипед Forward/ })).toHaveAttribute(
      'href',
      '/product/9',
    );

    const paths = sent.map((request) => request.path);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/products/42/seller-ads', '/api/products/42/similar']),
    );
  });

  it('leaves the rows out when they are empty or fail', async () => {
    serveApi({
      'GET /api/products/42': detail(),
      'GET /api/products/42/similar': ok(cardsReplySchema, { data: [] }),
      'GET /api/products/42/seller-ads': failure(500, 'Ошибка'),
    });
    openProduct(42);
    await screen.findByRole('heading', { level: 1, name: /Велосипед Stels Navigator 700/ });
    await passTime(50);
    expect(screen.queryByRole('region', { name: 'Похожие объявления' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Другие объявления продавца' })).not.toBeInTheDocument();
  });

  it('shows the ad’s place on a small map when it has coordinates', async () => {
    serveApi({ 'GET /api/products/42': detail() });
    openProduct(42);
    const location = (await screen.findByRole('heading', { name: 'Местоположение' }))
      .parentElement as HTMLElement;
    // jsdom has no IntersectionObserver, so Leaflet never loads: the map's frame stands in for it.
    expect(within(location).getByRole('img', { name: 'Место объявления на карте' })).toBeInTheDocument();
    expect(within(location).getByRole('link', { name: 'Открыть на большой карте' })).toHaveAttribute(
      'href',
      '/map?lat=55.76&lng=37.61',
    );
  });

  it('has no map without coordinates', async () => {
    serveApi({ 'GET /api/products/42': detail({ ...productDetail, latitude: null, longitude: null }) });
    openProduct(42);
    const location = (await screen.findByRole('heading', { name: 'Местоположение' }))
      .parentElement as HTMLElement;
    expect(within(location).getByText('Москва, ул. Тверская, 1')).toBeInTheDocument();
    expect(
      within(location).queryByRole('img', { name: 'Место объявления на карте' }),
    ).not.toBeInTheDocument();
    expect(within(location).queryByRole('region')).not.toBeInTheDocument();
    expect(within(location).queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('ProductPage, «Пожаловаться»', () => {
  const signInAs = (id: number) => {
    sessionStorage.setItem(storageKeys.token, 'session-token');
    sessionStorage.setItem(storageKeys.user, JSON.stringify({ ...user, id }));
  };
  const toasts = () => useToastStore.getState().toasts.map(({ message, type }) => ({ message, type }));
  const reportCalls = (sent: SentRequest[]) =>
    sent.filter((request) => request.path === '/api/products/42/report');

  /** The ad 42 of the seller 7; its report answers with `report`. */
  const network = (report: Reply) =>
    serveApi({ 'GET /api/products/42': detail(), 'POST /api/products/42/report': report });
  const reportButton = () => screen.queryByRole('button', { name: avatarLabels.report });

  it('is not offered to guests', async () => {
    network(failure(401, messages.serverError));
    openProduct(42);
    await screen.findByRole('heading', { level: 1, name: /Велосипед Stels Navigator 700/ });
    expect(reportButton()).not.toBeInTheDocument();
  });

  it('is not offered to the seller on their own ad', async () => {
    signInAs(productDetail.seller.id);
    network(failure(422, messages.cannotReportOwnAd));
    openProduct(42);
    await screen.findByRole('heading', { level: 1, name: /Велосипед Stels Navigator 700/ });
    expect(reportButton()).not.toBeInTheDocument();
  });

  it('sends another user’s report on the ad and shows the server reply', async () => {
    useToastStore.setState({ toasts: [] });
    signInAs(5);
    const sent = network(ok(messageReplySchema, { message: messages.reportSent }, 201));
    openProduct(42);
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: avatarLabels.report }));
    const dialog = within(await screen.findByRole('dialog', { name: avatarLabels.reportAdTitle }));

    await ui.click(dialog.getByRole('button', { name: avatarLabels.reportSend }));
    expect(dialog.getByRole('alert')).toHaveTextContent(messages.reportReasonInvalid);
    expect(reportCalls(sent)).toHaveLength(0);

    await ui.click(dialog.getByRole('radio', { name: reportReasonLabels.fraud }));
    await ui.type(dialog.getByRole('textbox', { name: avatarLabels.reportComment }), 'Цена-приманка');
    await ui.click(dialog.getByRole('button', { name: avatarLabels.reportSend }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(reportCalls(sent)).toEqual([
      {
        method: 'POST',
        path: '/api/products/42/report',
        search: '',
        body: { reason: 'fraud', comment: 'Цена-приманка' },
      },
    ]);
    expect(toasts()).toContainEqual({ message: messages.reportSent, type: 'success' });
  });

  it('keeps the dialog open with the server message when the ad was already reported', async () => {
    signInAs(5);
    network(failure(409, messages.adReportAlreadySent));
    openProduct(42);
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: avatarLabels.report }));
    const dialog = within(await screen.findByRole('dialog', { name: avatarLabels.reportAdTitle }));
    await ui.click(dialog.getByRole('radio', { name: reportReasonLabels.spam }));
    await ui.click(dialog.getByRole('button', { name: avatarLabels.reportSend }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(messages.adReportAlreadySent);
    expect(screen.getByRole('dialog', { name: avatarLabels.reportAdTitle })).toBeInTheDocument();
  });
});

describe('ProductPage, «Показать телефон»', () => {
  const callsAllowed: ProductDetail = {
    ...productDetail,
    seller: { ...productDetail.seller, allows_calls: true },
  };
  const signInAs = (id: number) => {
    sessionStorage.setItem(storageKeys.token, 'session-token');
    sessionStorage.setItem(storageKeys.user, JSON.stringify({ ...user, id }));
  };
  const phoneCalls = (sent: SentRequest[]) => sent.filter((request) => request.path.endsWith('/phone'));
  const phoneButton = () => screen.queryByRole('button', { name: productLabels.showPhone });
  const opened = () => screen.findByRole('heading', { level: 1, name: /Велосипед Stels Navigator 700/ });

  it('is not offered when the seller takes messages only', async () => {
    serveApi({ 'GET /api/products/42': detail() });
    openProduct(42);
    await opened();
    expect(phoneButton()).not.toBeInTheDocument();
  });

  it('is not offered to the seller on their own ad', async () => {
    signInAs(productDetail.seller.id);
    serveApi({ 'GET /api/products/42': detail(callsAllowed) });
    openProduct(42);
    await opened();
    expect(phoneButton()).not.toBeInTheDocument();
  });

  it('sends a guest to sign in without asking for the number', async () => {
    const sent = serveApi({ 'GET /api/products/42': detail(callsAllowed) });
    const { router } = openProduct(42);
    await opened();
    await userEvent.click(phoneButton()!);
    expect(router.state.location.pathname).toBe('/authorization');
    expect(phoneCalls(sent)).toEqual([]);
  });

  it('shows a signed-in viewer the number as a tel: link, and not on the next ad', async () => {
    signInAs(5);
    const sent = serveApi({
      'GET /api/products/42': detail(callsAllowed),
      'GET /api/products/43': detail({ ...callsAllowed, id: 43, name: 'Самокат' }),
      'GET /api/products/42/phone': ok(sellerPhoneReplySchema, { phone: '+79123456780' }),
    });
    const { router } = openProduct(43);
    await screen.findByRole('heading', { level: 1, name: 'Самокат' });
    await act(() => router.navigate('/product/42'));
    await opened();
    await userEvent.click(phoneButton()!);

    const link = await screen.findByRole('link', { name: '+7 (912) 345-67-80' });
    expect(link).toHaveAttribute('href', 'tel:+79123456780');
    expect(phoneButton()).not.toBeInTheDocument();
    expect(phoneCalls(sent)).toHaveLength(1);

    // Back to an ad already loaded: the page stays mounted, the number must not.
    await act(() => router.navigate('/product/43'));
    await screen.findByRole('heading', { level: 1, name: 'Самокат' });
    expect(phoneButton()).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '+7 (912) 345-67-80' })).not.toBeInTheDocument();
    expect(phoneCalls(sent)).toHaveLength(1);
  });

  it.each([
    [403, messages.phoneHidden],
    [429, messages.phoneViewsLimit],
  ])('shows the server’s %i message in place of the number', async (status, message) => {
    signInAs(5);
    serveApi({
      'GET /api/products/42': detail(callsAllowed),
      'GET /api/products/42/phone': failure(status, message),
    });
    openProduct(42);
    await opened();
    await userEvent.click(phoneButton()!);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('link', { name: /\+7/ })).not.toBeInTheDocument();
  });
});
