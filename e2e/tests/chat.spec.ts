import { expect, test, type Locator, type Page } from '@playwright/test';
import { publishAd } from '../support/ads.ts';
import { actAs, signUp } from '../support/session.ts';

/** The field is on the screen, above the phone's tab bar, with no footer after the chat. */
async function expectFieldInReach(page: Page, field: Locator) {
  const box = await field.boundingBox();
  const viewport = page.viewportSize();
  const tabBar = await page.getByRole('navigation', { name: 'Разделы', includeHidden: true }).boundingBox();
  const bottomEdge = tabBar && tabBar.height > 0 ? tabBar.y : (viewport?.height ?? 0);
  expect(box).not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(bottomEdge);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
}

test('a buyer writes to the seller from the ad; the seller hears of it, answers; both see typing and read ticks; a message while away waits in the notifications', async ({
  page,
  browser,
}) => {
  const seller = await signUp(page.request, 'Продавец Велосипедов');
  await page.goto('/');
  const name = `Велосипед горный ${Date.now().toString(36)}`;
  const adId = await publishAd(page, seller, { name, price: 23000, quantity: 1 });

  // The seller is somewhere in the app, connected.
  const sellerContext = await browser.newContext();
  const sellerPage = await sellerContext.newPage();
  await actAs(sellerPage, seller);
  await sellerPage.goto('/profile/orders');

  // The buyer opens the ad and writes.
  const buyer = await signUp(page.request, 'Покупатель Велосипеда');
  const buyerContext = await browser.newContext();
  const buyerPage = await buyerContext.newPage();
  await actAs(buyerPage, buyer);
  await buyerPage.goto(`/product/${adId}`);
  await buyerPage.getByRole('button', { name: 'Написать продавцу' }).click();
  await expect(buyerPage).toHaveURL(/\/profile\/messages\?user=\d+&product=\d+$/);
  const buyerField = buyerPage.getByRole('textbox', { name: 'Напишите сообщение…' });
  await expectFieldInReach(buyerPage, buyerField);
  await buyerField.fill('Здравствуйте! Велосипед ещё продаётся?');
  await buyerField.press('Enter');
  await expect(buyerPage).toHaveURL(/\/profile\/messages\/\d+$/);
  const buyerLog = buyerPage.getByRole('log');
  await expect(buyerLog.getByText('Здравствуйте! Велосипед ещё продаётся?')).toBeVisible();
  await expect(buyerPage.getByText(`По объявлению: ${name}`)).toBeVisible();

  // The seller, elsewhere in the app, gets a message notice and opens the chat from it.
  const notice = sellerPage.getByRole('status').filter({ hasText: 'Новое сообщение' });
  await expect(notice).toContainText('Покупатель Велосипеда');
  await expect(notice).toContainText('Здравствуйте! Велосипед ещё продаётся?');
  await notice.getByRole('link').click();
  await expect(sellerPage).toHaveURL(/\/profile\/messages\/\d+$/);
  await expect(sellerPage.getByRole('log').getByText('Здравствуйте! Велосипед ещё продаётся?')).toBeVisible();

  // Opening it read the message: the buyer's tick turns to «Прочитано» without a reload.
  await expect(buyerLog.getByLabel('Прочитано')).toBeVisible();

  // The seller types: the buyer sees it; the answer arrives live.
  const sellerField = sellerPage.getByRole('textbox', { name: 'Напишите сообщение…' });
  await expectFieldInReach(sellerPage, sellerField);
  await sellerField.pressSequentially('Да, продаётся', { delay: 30 });
  await expect(buyerPage.getByText('печатает…')).toBeVisible();
  await sellerField.press('Enter');
  await expect(buyerLog.getByText('Да, продаётся')).toBeVisible();
  await expect(buyerPage.getByText('печатает…')).toBeHidden();
  await expect(sellerPage.getByRole('log').getByLabel('Прочитано')).toBeVisible();

  // Both see the other online in the chat list.
  await buyerPage.goto('/profile/messages');
  await expect(buyerPage.getByRole('list', { name: 'Сообщения' })).toContainText('Продавец Велосипедов');
  await expect(buyerPage.getByRole('list', { name: 'Сообщения' })).toContainText('В сети');

  // The buyer leaves; the seller's next message waits for them as a notification.
  await buyerContext.close();
  await sellerField.fill('Можно посмотреть завтра после 18:00');
  await sellerField.press('Enter');
  await expect(sellerPage.getByRole('log').getByText('Можно посмотреть завтра после 18:00')).toBeVisible();

  const backContext = await browser.newContext();
  const backPage = await backContext.newPage();
  await actAs(backPage, buyer);
  await backPage.goto('/notifications');
  const notification = backPage.getByRole('list', { name: 'Уведомления' }).getByRole('link');
  await expect(notification).toHaveCount(1);
  await expect(notification).toContainText('Новое сообщение');
  await expect(notification).toContainText('Продавец Велосипедов: Можно посмотреть завтра после 18:00');
  await notification.click();
  await backPage.getByRole('link', { name: 'Перейти', exact: true }).click();
  await expect(backPage).toHaveURL(/\/profile\/messages\/\d+$/);
  await expect(backPage.getByRole('log').getByText('Можно посмотреть завтра после 18:00')).toBeVisible();

  await Promise.all([sellerContext.close(), backContext.close()]);
});

test('a chat whose channel cannot be joined says so; an expired JWT is refreshed once and the chat goes live', async ({
  page,
  browser,
}) => {
  const seller = await signUp(page.request, 'Продавец Ламп');
  const buyer = await signUp(page.request, 'Покупатель Ламп');
  const opened = await page.request.post('/api/chats', {
    headers: { authorization: `Bearer ${buyer.token}` },
    data: { user_id: seller.user.id, message: 'Лампа ещё есть?' },
  });
  const chatId = ((await opened.json()) as { data: { id: number } }).data.id;
  const isChatChannel = (body: string | null) => body?.includes('private-chat') === true;

  // The chat's channel is refused: the person is told, as spec §8 words it.
  await actAs(page, buyer);
  await page.route('**/api/broadcasting/auth', (route) =>
    isChatChannel(route.request().postData())
      ? route.fulfill({ status: 403, json: { message: 'Нет доступа к каналу' } })
      : route.continue(),
  );
  await page.goto(`/profile/messages/${chatId}`);
  await expect(page.getByText('Ошибка подписки на канал чата')).toBeVisible();

  // The seller's JWT has expired: the first authorisation answers 401, the app refreshes once and retries.
  const sellerContext = await browser.newContext();
  const sellerPage = await sellerContext.newPage();
  await actAs(sellerPage, seller);
  let refusedOnce = false;
  await sellerPage.route('**/api/broadcasting/auth', (route) => {
    if (refusedOnce || !isChatChannel(route.request().postData())) return route.continue();
    refusedOnce = true;
    return route.fulfill({ status: 401, json: { message: 'Unauthenticated.' } });
  });
  const refreshes: string[] = [];
  sellerPage.on('request', (request) => {
    if (request.url().endsWith('/api/auth/refresh')) refreshes.push(request.url());
  });
  const subscribed = sellerPage.waitForResponse(
    (response) =>
      response.url().endsWith('/api/broadcasting/auth') &&
      response.status() === 200 &&
      isChatChannel(response.request().postData()),
  );
  await sellerPage.goto(`/profile/messages/${chatId}`);
  await subscribed;
  expect(refusedOnce).toBe(true);
  expect(refreshes).toHaveLength(1);

  await page.request.post(`/api/chats/${chatId}/messages`, {
    headers: { authorization: `Bearer ${buyer.token}` },
    data: { message: 'Могу забрать сегодня' },
  });
  await expect(sellerPage.getByRole('log').getByText('Могу забрать сегодня')).toBeVisible();
  await expect(sellerPage.getByText('Ошибка подписки на канал чата')).toBeHidden();
  await sellerContext.close();
});
