import { expect, test, type APIRequestContext } from '@playwright/test';
import { publishAd } from '../support/ads.ts';
import { actAs, signUp, type SignedUp } from '../support/session.ts';

const bearer = (account: SignedUp) => ({ authorization: `Bearer ${account.token}` });

/** The seller's side of an order, through the API: this journey is the buyer's wallet. */
async function sellerMoves(request: APIRequestContext, seller: SignedUp, orderId: number, body: object) {
  const path =
    'approved_percentage' in body ? `/api/order-points/${orderId}/approve-manual` : `/api/orders/${orderId}`;
  const response = await request.fetch(path, {
    method: 'approved_percentage' in body ? 'POST' : 'PUT',
    headers: bearer(seller),
    data: body,
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test('a buyer tops the wallet up through the sandbox, pays half an order from it, and the seller is paid on receipt', async ({
  page,
  browser,
}) => {
  const seller = await signUp(page.request, 'Продавец Велосипедов');
  await page.goto('/');
  const name = `Велосипед горный ${Date.now().toString(36)}`;
  const adId = await publishAd(page, seller, { name, price: 2000, quantity: 2 });

  // The buyer tops up 1 000 ₽ and confirms the payment on the sandbox's page.
  const buyer = await signUp(page.request, 'Покупатель Велосипеда');
  await actAs(page, buyer);
  await page.goto('/profile/wallet');
  await expect(page.getByTestId('wallet-balance')).toHaveText('0 ₽');
  const topUp = page.getByRole('form', { name: 'Пополнить' });
  await topUp.getByLabel('Сумма, ₽').fill('1000');
  await topUp.getByRole('button', { name: 'Пополнить' }).click();
  await expect(page).toHaveURL(/\/payments\/sandbox\/[\w-]+$/);
  await page.getByRole('button', { name: 'Оплатить' }).click();
  await expect(page.getByRole('status')).toContainText('оплачено');
  // It looks like the link it is: the design system's link colour, not the text's.
  await expect(page.getByRole('link', { name: 'Вернуться в кошелёк' })).toHaveCSS(
    'color',
    'rgb(0, 112, 192)',
  );
  await page.getByRole('link', { name: 'Вернуться в кошелёк' }).click();
  await expect(page.getByTestId('wallet-balance')).toHaveText('1 000 ₽');
  const history = page.getByRole('region', { name: 'История операций' });
  await expect(history.getByText('Пополнение', { exact: true })).toBeVisible();

  // An order of the ad, confirmed by the seller with half of it payable from the wallet.
  const placed = await page.request.post('/api/orders', {
    headers: bearer(buyer),
    data: { items: [{ product_id: adId, quantity: 1 }], delivery_address: 'Казань, ул. Баумана, д. 1' },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const orderId = ((await placed.json()) as { orders: { id: number }[] }).orders[0]!.id;
  await sellerMoves(page.request, seller, orderId, { approved_percentage: 50 });

  // The buyer pays what the wallet may from the order's page; the money is held, not the seller's yet.
  await page.goto(`/profile/orders/${orderId}`);
  await expect(page.getByText('С кошелька можно оплатить до 1 000 ₽')).toBeVisible();
  await page.getByRole('button', { name: 'Оплатить с кошелька' }).click();
  await expect(
    page.getByText('Деньги у площадки: продавец получит их, когда вы подтвердите получение'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Оплатить с кошелька' })).toHaveCount(0);

  // The seller ships; the buyer confirms receipt and the safe deal pays the seller, less 5 %.
  await sellerMoves(page.request, seller, orderId, { status: 'shipped' });
  await page.reload();
  await page.getByRole('button', { name: 'Заказ получен' }).click();
  await expect(page.getByText('Деньги переведены продавцу')).toBeVisible();

  await page.goto('/profile/wallet');
  await expect(page.getByTestId('wallet-balance')).toHaveText('0 ₽');
  await expect(history.getByText('Оплата заказа', { exact: true })).toBeVisible();
  await expect(history.getByText('-1 000 ₽')).toBeVisible();

  const sellerContext = await browser.newContext();
  const sellerPage = await sellerContext.newPage();
  await actAs(sellerPage, seller);
  await sellerPage.goto('/profile/wallet');
  await expect(sellerPage.getByTestId('wallet-balance')).toHaveText('950 ₽');
  await expect(
    sellerPage
      .getByRole('region', { name: 'История операций' })
      .getByText('Выплата за заказ', { exact: true }),
  ).toBeVisible();
  await sellerContext.close();
});

test('a seller with a company tops up and buys the most beneficial plan of «Старт»', async ({ page }) => {
  const seller = await signUp(page.request, 'Продавец с тарифом');
  const company = await page.request.post('/api/user/company', {
    headers: bearer(seller),
    data: {
      inn: '7707083893',
      full_name: 'ООО «Тарифный магазин»',
      ogrn: '1027700132195',
      kpp: '773601001',
      legal_address: 'г. Москва, ул. Вавилова, д. 19',
      bik: '044525225',
      bank_name: 'ПАО Сбербанк',
      bank_account: '40702810938000012345',
      correspondent_account: '30101810400000000225',
      name: 'Тарифный магазин',
      seller_type: 'online',
      online_payment_available: true,
      order_processing_type: 'manual',
    },
  });
  expect(company.ok(), await company.text()).toBe(true);

  await actAs(page, seller);
  await page.goto('/profile/wallet');
  const topUp = page.getByRole('form', { name: 'Пополнить' });
  await topUp.getByLabel('Сумма, ₽').fill('9000');
  await topUp.getByRole('button', { name: 'Пополнить' }).click();
  await page.getByRole('button', { name: 'Оплатить' }).click();
  await expect(page.getByRole('status')).toContainText('оплачено');

  await page.goto('/profile/tariff');
  await expect(page.getByText('У вас нет активного тарифа')).toBeVisible();
  await page.getByRole('link', { name: 'Выбрать тариф' }).click();
  const best = page
    .getByRole('region', { name: 'Старт' })
    .getByRole('listitem')
    .filter({ hasText: 'Выгоднее всего' });
  await expect(best).toContainText('1 год');
  await best.getByRole('link', { name: 'Выбрать' }).click();
  await expect(page.getByRole('heading', { name: 'Старт, 1 год' })).toBeVisible();
  await expect(page.getByText('На кошельке: 9 000 ₽')).toBeVisible();
  await page.getByRole('button', { name: 'Оплатить с кошелька' }).click();
  await expect(page).toHaveURL(/\/profile\/tariff$/);
  await expect(page.getByRole('region', { name: 'Текущий тариф' })).toContainText('Старт, 1 год');

  await page.goto('/profile/wallet');
  await expect(page.getByTestId('wallet-balance')).toHaveText('10 ₽');
  const history = page.getByRole('region', { name: 'История операций' });
  await expect(history.getByText('Тариф', { exact: true })).toBeVisible();
  await expect(history.getByText('-8 990 ₽')).toBeVisible();
  await expect(history.getByText('Пополнение', { exact: true })).toBeVisible();
  await expect(page.getByText('С продажи вам поступает 100 %')).toBeVisible();
});
