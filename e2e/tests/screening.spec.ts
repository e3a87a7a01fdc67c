import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { pngBytes } from '../support/images.ts';
import { actAs, signUp } from '../support/session.ts';

test('a seller who writes a phone number into the description is told why the ad is not live, takes it out and the ad goes live', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const seller = await signUp(request, 'Олег Телефонов');
  await actAs(page, seller);
  const title = `Смартфон с номером ${Date.now() % 1_000_000}`;

  await page.goto('/ad/create');
  await page.getByLabel('Категория', { exact: true }).selectOption({ label: 'Электроника' });
  await page.getByLabel('Подкатегория').selectOption({ label: 'Телефоны' });
  await page.getByLabel('Название объявления', { exact: true }).fill(title);
  await page
    .getByLabel('Описание', { exact: true })
    .fill('Экран без царапин. Звоните: 8 912 345-67-89, отвечу сразу.');
  await page
    .getByTestId('photo-input')
    .setInputFiles([{ name: 'photo.png', mimeType: 'image/png', buffer: await pngBytes(page, '#2f80ed') }]);
  await expect(page.getByRole('img', { name: /^Фото \d$/ })).toHaveCount(1);
  await page.getByLabel('Цена, ₽', { exact: true }).fill('30000');
  const city = page.getByRole('combobox', { name: 'Город', exact: true });
  await city.fill('моск');
  await page.getByRole('option', { name: /^Москва/ }).click();
  await page.getByLabel('Адрес', { exact: true }).fill('Тверская улица, 1');
  await page.getByRole('button', { name: 'Опубликовать' }).click();

  // Not live: the toast says so, and «Мои объявления» opens on the returned ads with the reason.
  await expect(page.getByText('Объявление не опубликовано: исправьте его по замечаниям')).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/ads\?status=rejected$/);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
  const reason = card.getByText(/Контакты в тексте объявления: «8 912 345-67-89»/);
  await expect(reason).toBeVisible();
  await expect(card).toContainText('покупатели напишут вам в чат');
  await expectAccessible(page);
  const adId = Number(
    /\/product\/(\d+)/.exec((await card.getByRole('link', { name: title }).getAttribute('href'))!)![1],
  );
  expect((await request.get(`/api/products/${adId}`)).status()).toBe(404);

  // The seller hears of it in the notifications too.
  const notices = await request.get('/api/notifications?type=ad_moderation', {
    headers: { authorization: `Bearer ${seller.token}` },
  });
  expect(((await notices.json()) as { data: { data: { title: string } }[] }).data[0]?.data.title).toBe(
    'Объявление не опубликовано',
  );

  // Takes the number out: the checks find nothing, and the ad is live at once, without a moderator.
  await card.getByRole('link', { name: 'Редактировать' }).click();
  await expect(page).toHaveURL(new RegExp(`/ad/edit/${adId}$`));
  await page.getByLabel('Описание', { exact: true }).fill('Экран без царапин. Пишите в чат, отвечу сразу.');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Объявление опубликовано')).toBeVisible();
  expect((await request.get(`/api/products/${adId}`)).status()).toBe(200);
});

test('a moderator finds a held ad in the queue with the checks’ reason and the words marked, and approves it', async ({
  page,
  request,
}) => {
  const seller = await signUp(request, 'Игорь Сигналов');
  const name = `Сигнальный пистолет ${Date.now() % 1_000_000}`;
  const categories = (await (await request.get('/api/categories')).json()) as {
    data: { id: number; subcategories: { id: number }[] }[];
  };
  const category = categories.data.find((item) => item.subcategories.length > 0)!;
  const cities = (await (await request.get('/api/cities')).json()) as {
    data: { id: number; name: string; latitude: number; longitude: number }[];
  };
  const moscow = cities.data.find((city) => city.name === 'Москва')!;
  const published = await request.post('/api/products', {
    headers: { authorization: `Bearer ${seller.token}` },
    multipart: {
      name,
      description: 'Для яхты, с сертификатом.',
      price: '5000',
      quantity: '1',
      condition: 'used',
      category_id: String(category.id),
      subcategory_id: String(category.subcategories[0]!.id),
      city_id: String(moscow.id),
      address: 'Москва, ул. Тверская, 1',
      latitude: String(moscow.latitude),
      longitude: String(moscow.longitude),
      'images[]': { name: 'photo.png', mimeType: 'image/png', buffer: await pngBytes(page, '#eb5757') },
    },
  });
  const { data: ad } = (await published.json()) as { data: { id: number; status: string } };
  expect(ad.status).toBe('moderation');

  const moderator = await signUp(request, 'Мария Модераторова');
  expect(
    (await request.post('/api/dev/role', { data: { phone: moderator.phone, role: 'moderator' } })).ok(),
  ).toBe(true);
  await actAs(page, moderator);
  await page.goto('/profile/moderation');
  const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name }) });
  await expect(row.getByText('Запрещённый товар: Оружие и боеприпасы')).toBeVisible();
  await expect(row.locator('mark').first()).toHaveText('пистолет');
  await expectAccessible(page);
  await row.getByRole('button', { name: 'Одобрить' }).click();
  await expect(page.getByText('Объявление одобрено')).toBeVisible();
  expect((await request.get(`/api/products/${ad.id}`)).status()).toBe(200);
});
