import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { publishAd } from '../support/ads.ts';
import { actAs, signUp } from '../support/session.ts';

const moscowToday = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'short',
  timeZone: 'Europe/Moscow',
}).format(new Date());

test('a seller opens the statistics of an ad that was viewed and written about: the chart and the numbers', async ({
  page,
}) => {
  const seller = await signUp(page.request, 'Продавец Кресел');
  const buyer = await signUp(page.request, 'Покупатель Кресел');
  await page.goto('/');
  const name = `Кресло мягкое ${Date.now().toString(36)}`;
  const adId = await publishAd(page, seller, { name, price: 4500, quantity: 1 });

  // A buyer's phone opens the ad's page (as the app asks for it) and writes to the seller about it.
  const visit = await page.request.get(`/api/products/${adId}`, {
    headers: {
      'user-agent':
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36',
      'x-forwarded-for': '198.51.100.23',
    },
  });
  expect(visit.ok()).toBe(true);
  const chat = await page.request.post('/api/chats', {
    headers: { authorization: `Bearer ${buyer.token}` },
    data: { user_id: seller.user.id, product_id: adId, message: 'Здравствуйте, кресло ещё продаётся?' },
  });
  expect(chat.ok(), await chat.text()).toBe(true);

  await actAs(page, seller);
  await page.goto('/profile/ads');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name }) });
  await card.getByRole('link', { name: 'Статистика' }).click();
  await expect(page).toHaveURL(`/profile/ads/${adId}/stats`);
  await expect(page.getByRole('heading', { name: 'Статистика объявления' })).toBeVisible();

  const totals = page.getByLabel('Итого за период');
  await expect(totals.getByText('Просмотры').locator('xpath=following-sibling::dd')).toHaveText('1');
  await expect(totals.getByText('Контакты').locator('xpath=following-sibling::dd')).toHaveText('1');
  const chart = page.locator('canvas');
  await expect(chart).toBeVisible();
  const box = (await chart.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);

  // The table says the same, today first.
  const today = page.getByRole('table').getByRole('row').nth(1);
  await expect(today.getByRole('rowheader')).toHaveText(moscowToday);
  await expect(today.getByRole('cell').nth(0)).toHaveText('1');
  await expect(today.getByRole('cell').nth(1)).toHaveText('1');

  // A tap (or the mouse) on the chart's right edge picks today; the readout says its numbers.
  const readout = page.locator('figcaption');
  const plot = (await page.locator('.u-over').boundingBox())!;
  const [x, y] = [plot.x + plot.width - 2, plot.y + plot.height / 2];
  if (test.info().project.name === 'mobile') await page.touchscreen.tap(x, y);
  else await page.mouse.move(x, y);
  await expect(readout).toContainText(moscowToday);
  await expect(readout).toContainText('Просмотры: 1');
  await expect(readout).toContainText('Контакты: 1');

  await page.getByRole('button', { name: '30 дней' }).click();
  await expect(page).toHaveURL(`/profile/ads/${adId}/stats?days=30`);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(31);
  // The day picked stays picked in the longer period.
  await expect(readout).toContainText(moscowToday);
  await expectAccessible(page);
});
