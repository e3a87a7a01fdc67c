import { expect, test } from '@playwright/test';
import { firstAdCard } from '../support/cards.ts';
import { actAs, signUp } from '../support/session.ts';

test('a guest puts an ad in the cart, sees it on /cart, signs in and finds it in the server cart', async ({
  page,
}) => {
  await actAs(page, null);
  await page.goto('/');
  const { card, name } = await firstAdCard(page);
  await card.locator('a[href^="/product/"]').first().click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'В корзину', exact: true }).click();
  await expect(page.getByText('Товар добавлен в корзину')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Корзина: 1' }).first()).toBeVisible();

  await page.goto('/cart');
  const line = page.locator('main').getByText(name, { exact: true }).first();
  await expect(line).toBeVisible();
  await expect(page.getByText('Итого')).toBeVisible();

  // Signing in (the app starting with a token) sends the local line to the server cart.
  const account = await signUp(page.request, 'Покупатель Корзины');
  await page.evaluate((session) => {
    localStorage.setItem('token', session.token);
    localStorage.setItem('jwt_token', session.jwt_token);
    localStorage.setItem('user', JSON.stringify(session.user));
  }, account);
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => ['[]', null].includes(localStorage.getItem('cart'))))
    .toBe(true);
  const cart = await page.request.get('/api/cart', { headers: { authorization: `Bearer ${account.token}` } });
  const body = (await cart.json()) as { count: number; data: { products: { name: string }[] }[] };
  expect(body.count).toBe(1);
  expect(body.data[0]?.products[0]?.name).toBe(name);
  await expect(page.locator('main').getByText(name, { exact: true }).first()).toBeVisible();
});
