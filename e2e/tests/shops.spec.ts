import { expect, test } from '@playwright/test';
import { actAs } from '../support/session.ts';

test('the shops fit the screen: a long name ends in «…» and its «Проверенный магазин» tick stays in sight', async ({
  page,
}) => {
  await actAs(page, null);
  await page.goto('/shops');
  const cards = page.getByRole('list').getByRole('link');
  await expect(cards.first()).toBeVisible();

  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);

  const verified = cards.filter({ has: page.getByTitle('Проверенный магазин') });
  expect(await verified.count()).toBeGreaterThan(0);
  for (const card of await verified.all()) {
    const tick = card.getByTitle('Проверенный магазин');
    const [tickBox, cardBox] = await Promise.all([tick.boundingBox(), card.boundingBox()]);
    expect(tickBox!.x + tickBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
  }
});
