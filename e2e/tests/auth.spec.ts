import { expect, test, type Page } from '@playwright/test';
import { actAs, randomPhone, signUp, smsCode } from '../support/session.ts';

const password = 'e2e-password-1';

async function logOut(page: Page, isMobile: boolean): Promise<void> {
  if (isMobile) {
    await page.getByRole('button', { name: 'Открыть меню' }).click();
    await page
      .getByRole('navigation', { name: 'Основная навигация' })
      .getByRole('button', { name: 'Выйти' })
      .click();
  } else {
    await page.getByRole('button', { name: 'Меню профиля' }).click();
    await page
      .getByRole('navigation', { name: 'Меню профиля' })
      .getByRole('button', { name: 'Выйти' })
      .click();
  }
  await expect(page.getByText('Выход выполнен успешно')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

test('a guest finds «Разместить» in the header at any width and is sent to sign in', async ({ page }) => {
  await page.goto('/');
  // Phones show the short «Разместить», wider screens «Разместить бесплатно».
  await page
    .getByRole('link', { name: /^Разместить/ })
    .locator('visible=true')
    .click();
  await expect(page).toHaveURL(/\/authorization$/);
});

test('a visitor registers with the texted code, logs out, logs in remembered and stays after a reload', async ({
  page,
  isMobile,
}) => {
  const phone = randomPhone();
  await page.goto('/authorization');
  await page.getByRole('button', { name: 'Понятно' }).click();

  await page.getByRole('tab', { name: 'Регистрация' }).click();
  await page.getByLabel('Имя').fill('Тестовый Пользователь');
  await page.getByLabel('Номер телефона').fill(phone);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.getByLabel('Повторите пароль').fill(password);
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(page.getByText('Код подтверждения отправлен на ваш номер телефона')).toBeVisible();
  await expect(page.getByRole('button', { name: /Отправить код повторно через \d+ с/ })).toBeDisabled();

  await page.getByLabel('Код из СМС').fill(await smsCode(page.request, phone));
  await page.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page).toHaveURL(/\/profile\/ads$/);
  await expect(page.getByText('Регистрация успешно завершена!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Мои объявления' })).toBeVisible();

  await logOut(page, isMobile);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await page.goto('/authorization');
  // Logout cleared every stored key, the cookie acknowledgement included.
  await page.getByRole('button', { name: 'Понятно' }).click();
  await page.getByLabel('Номер телефона').fill(phone);
  await page.getByLabel('Пароль').fill(password);
  await page.getByLabel('Запомнить меня').check();
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(page).toHaveURL(/\/profile\/ads$/);
  await expect(page.getByText('Вход выполнен успешно!')).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/profile\/ads$/);
  await expect(page.getByRole('heading', { name: 'Мои объявления' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
});

test('signing in and out leaves the cookie notice readable, lights one tab, and keeps no notice of the session', async ({
  page,
  isMobile,
}) => {
  const account = await signUp(page.request, 'Пользователь Уведомлений');
  await page.goto('/authorization');
  if (isMobile) {
    // Three tabs lead a guest here; only Профиль is lit.
    const sections = page.getByRole('navigation', { name: 'Разделы' });
    await expect(sections.locator('[aria-current="page"]')).toHaveText(['Профиль']);
  }
  await page.getByLabel('Номер телефона').fill(account.phone);
  await page.getByLabel('Пароль').fill(account.password);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  const welcome = page.getByText('Вход выполнен успешно!');
  await expect(welcome).toBeVisible();
  // The notice stacks above the cookie banner, which is still there to be read and acknowledged.
  const banner = page.getByRole('region', { name: 'Политика использования файлов cookie' });
  const noticeBox = (await page.getByRole('status').filter({ has: welcome }).boundingBox())!;
  const bannerBox = (await banner.boundingBox())!;
  const apart =
    noticeBox.y + noticeBox.height <= bannerBox.y ||
    noticeBox.x + noticeBox.width <= bannerBox.x ||
    bannerBox.x + bannerBox.width <= noticeBox.x;
  expect(apart, JSON.stringify({ noticeBox, bannerBox })).toBe(true);
  await banner.getByRole('button', { name: 'Понятно' }).click();

  await logOut(page, isMobile);
  await expect(welcome).toBeHidden();
});

test('logging out closes the live connection without an error in the console', async ({ page, isMobile }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const socket = page.waitForEvent('websocket', (ws) => ws.url().includes('/app/'));
  await actAs(page, await signUp(page.request, 'Пользователь Сокета'));
  await page.goto('/profile/ads');
  // Live: the notifications channel is joined once the socket has its id.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('socket_id'))).toBeTruthy();
  const closed = (await socket).waitForEvent('close');

  await logOut(page, isMobile);
  await closed;
  expect(errors).toEqual([]);
});
