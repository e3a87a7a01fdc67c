import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { appStarted } from '../support/app.ts';
import { firstAdCard } from '../support/cards.ts';
import { reloadThroughServiceWorker, serviceWorkerReady } from '../support/service-worker.ts';
import { actAs, signUp } from '../support/session.ts';

test.use({ serviceWorkers: 'allow' });

/** The worker the journeys' server sends (`npm start` serves the built app). */
const workerFile = path.join(import.meta.dirname, '../../apps/web/dist/sw.js');

interface Manifest {
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

/** A PNG's width and height, from its header. */
async function pngSize(request: APIRequestContext, src: string): Promise<string> {
  const res = await request.get(src);
  expect(res.status(), src).toBe(200);
  expect(res.headers()['content-type'], src).toBe('image/png');
  const png = await res.body();
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

test('the app can be installed: every page links a manifest whose icons are the sizes it says', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('head link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  // A screen the browser draws alone carries the same head.
  await page.goto('/cart');
  await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');

  const res = await request.get(href ?? '');
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await res.json()) as Manifest;
  expect(manifest).toMatchObject({
    name: 'Маркетплейс',
    lang: 'ru',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
  });
  expect(manifest.short_name.length).toBeGreaterThan(0);
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', manifest.theme_color);

  const sizes = await Promise.all(
    manifest.icons.map(async (icon) => [icon, await pngSize(request, icon.src)] as const),
  );
  for (const [icon, size] of sizes) expect(size, icon.src).toBe(icon.sizes);
  expect(manifest.icons.filter((icon) => icon.purpose !== 'maskable').map((icon) => icon.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
});

test('the service worker answers for the page after a reload, is asked for again every time, and Chromium finds the app installable', async ({
  page,
  request,
}) => {
  await actAs(page, null);
  await page.goto('/');
  await reloadThroughServiceWorker(page);
  const worker = await request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  // Chromium's own verdict on the manifest, the icons and the worker. Playwright's contexts are incognito
  // profiles, where Chromium never offers to install: that is the only reason it may give.
  const browser = await page.context().newCDPSession(page);
  const { installabilityErrors } = await browser.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.map((error) => error.errorId)).toEqual(['in-incognito']);
});

/** The deployed worker, while a journey stands a next version in for it; put back however the journey ends. */
let deployed: string | undefined;
test.afterEach(() => {
  if (deployed !== undefined) fs.writeFileSync(workerFile, deployed);
  deployed = undefined;
});

test('a new version waits while the person types, and takes over at their next click on a link of the app', async ({
  page,
}) => {
  await actAs(page, null);
  await page.goto('/');
  await serviceWorkerReady(page);
  // The page starts its part of the worker's life (registration, updates) after it has settled.
  const pagePartStarted = page.waitForRequest(/\/assets\/service-worker-[^/]+\.js$/);
  await reloadThroughServiceWorker(page);
  await appStarted(page);
  await pagePartStarted;
  // The next deployment: the worker's script on the server differs by a few bytes, as a new build's does.
  // (A browser fetches a worker's script itself, past Playwright's routes.)
  deployed = fs.readFileSync(workerFile, 'utf8');
  fs.writeFileSync(workerFile, `${deployed}\n// the next version\n`);
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  await expect
    .poll(() =>
      page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting)),
    )
    .toBe(true);

  // In the middle of typing, nothing reloads under the person.
  const search = page.getByRole('combobox', { name: 'Поиск по объявлениям' });
  await search.fill('велосипед');
  await page.evaluate(() => Object.assign(window, { e2eSamePage: true }));
  await page.waitForTimeout(1_500);
  await expect(search).toHaveValue('велосипед');
  expect(await page.evaluate(() => 'e2eSamePage' in window)).toBe(true);
  // The person puts the search away (on a phone it covers the page).
  await search.press('Escape');
  await expect(page.getByRole('listbox', { name: 'Поиск по объявлениям' })).toBeHidden();

  // Their next click on a link loads that page in full, with the new version in charge.
  const { card, name } = await firstAdCard(page);
  const link = card.locator('a[href^="/product/"]').first();
  const address = new URL((await link.getAttribute('href'))!, page.url()).href;
  await link.click();
  await expect(page).toHaveURL(address);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(await page.evaluate(() => 'e2eSamePage' in window)).toBe(false);
  const versions = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return {
      waiting: Boolean(registration?.waiting),
      controlled: Boolean(navigator.serviceWorker.controller),
    };
  });
  expect(versions).toEqual({ waiting: false, controlled: true });
});

test('the screens a signed-in person read, the first page and those the app drew itself, open offline', async ({
  page,
  context,
}) => {
  await actAs(page, await signUp(page.request, 'Читатель Офлайн'));
  // The first page loads before the worker is there; the ad is then opened inside the app, by a link.
  await page.goto('/');
  await appStarted(page);
  await serviceWorkerReady(page);
  const { card, name } = await firstAdCard(page);
  await card.locator('a[href^="/product/"]').first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const adAddress = page.url();
  const keptPages = () =>
    page.evaluate(async () => (await (await caches.open('pages')).keys()).map((request) => request.url));
  await expect.poll(keptPages).toEqual(expect.arrayContaining([new URL('/', adAddress).href, adAddress]));

  await context.setOffline(true);
  await page.goto('/');
  await appStarted(page);
  await expect(page.locator('main a[href^="/product/"]').first()).toBeVisible();
  await page.goto(adAddress);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await appStarted(page);
  await context.setOffline(false);
});

test('the scripts the first page loaded before the worker was there are kept by it', async ({ page }) => {
  await actAs(page, null);
  await page.goto('/');
  await appStarted(page);
  await serviceWorkerReady(page);
  const loaded = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
      .map((url) => url.href),
  );
  expect(loaded.length).toBeGreaterThan(5);
  const kept = () =>
    page.evaluate(async () => {
      const names = await caches.keys();
      const lists = await Promise.all(names.map(async (name) => (await caches.open(name)).keys()));
      return lists.flat().map((request) => request.url.replace(/\?__WB_REVISION__=.*$/, ''));
    });
  await expect
    .poll(async () => {
      const cached = await kept();
      return loaded.filter((url) => !cached.includes(url));
    })
    .toEqual([]);
});

test('an address not read before says «Нет подключения» offline, in the app’s page, not the browser’s', async ({
  page,
  context,
}) => {
  await actAs(page, null);
  await page.goto('/');
  await reloadThroughServiceWorker(page);

  await context.setOffline(true);
  await page.goto('/search/москва?search=никогда-не-искали');
  await expect(page.getByRole('heading', { level: 1, name: 'Нет подключения' })).toBeVisible();
  await expect(page.getByText('Страницы, которые вы открывали недавно, доступны и без него.')).toBeVisible();
  await expect(page).toHaveTitle('Нет подключения — Маркетплейс');
  const retry = page.getByRole('link', { name: 'Повторить' });

  await context.setOffline(false);
  await retry.click();
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('никогда-не-искали');
});

test('«Установить приложение» in the profile menu shows the browser’s offer to install, once', async ({
  page,
}) => {
  const account = await signUp(page.request, 'Установка Приложения');
  await actAs(page, account);
  await page.goto('/profile/settings');
  // The offer is kept by the code that registers the worker.
  await serviceWorkerReady(page);
  const menu = page.getByRole('navigation', { name: 'Профиль' });
  const install = menu.getByRole('button', { name: 'Установить приложение' });
  await expect(menu.getByRole('button', { name: 'Выйти' })).toBeVisible();
  await expect(install).toHaveCount(0);

  // Chromium's offer, as it makes it once the app is installable (here on cue).
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        document.body.dataset.installPrompted = 'yes';
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(offer);
  });
  await install.click();
  await expect(page.locator('body')).toHaveAttribute('data-install-prompted', 'yes');
  await expect(install).toHaveCount(0);
});
