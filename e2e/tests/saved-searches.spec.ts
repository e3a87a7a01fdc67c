import { expect, test } from '@playwright/test';
import { actAs, signUp } from '../support/session.ts';

test('a person saves a search, finds it in the profile, renames, opens and deletes it', async ({ page }) => {
  await actAs(page, await signUp(page.request, 'Искатель Велосипедов'));
  await page.goto('/search/москва?search=велосипед');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('велосипед');

  await page.getByRole('button', { name: 'Сохранить поиск' }).click();
  const dialog = page.getByRole('dialog', { name: 'Сохранить поиск' });
  await expect(dialog.getByLabel('Название')).toHaveValue('«велосипед» в Москве');
  await dialog.getByRole('radio', { name: 'Раз в день, одной сводкой' }).check();
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Поиск сохранён')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.goto('/profile/saved-searches');
  await expect(page.getByRole('heading', { level: 1, name: 'Сохранённые поиски' })).toBeVisible();
  const row = page
    .locator('main li')
    .filter({ has: page.getByRole('link', { name: '«велосипед» в Москве' }) });
  await expect(row.getByText('Раз в день, одной сводкой')).toBeVisible();

  await row.getByRole('button', { name: 'Изменить' }).click();
  await row.getByLabel('Название').fill('Велосипеды в Москве');
  await row.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Поиск изменён')).toBeVisible();
  const renamed = page.getByRole('link', { name: 'Велосипеды в Москве', exact: true });
  await expect(renamed).toBeVisible();

  await renamed.click();
  await expect(page).toHaveURL(/\/search\/%D0%BC%D0%BE%D1%81%D0%BA%D0%B2%D0%B0\?search=%D0%B2/);
  await page.goBack();
  await page.getByRole('button', { name: 'Удалить: Велосипеды в Москве' }).click();
  await expect(page.getByText('Сохранённых поисков пока нет')).toBeVisible();
});
