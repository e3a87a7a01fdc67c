import { expect, test, type APIRequestContext } from '@playwright/test';
import { publishAd } from '../support/ads.ts';
import { actAs, randomPhone, signUp, smsCode, type SignedUp } from '../support/session.ts';

const bearer = (account: SignedUp | { token: string }) => ({ authorization: `Bearer ${account.token}` });

async function call(
  request: APIRequestContext,
  method: string,
  path: string,
  who: { token: string },
  data?: object,
) {
  const response = await request.fetch(path, { method, headers: bearer(who), data });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json() as Promise<unknown>;
}

test('a friend registers through the referral link, completes a first order, and both get points', async ({
  page,
  browser,
}) => {
  const seller = await signUp(page.request, 'Продавец для друга');
  await page.goto('/');
  const adId = await publishAd(page, seller, {
    name: `Чайник ${Date.now().toString(36)}`,
    price: 1500,
    quantity: 2,
  });

  // The inviter copies their link.
  const inviter = await signUp(page.request, 'Пригласивший');
  await actAs(page, inviter);
  await page.goto('/profile/referral');
  const link = await page.getByRole('textbox', { name: 'Ваша реферальная ссылка' }).inputValue();
  expect(link).toMatch(/\/authorization\?ref=[A-Z2-9]{10}$/);
  await expect(page.getByText('Приглашённых пользователей пока нет')).toBeVisible();

  // The friend opens it as a guest and registers.
  const friendContext = await browser.newContext();
  const friendPage = await friendContext.newPage();
  await actAs(friendPage, null);
  await friendPage.goto(new URL(link).pathname + new URL(link).search);
  const phone = randomPhone();
  await expect(friendPage.getByRole('tab', { name: 'Регистрация' })).toHaveAttribute('aria-selected', 'true');
  await friendPage.getByLabel('Имя').fill('Друг');
  await friendPage.getByLabel('Номер телефона').fill(phone);
  await friendPage.getByLabel('Пароль', { exact: true }).fill('friend-password-1');
  await friendPage.getByLabel('Повторите пароль').fill('friend-password-1');
  await friendPage.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(friendPage.getByText('Код подтверждения отправлен на ваш номер телефона')).toBeVisible();
  await friendPage.getByLabel('Код из СМС').fill(await smsCode(friendPage.request, phone));
  await friendPage.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(friendPage).toHaveURL(/\/profile\/ads$/);
  const friend = { token: (await friendPage.evaluate(() => localStorage.getItem('token')))! };
  await friendContext.close();

  await page.reload();
  await expect(page.getByText('Ждём первый завершённый заказ')).toBeVisible();

  // The friend's first order completes.
  const placed = (await call(page.request, 'POST', '/api/orders', friend, {
    items: [{ product_id: adId, quantity: 1 }],
    delivery_address: 'Самара, ул. Ленинградская, д. 1',
  })) as { orders: { id: number }[] };
  const orderId = placed.orders[0]!.id;
  await call(page.request, 'POST', `/api/order-points/${orderId}/approve-manual`, seller, {
    approved_percentage: 0,
  });
  await call(page.request, 'PUT', `/api/orders/${orderId}`, seller, { status: 'shipped' });
  await call(page.request, 'PUT', `/api/orders/${orderId}`, friend, { status: 'completed' });

  await page.reload();
  await expect(page.getByText('Начислено 500 баллов')).toBeVisible();
  await expect(page.getByText('Получено баллов: 500')).toBeVisible();
  await page.goto('/profile/special-wallet');
  await expect(page.getByTestId('points-balance')).toHaveText('500');
  await expect(page.getByText('Реферальная награда', { exact: true })).toBeVisible();
});
