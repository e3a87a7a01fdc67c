import { expect, test, type Page } from '@playwright/test';
import { firstAdCard } from '../support/cards.ts';
import { actAs, signUp } from '../support/session.ts';

const sections = (page: Page) => page.getByRole('navigation', { name: 'Разделы' });
const viewer = (page: Page, name: string) => page.getByRole('dialog', { name });
const zoomOf = async (page: Page, name: string) =>
  Number(await viewer(page, name).locator('[data-zoom]').getAttribute('data-zoom'));

/** Two fingers on the photo, spread apart: Chromium's own touch input, as a phone sends it. */
async function pinchOut(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const size = page.viewportSize() ?? { width: 390, height: 844 };
  const [x, y] = [size.width / 2, size.height / 2];
  const touch = async (type: 'touchStart' | 'touchMove' | 'touchEnd', spread: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints:
        type === 'touchEnd'
          ? []
          : [
              { x: x - spread, y, id: 1 },
              { x: x + spread, y, id: 2 },
            ],
    });
  await touch('touchStart', 40);
  for (const spread of [60, 90, 120]) await touch('touchMove', spread);
  await touch('touchEnd', 0);
}

test('the shell fits the screen: a tab bar and an action bar on phones, and photos open on the whole screen', async ({
  page,
  isMobile,
}) => {
  await actAs(page, null);
  await page.goto('/');
  const { card, name } = await firstAdCard(page);
  const height = page.viewportSize()?.height ?? 0;

  if (isMobile) {
    // The header is only the search, so the first ads are on the first screen, above the tab bar.
    await expect(sections(page).getByRole('link')).toHaveText([
      'Главная',
      'Избранное',
      'Разместить',
      'Сообщения',
      'Профиль',
    ]);
    await expect(sections(page).getByRole('link', { name: 'Главная' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const tabBarTop = (await sections(page).boundingBox())?.y ?? 0;
    const cardBox = await card.getByRole('heading').boundingBox();
    expect(cardBox && cardBox.y + cardBox.height).toBeLessThan(tabBarTop);
    await sections(page).getByRole('link', { name: 'Избранное' }).click();
    await expect(page).toHaveURL(/\/profile\/favourites$/);
    await expect(sections(page).getByRole('link', { name: 'Избранное' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.goBack();
  } else {
    await expect(sections(page)).toBeHidden();
  }

  await firstAdCard(page).then(({ card: first }) => first.getByRole('link').first().click());
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const write = page.getByRole('button', { name: 'Написать продавцу' });
  if (isMobile) {
    // Price and «Написать» stay at the foot of the screen, above the tab bar, wherever the page is scrolled.
    await expect(write).toBeInViewport();
    const box = await write.boundingBox();
    expect(box && box.y).toBeGreaterThan(height - 160);
  }

  await page.getByRole('button', { name: 'Открыть фото на весь экран' }).click();
  await expect(viewer(page, name)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Закрыть просмотр фото' })).toBeFocused();
  expect(await zoomOf(page, name)).toBe(1);
  if (isMobile) {
    await pinchOut(page);
  } else {
    await page.mouse.move(600, 400);
    await page.mouse.wheel(0, -300);
  }
  await expect.poll(() => zoomOf(page, name)).toBeGreaterThan(1.5);
  await page.keyboard.press('Escape');
  await expect(viewer(page, name)).toBeHidden();
});

test('the ways back from an order and from a notification look like links', async ({ page }) => {
  await actAs(page, await signUp(page.request, 'Читатель Ссылок'));
  for (const [path, name, list] of [
    ['/profile/orders/1', 'Ко всем заказам', '/profile/orders'],
    ['/notifications/1', 'Ко всем уведомлениям', '/notifications'],
  ] as const) {
    await page.goto(path);
    const back = page.getByRole('link', { name });
    // The design system's link colour, not the text's: it reads as something to follow.
    await expect(back).toHaveCSS('color', 'rgb(0, 112, 192)');
    await back.click();
    await expect(page).toHaveURL(new RegExp(`${list}$`));
  }
});
