import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { actAs, signUp } from '../support/session.ts';

// The public screens a visitor from a search engine meets first, as a guest and signed in.
const publicScreens = [
  { path: '/', ready: 'Свежие объявления' },
  { path: '/search/москва?search=велосипед', ready: 'велосипед' },
  { path: '/blog', ready: 'Блог' },
  { path: '/policy/ads', ready: 'Правила подачи объявлений' },
  { path: '/cart', ready: 'Корзина' },
];

test('the public screens meet WCAG 2.2 AA by axe, with no violation', async ({ page }) => {
  await actAs(page, null);
  for (const screen of publicScreens) {
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(screen.ready);
    await expectAccessible(page);
  }
  await page.goto('/search/москва?search=велосипед');
  await page.locator('main a[href^="/product/"]').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);
});

test('the sign-in screen meets WCAG 2.2 AA by axe', async ({ page }) => {
  await actAs(page, null);
  await page.goto('/authorization');
  await expect(page.getByRole('tab', { name: 'Вход' })).toBeVisible();
  await expectAccessible(page);
});

test('a signed-in profile screen meets WCAG 2.2 AA by axe', async ({ page }) => {
  await actAs(page, await signUp(page.request, 'Проверка Доступности'));
  await page.goto('/profile/saved-searches');
  await expect(page.getByRole('heading', { level: 1, name: 'Сохранённые поиски' })).toBeVisible();
  await expectAccessible(page);
});
