import { expect, test, type Page } from '@playwright/test';
import { publishAd } from '../support/ads.ts';
import { pngBytes } from '../support/images.ts';
import { actAs, signUp, type SignedUp } from '../support/session.ts';

/** Signs the open app in as `account`, as the app starting with a stored token does. */
async function signInHere(page: Page, account: SignedUp) {
  await page.evaluate((session) => {
    localStorage.setItem('token', session.token);
    localStorage.setItem('jwt_token', session.jwt_token);
    localStorage.setItem('user', JSON.stringify(session.user));
  }, account);
  await page.reload();
}

test('a guest keeps an ad in favourites and the cart, signs in, orders it; the seller confirms and ships; the buyer receives it and reviews it with a photo', async ({
  page,
  browser,
}) => {
  const seller = await signUp(page.request, 'Продавец Самокатов');
  await page.goto('/');
  const name = `Самокат городской ${Date.now().toString(36)}`;
  const adId = await publishAd(page, seller, { name, price: 15000, quantity: 3 });

  // A guest hearts the ad and puts two in the cart.
  await actAs(page, null);
  await page.goto(`/product/${adId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: 'Добавить в избранное' }).first().click();
  await page.getByRole('button', { name: 'Увеличить количество' }).click();
  await page.getByRole('button', { name: 'В корзину', exact: true }).click();
  await expect(page.getByText('Товар добавлен в корзину')).toBeVisible();

  // Signing in carries both over to the server.
  const buyer = await signUp(page.request, 'Покупатель Самоката');
  await signInHere(page, buyer);
  await page.goto('/profile/favourites');
  await expect(page.locator('main').getByRole('heading', { name, exact: true })).toBeVisible();
  await page.goto('/cart');
  const entry = page.getByRole('region', { name: 'Продавец Самокатов' });
  await expect(entry.getByText(name, { exact: true })).toBeVisible();
  await expect(entry.getByRole('group', { name: `Количество: ${name}` })).toContainText('2');

  // The buyer orders the seller's entry.
  await entry.getByRole('button', { name: 'Оформить заказ' }).click();
  const checkout = page.getByRole('dialog', { name: 'Оформить заказ' });
  await expect(checkout).toContainText('30 000 ₽');
  await checkout.getByLabel('Адрес доставки').fill('Москва, ул. Тверская, д. 7, кв. 12');
  await checkout.getByRole('button', { name: 'Заказать' }).click();
  await expect(page).toHaveURL(/\/profile\/orders\/\d+$/);
  await expect(page.getByText('Заказ успешно создан')).toBeVisible();
  await expect(page.getByText('Ждёт подтверждения').first()).toBeVisible();
  const orderUrl = new URL(page.url()).pathname;
  const product = (await (await page.request.get(`/api/products/${adId}`)).json()) as {
    data: { quantity: number };
  };
  expect(product.data.quantity).toBe(1);

  // The seller finds it among the sales, confirms it (30 % payable from the wallet) and ships it.
  const sellerContext = await browser.newContext();
  const sellerPage = await sellerContext.newPage();
  await actAs(sellerPage, seller);
  await sellerPage.goto('/profile/orders');
  await sellerPage.getByRole('tab', { name: 'Продажи' }).click();
  await sellerPage
    .getByRole('link', { name: /Заказ №/ })
    .first()
    .click();
  await expect(sellerPage).toHaveURL(new RegExp(`${orderUrl}$`));
  await sellerPage.getByRole('button', { name: 'Подтвердить заказ' }).click();
  const confirm = sellerPage.getByRole('dialog', { name: 'Подтвердить заказ' });
  await confirm.getByLabel('Можно оплатить кошельком, %').fill('30');
  await confirm.getByRole('button', { name: 'Подтвердить заказ' }).click();
  await expect(sellerPage.getByText('Заказ подтверждён').first()).toBeVisible();
  // The buyer's open order page follows the seller's moves without a reload.
  await expect(page.getByText('Подтверждён', { exact: true }).first()).toBeVisible();
  await sellerPage.getByRole('button', { name: 'Заказ отправлен' }).click();
  await expect(sellerPage.getByText('Заказ отмечен как отправленный')).toBeVisible();
  await expect(sellerPage.getByRole('button', { name: 'Отменить заказ' })).toHaveCount(0);
  await sellerContext.close();

  // The buyer sees it shipped, still without a reload, and confirms receipt.
  await expect(page.getByText('Отправлен', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Заказ получен' }).click();
  await expect(page.getByText('Получение заказа подтверждено')).toBeVisible();
  await expect(page.getByText('Получен', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Заказ получен' })).toHaveCount(0);

  // The buyer reviews the ad with a photo; the seller's rating shows it.
  await page
    .getByRole('region', { name: 'Отзывы о заказе' })
    .getByRole('button', { name: 'Оставить отзыв' })
    .click();
  const form = page.getByRole('dialog', { name: `Отзыв о товаре «${name}»` });
  await form.getByRole('button', { name: '9 из 10' }).click();
  await form.getByLabel('Отзыв').fill('Самокат как новый, доставили быстро');
  await form.getByLabel('Фотографии: до 5, каждая не больше 5 МБ').setInputFiles({
    name: 'scooter.png',
    mimeType: 'image/png',
    buffer: await pngBytes(page, '#27ae60'),
  });
  await form.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(page.getByText('Спасибо! Отзыв опубликован')).toBeVisible();
  await expect(page.getByText('Ваш отзыв: 9 из 10')).toBeVisible();

  await page.goto(`/profile/user/${seller.user.id}`);
  await expect(page.getByText('9 из 10').first()).toBeVisible();
  await page.getByRole('button', { name: 'Отзывы', exact: true }).click();
  const reviews = page.getByRole('dialog', { name: 'Отзывы' });
  await expect(reviews.getByText('Самокат как новый, доставили быстро')).toBeVisible();
  await expect(reviews.getByText('1 отзыв')).toBeVisible();
  await expect(reviews.locator('img[src$=".webp"]')).toHaveCount(1);
});
