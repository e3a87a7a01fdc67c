import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app's service worker is installed (its precache filled) and active; the app registers
 * it after the page has loaded, when the browser is idle.
 */
export async function serviceWorkerReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

/** Loads the page again, through the worker, and checks the worker answers for it. */
export async function reloadThroughServiceWorker(page: Page): Promise<void> {
  await serviceWorkerReady(page);
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/sw\.js$/);
}
