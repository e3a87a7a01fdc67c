import { expect, test } from '@playwright/test';
import { appStarted } from '../support/app.ts';
import { actAs, signUp } from '../support/session.ts';

const offline = 'Отсутствует подключение к интернету. Пожалуйста, проверьте ваше соединение.';

test('a phone that loses its network sees one steady notice, gone when the network is back', async ({
  page,
  context,
}) => {
  await actAs(page, null);
  await page.goto('/search/москва?search=велосипед');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('велосипед');
  await appStarted(page);
  await expect(page.getByText(offline)).toBeHidden();

  await context.setOffline(true);
  await expect(page.getByRole('alert').filter({ hasText: offline })).toBeVisible();
  // A screen opened offline waits for the network without a toast of its own: the notice says why.
  await page
    .getByRole('navigation', { name: 'Навигационная цепочка' })
    .getByRole('link', { name: 'Главная' })
    .click();
  await expect(page.getByText('Ошибка сети. Проверьте подключение к интернету.')).toHaveCount(0);

  await context.setOffline(false);
  await expect(page.getByText(offline)).toBeHidden();
  // Its ads come as soon as the network is back, without a reload.
  await expect(page.locator('main a[href^="/product/"]').first()).toBeVisible();
});

test('a screen whose code has not come says «Нет подключения» at its own address offline, and opens when the network is back', async ({
  page,
  context,
}) => {
  await actAs(page, null);
  await page.goto('/');
  await appStarted(page);
  const main = page.getByRole('main');
  await expect(main.locator('a[href^="/product/"]').first()).toBeVisible();

  await context.setOffline(true);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Запрещенные товары' }).click();
  await expect(page).toHaveURL(/\/policy\/forbidden$/);
  // The home screen does not stay under the new address: the new one says why it is not there.
  await expect(main.getByText('Нет подключения')).toBeVisible();
  await expect(main.locator('a[href^="/product/"]')).toHaveCount(0);

  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Запрещенные товары' })).toBeVisible();
  await expect(main.getByText('Нет подключения')).toHaveCount(0);
  await expect(page).toHaveURL(/\/policy\/forbidden$/);
});

test('a session the server no longer accepts ends on the sign-in screen, which says why', async ({
  page,
}) => {
  const account = await signUp(page.request, 'Истёкшая Сессия');
  await actAs(page, { ...account, token: 'revoked-token', jwt_token: 'forged.jwt.token' });
  await page.goto('/profile/settings');
  await expect(page).toHaveURL(/\/authorization$/);
  await expect(page.getByRole('alert')).toHaveText('Сессия истекла. Войдите заново');
  await expect(page.getByRole('tab', { name: 'Вход' })).toHaveAttribute('aria-selected', 'true');
});
