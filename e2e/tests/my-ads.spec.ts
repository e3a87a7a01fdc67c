import { expect, test, type APIRequestContext } from '@playwright/test';
import { publishAd } from '../support/ads.ts';
import { actAs, signUp, type SignedUp } from '../support/session.ts';

/** One VIP placement bought through the API (a sandbox top-up first): this journey is the ad's card. */
async function buyVipPlacement(request: APIRequestContext, seller: SignedUp) {
  const headers = { authorization: `Bearer ${seller.token}` };
  const money = (path: string, data: object) =>
    request.post(path, { headers: { ...headers, 'idempotency-key': crypto.randomUUID() }, data });
  const topUp = await money('/api/wallet/top-up', { amount: 500, payment_type: 'bank_card' });
  expect(topUp.ok(), await topUp.text()).toBe(true);
  const { payment } = (await topUp.json()) as { payment: { id: string } };
  expect((await request.post(`/api/payments/sandbox/${payment.id}/succeed`, { headers })).ok()).toBe(true);
  const bought = await money('/api/packages', { package_id: 'vip_1' });
  expect(bought.ok(), await bought.text()).toBe(true);
}

test('a seller makes an ad VIP: its card shows the mark and its end, offers VIP no more, and says why a promotion is off', async ({
  page,
}) => {
  const seller = await signUp(page.request, 'Продавец Ламп');
  await page.goto('/');
  const name = `Лампа настольная ${Date.now().toString(36)}`;
  await publishAd(page, seller, { name, price: 900, quantity: 1 });
  await buyVipPlacement(page.request, seller);

  await actAs(page, seller);
  await page.goto('/profile/ads');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name }) });
  // No raise is left: the button says so before it is pressed, and the line leads to the packages.
  await expect(card.getByRole('button', { name: 'Поднять' })).toBeDisabled();
  await expect(card.getByRole('link', { name: 'Нет поднятий — купите пакет' })).toHaveAttribute(
    'href',
    '/profile/packages',
  );
  // The thumbnail keeps its 4 : 3 frame however tall the card's actions make the row.
  const photo = await card.getByRole('img', { name }).boundingBox();
  expect(photo!.width / photo!.height).toBeCloseTo(4 / 3, 1);

  await card.getByRole('button', { name: 'Сделать VIP' }).click();
  await expect(page.getByText('Объявление стало VIP на 7 дней')).toBeVisible();
  await expect(card.getByText(/^VIP до \d+ [а-я]+$/)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Сделать VIP' })).toHaveCount(0);
});
