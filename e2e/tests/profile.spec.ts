import { expect, test } from '@playwright/test';
import { pngBytes } from '../support/images.ts';
import { actAs, signUp } from '../support/session.ts';

test('a seller uploads an avatar and fills the company form, wrong ИНН then right; another user sees their page with block and report', async ({
  page,
  browser,
  request,
}) => {
  const seller = await signUp(request, 'Ольга Продавцова');
  await actAs(page, seller);
  await page.goto('/profile/settings');
  await expect(page.getByRole('heading', { name: 'Настройки', level: 1 })).toBeVisible();

  await page.getByTestId('avatar-file').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: await pngBytes(page, '#2f80ed'),
  });
  await expect(page.getByText('Фото профиля успешно обновлено')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Фото профиля: Ольга Продавцова' }).first()).toHaveAttribute(
    'src',
    /^\/storage\/avatars\/.+\.webp$/,
  );

  const company = page.getByRole('region', { name: 'Данные продавца' });
  await company.getByLabel('Название магазина').fill('Сад и огород у Ольги');
  await company.getByLabel('ИНН').fill('7707083894');
  await company.getByLabel('Полное наименование').fill('ООО «Сад и огород»');
  await company.getByLabel('ОГРН / ОГРНИП').fill('1027700132195');
  await company.getByLabel('КПП').fill('773601001');
  await company.getByLabel('Юридический адрес').fill('г. Москва, ул. Вавилова, д. 19');
  await company.getByLabel('БИК').fill('044525225');
  await company.getByLabel('Название банка').fill('ПАО Сбербанк');
  await company.getByLabel('Расчетный счет').fill('40702810938000012345');
  await company.getByLabel('Корреспондентский счет').fill('30101810400000000225');
  await company.getByRole('button', { name: 'Сохранить' }).click();
  await expect(company.getByText('ИНН должен содержать 10 или 12 цифр')).toBeVisible();
  await expect(company.getByLabel('ИНН')).toHaveAttribute('aria-invalid', 'true');

  await company.getByLabel('ИНН').fill('7707083893');
  await company.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Данные компании сохранены')).toBeVisible();
  await expect(company.getByText('ИНН должен содержать 10 или 12 цифр')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Подтвердить профиль' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('region', { name: 'Данные продавца' }).getByLabel('ИНН')).toHaveValue(
    '7707083893',
  );

  const buyer = await signUp(request, 'Иван Покупателев');
  const buyerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const buyerPage = await buyerContext.newPage();
  await actAs(buyerPage, buyer);
  await buyerPage.goto(`/profile/user/${seller.user.id}`);
  await expect(buyerPage.getByRole('heading', { name: 'Ольга Продавцова' })).toBeVisible();
  await expect(buyerPage.getByText('Сад и огород у Ольги')).toBeVisible();

  await buyerPage.getByRole('button', { name: 'Пожаловаться' }).click();
  const dialog = buyerPage.getByRole('dialog');
  await dialog.getByLabel('Мошенничество').check();
  await dialog.getByRole('button', { name: 'Отправить жалобу' }).click();
  await expect(buyerPage.getByText('Жалоба отправлена. Спасибо!')).toBeVisible();

  await buyerPage.getByRole('button', { name: 'Заблокировать' }).click();
  await buyerPage.getByRole('dialog').getByRole('button', { name: 'Заблокировать' }).click();
  await expect(buyerPage.getByText('Пользователь заблокирован')).toBeVisible();
  await expect(buyerPage.getByRole('button', { name: 'Разблокировать' })).toBeVisible();
  await buyerContext.close();

  const guestContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const guestPage = await guestContext.newPage();
  await actAs(guestPage, null);
  await guestPage.goto(`/profile/user/${seller.user.id}`);
  await expect(guestPage.getByRole('heading', { name: 'Ольга Продавцова' })).toBeVisible();
  await expect(guestPage.getByRole('button', { name: 'Отзывы' })).toBeVisible();
  await expect(guestPage.getByRole('button', { name: 'Пожаловаться' })).toHaveCount(0);
  await expect(guestPage.getByRole('button', { name: 'Заблокировать' })).toHaveCount(0);
  await guestContext.close();
});
