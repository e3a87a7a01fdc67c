import type { Locator, Page } from '@playwright/test';

/** The first ad card of the page's list, and its name. */
export async function firstAdCard(page: Page): Promise<{ card: Locator; name: string }> {
  const card = page
    .locator('main article')
    .filter({ has: page.locator('a[href^="/product/"]') })
    .first();
  return { card, name: (await card.getByRole('heading').innerText()).trim() };
}
