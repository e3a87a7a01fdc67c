import { expect, test, type Locator, type Page } from '@playwright/test';
import { publishAd } from '../support/ads.ts';
import { signUp } from '../support/session.ts';

/** Waits until the decoded address (Cyrillic city and query) matches. */
const expectAddress = (page: Page, pattern: RegExp) =>
  expect.poll(() => decodeURIComponent(page.url())).toMatch(pattern);

/** Waits until the results shown belong to the current address (no fetch in flight). */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  await expect(cards(page).first()).toBeVisible();
}

/** A 1 × 1 transparent PNG. */
const blankTilePng =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const cards = (page: Page) => page.locator('main a[href^="/product/"]');

/** The first `N ₽` figure of each visible card: the current price (the old one comes after it). */
async function cardPrices(list: Locator): Promise<number[]> {
  const texts = await list.allInnerTexts();
  return texts.map((text) => {
    const match = /(\d{1,3}(?:[ \u00a0\u202f]\d{3})*)[ \u00a0]?₽/.exec(text);
    if (!match?.[1]) throw new Error(`no price in card: ${text}`);
    return Number(match[1].replace(/\D/g, ''));
  });
}

test('a visitor finds an ad: city, autocomplete, price filter, sort, product page', async ({
  page,
  isMobile,
}) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });

  // The demo catalogue is drawn at random: the journey brings the Moscow bicycle it looks for. Its page
  // shows where it is on a map, whose tiles come from a service this machine cannot reach: a blank tile.
  await page.route('https://tile.openstreetmap.org/**', (route) =>
    route.fulfill({ contentType: 'image/png', body: Buffer.from(blankTilePng, 'base64') }),
  );
  const seller = await signUp(page.request, 'Продавец Велосипедов');
  await publishAd(page, seller, {
    name: `Велосипед городской ${Date.now().toString(36)}`,
    price: 23000,
    quantity: 1,
  });

  await page.goto('/');
  await page.getByRole('button', { name: 'Понятно' }).click();
  await expect(page.getByRole('region', { name: 'Политика использования файлов cookie' })).toHaveCount(0);
  await expect(cards(page).first()).toBeVisible();

  // Choose a city: the list filters as one types, the choice is saved and the page reloads.
  await page
    .getByRole('button', { name: /Россия/ })
    .first()
    .click();
  const cityInput = page.getByRole('searchbox', { name: 'Город или регион' });
  await cityInput.fill('моск');
  await page.getByRole('button', { name: /^Москва/ }).click();
  await expect(page.getByRole('button', { name: /Москва/ }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('city'))).toContain('Москва');

  // Search with autocomplete: suggestions appear after the debounce; Enter runs the search.
  const search = page.getByRole('combobox', { name: 'Поиск по объявлениям' });
  await search.fill('велос');
  const suggestions = page.getByRole('listbox', { name: 'Поиск по объявлениям' }).getByRole('option');
  await expect(suggestions.first()).toContainText(/велосипед/i);
  await search.press('Enter');
  await expectAddress(page, /\/search\/москва\?search=велос$/);
  await settled(page);

  // Filter by price.
  if (isMobile) {
    await page.getByRole('button', { name: 'Фильтры' }).click();
    await page.getByRole('textbox', { name: 'Цена, ₽ от' }).fill('5 000');
    await page.getByRole('button', { name: 'Применить' }).click();
  } else {
    await page.getByRole('textbox', { name: 'Цена, ₽ от' }).fill('5000');
    await page.getByRole('textbox', { name: 'Цена, ₽ от' }).press('Enter');
  }
  await expectAddress(page, /price_from=5000/);
  await expect(page.getByRole('button', { name: /Убрать фильтр.*5 000/ })).toBeVisible();
  await settled(page);

  // Sort by price: cheapest first, every price within the filter. The previous results stay on screen
  // until the sorted ones arrive, and may happen to be in price order: wait for the sorted list's reply.
  const sortedReply = page.waitForResponse(
    (response) => response.url().includes('/api/products?') && response.url().includes('sort=price'),
  );
  await page.getByLabel('Сортировка').selectOption('price');
  await expectAddress(page, /sort=price/);
  await sortedReply;
  await settled(page);
  // The address changes a moment before the new results render: wait for the list itself.
  const inCityCards = page.locator('main section').first().locator('a[href^="/product/"]');
  await expect
    .poll(async () => {
      const prices = await cardPrices(inCityCards);
      const sorted = prices.every((price, i) => i === 0 || (prices[i - 1] ?? 0) <= price);
      return prices.length > 0 && sorted && prices.every((price) => price >= 5000);
    })
    .toBe(true);
  for (const price of await cardPrices(cards(page))) expect(price).toBeGreaterThanOrEqual(5000);

  // Open a product: its name is the heading and the last breadcrumb.
  const first = cards(page).first();
  const href = await first.getAttribute('href');
  const name = (await first.getByRole('heading').innerText()).trim();
  const [price] = await cardPrices(first);
  // The ad opened from the results is reported with the words typed (what the search vocabulary learns from).
  const reported = page.waitForResponse((response) => response.url().endsWith('/api/search/clicks'));
  await first.click();
  const report = await reported;
  expect(report.status()).toBe(204);
  expect(report.request().postDataJSON()).toEqual({
    search: 'велос',
    product_id: Number(href?.split('/').pop()),
  });
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const crumbs = page.getByRole('navigation', { name: 'Навигационная цепочка' });
  await expect(crumbs.getByRole('link', { name: 'Главная' })).toBeVisible();
  await expect(crumbs.getByRole('listitem').last()).toHaveText(name);
  await expect(page).toHaveTitle(new RegExp(name.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  const shownPrice = await cardPrices(page.locator('main article').first());
  expect(shownPrice[0]).toBe(price);

  expect(consoleErrors).toEqual([]);
});

test('words as people say them find what sellers write («посудомойку», «трёшку»)', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('isCookie', 'true'));
  await page.goto('/search/россия');
  const search = page.getByRole('combobox', { name: 'Поиск по объявлениям' });
  for (const [typed, written] of [
    ['посудомойку', /^Посудомоечная машина/],
    ['трёшку', /^3-к\. квартира/],
  ] as const) {
    await search.fill(typed);
    await search.press('Enter');
    await expectAddress(page, new RegExp(`search=${typed}$`));
    // The previous word's results stay on screen until the new ones arrive: wait for the list itself.
    await expect
      .poll(async () => {
        const names = await cards(page).getByRole('heading').allInnerTexts();
        return names.length > 0 && names.every((name) => written.test(name));
      })
      .toBe(true);
  }
});

test('an unknown address shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
});

test('a typed «Цена до» is kept when another filter is clicked at once (a tablet or a laptop)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.addInitScript(() => localStorage.setItem('isCookie', 'true'));
  await page.goto('/search/россия');
  const panel = page.getByRole('complementary', { name: 'Фильтры' });
  await panel.getByRole('textbox', { name: 'Цена, ₽ до' }).fill('3000');
  // Well within the field's pause: leaving it applies the price as the checkbox takes the click.
  await panel.getByRole('checkbox', { name: 'VIP-объявление' }).click();
  await expectAddress(page, /vip=1/);
  await expectAddress(page, /price_to=3000/);
  await settled(page);
  await expect.poll(async () => Math.max(...(await cardPrices(cards(page))))).toBeLessThanOrEqual(3000);
});
