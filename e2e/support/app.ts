import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app has taken over a page the server drew: its code comes after the first paint
 * (record 0153), and until then the page's fields and buttons are disabled (ControlsWhenReady).
 */
export async function appStarted(page: Page): Promise<void> {
  await expect(page.getByRole('combobox', { name: 'Поиск по объявлениям' })).toBeEnabled();
}
