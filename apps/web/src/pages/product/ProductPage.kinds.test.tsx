import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { productDetailReplySchema, productLabels, type ProductDetail } from '@mp/contract';
import { ok, serveApi } from '../../test/api.ts';
import { productDetail } from '../../test/fixtures/products.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { ProductPage } from './ProductPage.tsx';

// Record 0111: a vacancy and a service are talked over with the seller, never put in the cart or bought.
const vacancy: ProductDetail = {
  ...productDetail,
  kind: 'job',
  name: 'Frontend-разработчик',
  price: 60000,
  old_price: null,
  quantity: 1,
  condition: 'new',
  category_name: 'Работа',
  subcategory_name: 'IT, интернет, телеком',
  attributes: [
    { name: 'schedule', label: 'График', value: 'Удалённая работа' },
    { name: 'experience', label: 'Опыт', value: '1-3 года' },
    { name: 'official', label: 'Официальное оформление', value: 'Да' },
  ],
};
const service: ProductDetail = {
  ...productDetail,
  kind: 'service',
  name: 'Генеральная уборка',
  price: 1500,
  old_price: null,
  quantity: 1,
  condition: 'new',
  category_name: 'Услуги',
  subcategory_name: 'Уборка',
  attributes: [{ name: 'onsite', label: 'Выезд к клиенту', value: 'Да' }],
};

async function openAd(ad: ProductDetail) {
  serveApi({ [`GET /api/products/${ad.id}`]: ok(productDetailReplySchema, { data: ad }) });
  renderRoute(<ProductPage />, { path: '/product/:id', url: `/product/${ad.id}` });
  await screen.findByRole('heading', { level: 1, name: ad.name });
}

/** Nothing of a sale: no cart, no «Купить», no stock, no condition; «Написать продавцу» instead. */
function expectNoSale() {
  expect(screen.queryByRole('button', { name: /В корзину/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Купить/ })).not.toBeInTheDocument();
  expect(screen.queryByText(/В наличии|Нет в наличии/)).not.toBeInTheDocument();
  expect(screen.queryByText(productLabels.condition)).not.toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: /Написать/ }).length).toBeGreaterThan(0);
}

describe('the ad page of a vacancy and of a service', () => {
  it('shows a vacancy’s salary and its terms, and no way to buy it', async () => {
    await openAd(vacancy);
    expect(screen.getByText('от 60 000 ₽ за месяц')).toBeInTheDocument();
    const terms = screen.getByRole('heading', { name: productLabels.jobTerms }).parentElement!;
    expect(
      within(terms)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['График', 'Опыт', 'Официальное оформление']);
    expect(within(terms).getByText('Удалённая работа')).toBeInTheDocument();
    expectNoSale();
  });

  it('shows a service’s price «от» and «Написать», and no way to buy it', async () => {
    await openAd(service);
    expect(screen.getByText('от 1 500 ₽')).toBeInTheDocument();
    expect(screen.queryByText('1 500 ₽', { exact: true })).not.toBeInTheDocument();
    expectNoSale();
  });

  it('still sells goods: the cart, «Купить», the stock and the condition', async () => {
    await openAd(productDetail);
    expect(screen.getByRole('button', { name: /В корзину/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Купить' })).toBeInTheDocument();
    expect(screen.getByText('В наличии: 3 шт.')).toBeInTheDocument();
    expect(screen.getByText(productLabels.condition)).toBeInTheDocument();
  });
});
