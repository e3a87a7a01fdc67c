import { expect, test } from '@playwright/test';
import { pngBytes } from '../support/images.ts';
import { actAs, signUp } from '../support/session.ts';

test('a seller places an ad with photos and filters, continues the draft, publishes, finds it, edits the price and marks it sold', async ({
  page,
  request,
  isMobile,
}) => {
  test.setTimeout(120_000);
  const seller = await signUp(request, 'Пётр Продавцов');
  await actAs(page, seller);
  const title = `Смартфон Apple проверка ${Date.now() % 1_000_000}`;

  await page.goto('/ad/create');
  await page.getByLabel('Категория', { exact: true }).selectOption({ label: 'Электроника' });
  await page.getByLabel('Подкатегория').selectOption({ label: 'Телефоны' });
  await page.getByLabel('Название объявления', { exact: true }).fill(title);
  await expect(page).toHaveURL(/\/ad\/draft\/\d+$/);
  const draftPath = new URL(page.url()).pathname;
  await page
    .getByLabel('Описание', { exact: true })
    .fill('Полный комплект, экран без царапин, аккумулятор держит день.');
  await page.getByLabel('Производитель', { exact: true }).selectOption('Apple');
  await page.getByLabel('Встроенная память', { exact: true }).selectOption('128 ГБ');
  const photos = await Promise.all(
    ['#2f80ed', '#27ae60', '#eb5757'].map(async (colour, i) => ({
      name: `photo-${i}.png`,
      mimeType: 'image/png',
      buffer: await pngBytes(page, colour),
    })),
  );
  await page.getByTestId('photo-input').setInputFiles(photos);
  await expect(page.getByRole('img', { name: /^Фото \d$/ })).toHaveCount(3);
  await expect(page.getByText('Обложка', { exact: true })).toBeVisible();
  await expect(page.getByText('Черновик сохранен')).toBeVisible();

  // Leave halfway, then continue the draft from «Мои объявления».
  await page.goto('/');
  await page.goto('/profile/ads');
  await page.getByRole('tab', { name: /Черновики/ }).click();
  await page.getByRole('link', { name: 'Продолжить' }).first().click();
  await expect(page).toHaveURL(new RegExp(`${draftPath}$`));
  await expect(page.getByLabel('Название объявления', { exact: true })).toHaveValue(title);
  await expect(page.getByLabel('Производитель', { exact: true })).toHaveValue('Apple');
  await expect(page.getByRole('img', { name: /^Фото \d$/ })).toHaveCount(3);

  await page.getByLabel('Цена, ₽', { exact: true }).fill('45000');
  const city = page.getByRole('combobox', { name: 'Город', exact: true });
  await city.fill('моск');
  await page.getByRole('option', { name: /^Москва/ }).click();
  await expect(city).toHaveValue('Москва');
  await page.getByLabel('Адрес', { exact: true }).fill('Тверская улица, 1');
  await page.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(page.getByText('Объявление опубликовано')).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/ads/);
  await expect(page.getByRole('link', { name: title })).toBeVisible();

  // Buyers find it by search; its page's first HTML carries its title and JSON-LD before any script.
  const found = await request.get(`/api/products?search=${encodeURIComponent(title)}`);
  const adId = (
    (await found.json()) as { products_in_selected_cities: { data: { id: number; name: string }[] } }
  ).products_in_selected_cities.data.find((ad) => ad.name === title)?.id;
  expect(adId).toBeDefined();
  const html = await (await request.get(`/product/${adId}`)).text();
  const head = html.slice(0, html.indexOf('<script type="module"'));
  expect(head).toContain(`<title>${title}`);
  expect(head).toContain('"@type":"Product"');
  expect(head).toContain('"price":45000');

  await page.goto(`/search/moskva?search=${encodeURIComponent(title)}`);
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible();

  // On the map: the address was typed, not picked, so the ad stands at Moscow's centre.
  const { data: cities } = (await (await request.get('/api/cities')).json()) as {
    data: { name: string; latitude: number; longitude: number }[];
  };
  const moscow = cities.find((city) => city.name === 'Москва')!;
  const box = [
    moscow.longitude - 0.05,
    moscow.latitude - 0.05,
    moscow.longitude + 0.05,
    moscow.latitude + 0.05,
  ];
  const onMap = await request.get(
    `/api/products/map?bbox=${box.join(',')}&search=${encodeURIComponent(title)}`,
  );
  expect(((await onMap.json()) as { data: { id: number }[] }).data.map((point) => point.id)).toContain(adId);
  await page.goto(`/map?lat=${moscow.latitude}&lng=${moscow.longitude}&search=${encodeURIComponent(title)}`);
  if (!isMobile) await expect(page.getByRole('link', { name: title }).first()).toBeVisible();

  // The edit form shows the ad as it is; edit the price.
  await page.goto(`/ad/edit/${adId}`);
  await expect(page.getByLabel('Категория', { exact: true }).locator('option:checked')).toHaveText(
    'Электроника',
  );
  await expect(page.getByLabel('Подкатегория').locator('option:checked')).toHaveText('Телефоны');
  await expect(page.getByRole('combobox', { name: 'Город', exact: true })).toHaveValue('Москва');
  await page.getByLabel('Цена, ₽', { exact: true }).fill('42000');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Объявление сохранено')).toBeVisible();
  await page.goto(`/product/${adId}`);
  await expect(page.getByText('42 000 ₽').first()).toBeVisible();

  // Mark it sold.
  await page.goto('/profile/ads');
  const row = page.getByRole('listitem').filter({ hasText: title });
  await row.getByRole('button', { name: 'Продано' }).click();
  await expect(page.getByText('Объявление отмечено как проданное')).toBeVisible();
  await page.getByRole('tab', { name: /Проданные/ }).click();
  await expect(page.getByRole('link', { name: title })).toBeVisible();
});
