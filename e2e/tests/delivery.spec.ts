import crypto from 'node:crypto';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import { publishAd } from '../support/ads.ts';
import { actAs, signUp, type SignedUp } from '../support/session.ts';

const bearer = (account: SignedUp) => ({ authorization: `Bearer ${account.token}` });

/** Tops the wallet up through the sandbox payment provider, as the wallet journey does on its screens. */
async function topUp(request: APIRequestContext, account: SignedUp, amount: number) {
  const started = await request.post('/api/wallet/top-up', {
    headers: { ...bearer(account), 'idempotency-key': crypto.randomUUID() },
    data: { amount, payment_type: 'bank_card' },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const { payment } = (await started.json()) as { payment: { id: string } };
  const paid = await request.post(`/api/payments/sandbox/${payment.id}/succeed`, {
    headers: bearer(account),
  });
  expect(paid.ok(), await paid.text()).toBe(true);
}

const walletBalance = async (request: APIRequestContext, account: SignedUp) =>
  ((await (await request.get('/api/wallet', { headers: bearer(account) })).json()) as { balance: number })
    .balance;

/** «1 290 ₽» → 1290. */
const rublesIn = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

/** Chooses a pickup point on the checkout's map: clusters are opened until a point's marker shows. */
async function choosePointOnMap(page: Page) {
  const map = page.getByRole('dialog').locator('.leaflet-container');
  await expect(map).toBeVisible();
  for (let step = 0; step < 5; step += 1) {
    const point = map.locator('.leaflet-marker-icon[title^="Пункт выдачи"]').first();
    if (await point.isVisible()) {
      await point.click();
      return;
    }
    await map.locator('.leaflet-marker-icon').first().click();
  }
  throw new Error('no pickup point showed on the map');
}

/**
 * A seller in Moscow, a buyer in Kazan with 5 000 ₽ in her wallet, and her order of the seller's phone
 * with delivery to a point she chose on the map: placed, confirmed, paid and shipped, on their two pages.
 */
async function shippedDeliveryOrder(page: Page, browser: Browser) {
  const seller = await signUp(page.request, 'Продавец Телефонов');
  const name = `Смартфон с доставкой ${Date.now().toString(36)}`;
  const adId = await publishAd(page, seller, {
    name,
    price: 3000,
    quantity: 1,
    city: 'Москва',
    category: 'electronics',
    delivery: { size: 'S', weightKg: 0.4 },
  });
  const buyer = await signUp(page.request, 'Покупательница из Казани');
  await topUp(page.request, buyer, 5000);

  // The buyer picks a pickup point in her city on the map and sees what the delivery costs.
  await actAs(page, buyer);
  await page.goto(`/product/${adId}`);
  await expect(page.getByText(/^Доставка от \d/)).toBeVisible();
  await page.getByRole('button', { name: 'Купить с доставкой' }).click();
  const checkout = page.getByRole('dialog', { name: 'Купить с доставкой' });
  await checkout.getByRole('combobox', { name: 'Город' }).fill('Казан');
  await checkout.getByRole('option', { name: /Казань/ }).click();
  await choosePointOnMap(page);
  await expect(checkout.getByRole('region', { name: 'Выбран пункт' })).toContainText('Казань');
  const deliveryLine = checkout.getByText(/₽ · \d+(–\d+)? дн/);
  await expect(deliveryLine).toBeVisible();
  const deliveryPrice = rublesIn((await deliveryLine.textContent())!.split('·')[0]!);
  expect(deliveryPrice).toBeGreaterThan(0);
  await checkout.getByRole('button', { name: 'Заказать' }).click();
  await expect(page).toHaveURL(/\/profile\/orders\/\d+$/);
  const orderId = Number(page.url().split('/').at(-1));

  // The seller confirms and, once paid, ships: a label and where to take the parcel by when.
  const sellerContext = await browser.newContext();
  const sellerPage = await sellerContext.newPage();
  await actAs(sellerPage, seller);
  await sellerPage.goto(`/profile/orders/${orderId}`);
  await sellerPage.getByRole('button', { name: 'Подтвердить заказ' }).click();
  await expect(sellerPage.getByRole('button', { name: 'Отправить' })).toBeDisabled();

  await page.reload();
  await page.getByRole('button', { name: 'Оплатить с кошелька' }).click();
  await expect(page.getByRole('button', { name: 'Оплатить с кошелька' })).toHaveCount(0);
  const total = 3000 + deliveryPrice;
  expect(await walletBalance(page.request, buyer)).toBe(5000 - total);

  await sellerPage.reload();
  await sellerPage.getByRole('button', { name: 'Отправить' }).click();
  const parcel = sellerPage.getByRole('region', { name: 'Доставка' });
  await expect(parcel.getByText(/^Отнесите посылку до \d/)).toBeVisible();
  await expect(parcel.getByRole('button', { name: 'Ярлык для посылки (PDF)' })).toBeVisible();
  await expect(parcel.getByText('Куда отнести посылку')).toBeVisible();
  return { seller, buyer, total, sellerContext, sellerPage, parcel };
}

/** The sandbox carrier moves the parcel on, one status per press, as the seller sees it. */
async function walkParcel(parcel: Locator, statuses: readonly string[]) {
  const next = parcel.getByRole('button', { name: 'Песочница: следующий статус посылки' });
  for (const status of statuses) {
    await next.click();
    await expect(parcel.getByText(status, { exact: true }).first()).toBeVisible();
  }
}

test('a buyer in Kazan buys with delivery from a seller in Moscow: a point on the map, paid, shipped, walked, collected, paid out', async ({
  page,
  browser,
}) => {
  const { seller, buyer, total, sellerContext, sellerPage, parcel } = await shippedDeliveryOrder(
    page,
    browser,
  );

  // The parcel reaches the point; the buyer's page follows it.
  await walkParcel(parcel, ['Принят', 'В пути', 'Прибыл в пункт выдачи']);
  const buyerParcel = page.getByRole('region', { name: 'Доставка' });
  await expect(buyerParcel.getByText(/^Заберите посылку до \d/)).toBeVisible();

  // The buyer checks the goods and confirms: the seller is paid the goods less 5 %.
  await page.getByRole('button', { name: 'Заказ получен' }).click();
  await expect(page.getByText('Деньги переведены продавцу')).toBeVisible();
  expect(await walletBalance(page.request, seller)).toBe(2850);
  expect(await walletBalance(page.request, buyer)).toBe(5000 - total);

  await sellerPage.goto('/profile/wallet');
  await expect(sellerPage.getByTestId('wallet-balance')).toHaveText('2 850 ₽');
  await sellerContext.close();
});

test('a buyer refuses the parcel at the point: it goes back, and the goods’ price returns to her wallet', async ({
  page,
  browser,
}) => {
  const { seller, buyer, total, sellerContext, parcel } = await shippedDeliveryOrder(page, browser);
  await walkParcel(parcel, ['Принят', 'В пути', 'Прибыл в пункт выдачи']);

  await page.getByRole('button', { name: 'Отказаться от покупки' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Отказаться от покупки' }).click();
  const buyerParcel = page.getByRole('region', { name: 'Доставка' });
  await expect(buyerParcel.getByText('Возврат', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Заказ получен' })).toHaveCount(0);

  await walkParcel(parcel, ['Возвращён продавцу']);
  await expect(page.getByText('Отменён', { exact: true }).first()).toBeVisible();
  // The goods come back to the wallet; the delivery was the carrier's work, there and back.
  expect(await walletBalance(page.request, buyer)).toBe(5000 - total + 3000);
  expect(await walletBalance(page.request, seller)).toBe(0);
  await sellerContext.close();
});
