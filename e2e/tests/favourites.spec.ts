import { expect, test } from '@playwright/test';
import { firstAdCard } from '../support/cards.ts';
import { actAs, randomPhone, smsCode } from '../support/session.ts';

test('a guest hearts an ad, keeps it locally, signs up, and finds it among the server favourites', async ({
  page,
}) => {
  await actAs(page, null);
  await page.goto('/');
  const { card, name } = await firstAdCard(page);

  // The heart keeps the ad without opening it.
  await card.getByRole('button', { name: 'Добавить в избранное' }).click();
  await expect(card.getByRole('button', { name: 'Убрать из избранного' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/profile/favourites');
  await expect(page.getByRole('heading', { level: 1, name: 'Избранное' })).toBeVisible();
  await expect(page.locator('main').getByRole('heading', { name, exact: true })).toBeVisible();

  const phone = randomPhone();
  const password = 'e2e-password-1';
  await page.goto('/authorization');
  await page.getByRole('tab', { name: 'Регистрация' }).click();
  await page.getByLabel('Имя').fill('Хранитель Избранного');
  await page.getByLabel('Номер телефона').fill(phone);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.getByLabel('Повторите пароль').fill(password);
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(page.getByText('Код подтверждения отправлен на ваш номер телефона')).toBeVisible();
  await page.getByLabel('Код из СМС').fill(await smsCode(page.request, phone));
  await page.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page).toHaveURL(/\/profile\/ads$/);

  // The sync sent the local ad to the server and cleared the local list.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('local_favourites'))).toBeNull();
  await page.goto('/profile/favourites');
  const kept = page.locator('main article').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(kept).toBeVisible();
  await expect(kept.getByRole('button', { name: 'Убрать из избранного' })).toBeVisible();
});
