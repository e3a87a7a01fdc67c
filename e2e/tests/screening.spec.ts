import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { publishAd } from '../support/ads.ts';
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
  const adId = await publishAd(page, seller, {
    name,
    price: 5000,
    quantity: 1,
    description: 'Для яхты, с сертификатом.',
    expectedStatus: 'moderation',
  });

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
  expect((await request.get(`/api/products/${adId}`)).status()).toBe(200);
});

test('a seller appeals a refusal once with a comment; the moderator reads it in the queue, approves, and the rule’s share counts it', async ({
  page,
  browser,
  request,
}) => {
  const seller = await signUp(request, 'Антон Артикулов');
  const name = `Фильтр масляный ${Date.now() % 1_000_000}`;
  const adId = await publishAd(page, seller, {
    name,
    price: 900,
    quantity: 1,
    description: `${name}: оригинал, каталожный номер 8 912 345 67 89, подходит к Kia Rio.`,
    expectedStatus: 'rejected',
  });

  await actAs(page, seller);
  await page.goto('/profile/ads?status=rejected');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name }) });
  await expect(card.getByText(/Контакты в тексте объявления/)).toBeVisible();
  await card.getByRole('button', { name: 'Обжаловать' }).click();
  const dialog = page.getByRole('dialog', { name: 'Обжаловать отклонение' });
  await expect(dialog.getByText('Обжаловать можно один раз')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Отправить' }).click();
  await expect(dialog.getByText('Напишите модератору, почему объявление можно опубликовать')).toBeVisible();
  const comment = 'Это каталожный номер детали, а не телефон: покупатели ищут фильтр по нему.';
  await dialog.getByLabel('Комментарий для модератора').fill(comment);
  await dialog.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByText('Объявление отправлено модератору на повторную проверку')).toBeVisible();
  await expect(dialog).toBeHidden();
  // Off the refused ads; on moderation, with no second appeal.
  await expect(page.getByRole('link', { name })).toHaveCount(0);
  await page.goto('/profile/ads?status=moderation');
  const held = page.getByRole('listitem').filter({ has: page.getByRole('link', { name }) });
  await expect(held).toBeVisible();
  await expect(held.getByRole('button', { name: 'Обжаловать' })).toHaveCount(0);

  const moderator = await signUp(request, 'Вера Проверкина');
  expect(
    (await request.post('/api/dev/role', { data: { phone: moderator.phone, role: 'moderator' } })).ok(),
  ).toBe(true);
  const moderatorContext = await browser.newContext();
  const moderation = await moderatorContext.newPage();
  await actAs(moderation, moderator);
  await moderation.goto('/profile/moderation');
  const row = moderation.getByRole('listitem').filter({ has: moderation.getByRole('link', { name }) });
  await expect(row.getByText('Апелляция продавца')).toBeVisible();
  await expect(row.getByText(comment)).toBeVisible();
  await expectAccessible(moderation);
  await row.getByRole('button', { name: 'Одобрить' }).click();
  await expect(moderation.getByText('Объявление одобрено')).toBeVisible();
  expect((await request.get(`/api/products/${adId}`)).status()).toBe(200);

  // Above the queue, the contacts rule now has at least this one overturned flag.
  await moderation.reload();
  await moderation.getByText('Решения модераторов по правилам автоматической проверки за 90 дней').click();
  await expect(
    moderation.getByText(/^Контакты в тексте объявления: одобрено [1-9]\d* из [1-9]\d*/),
  ).toBeVisible();
  await moderatorContext.close();
});
