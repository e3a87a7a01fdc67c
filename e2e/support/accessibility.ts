import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 AA and what it includes (issue 13: zero violations, not a warning). */
const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Fails with each axe violation on the page as a person meets it once the app has taken the page over
 * (a server-drawn page holds its controls until then, apps/web/src/app/ControlsWhenReady.tsx): its rule,
 * impact and first elements.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await expect(page.locator('#root fieldset[disabled]')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).withTags(wcag).analyze();
  const found = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
  expect(found, `axe on ${page.url()}`).toEqual([]);
}
