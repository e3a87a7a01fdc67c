import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  deliveryQuoteReplySchema,
  messages,
  productDetailReplySchema,
  type ProductDetail,
} from '@mp/contract';
import { useCityStore } from '../../features/city/index.ts';
import { failure, ok, serveApi } from '../../test/api.ts';
import { productDetail } from '../../test/fixtures/products.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { ProductPage } from './ProductPage.tsx';

const kazan = {
  id: 5,
  name: 'Казань',
  region: 'Татарстан',
  latitude: 55.79,
  longitude: 49.11,
  population: 1_300_000,
};
const detail = (data: ProductDetail = productDetail) => ok(productDetailReplySchema, { data });
const quote = ok(deliveryQuoteReplySchema, {
  data: { price: 390, days_min: 2, days_max: 5, carrier: 'sandbox' },
});

const openProduct = async () => {
  renderRoute(<ProductPage />, { path: '/product/:id', url: '/product/42' });
  await screen.findByRole('heading', { level: 1, name: /Велосипед/ });
};

describe('«Доставка» on the ad page', () => {
  it('says what delivery to the visitor’s city costs and takes', async () => {
    useCityStore.getState().setCity(kazan);
    const sent = serveApi({ 'GET /api/products/42': detail(), 'GET /api/delivery/quote': quote });
    await openProduct();
    expect(await screen.findByText('Доставка от 390 ₽ · 2–5 дней')).toBeInTheDocument();
    const asked = sent.find((request) => request.path === '/api/delivery/quote');
    expect(new URLSearchParams(asked?.search).get('city_id')).toBe('5');
    expect(new URLSearchParams(asked?.search).get('product_id')).toBe('42');
  });

  it('prices delivery within the ad’s own city, the least it costs, while no city is chosen', async () => {
    useCityStore.getState().setCity(null);
    const sent = serveApi({ 'GET /api/products/42': detail(), 'GET /api/delivery/quote': quote });
    await openProduct();
    await screen.findByText('Доставка от 390 ₽ · 2–5 дней');
    const asked = sent.find((request) => request.path === '/api/delivery/quote');
    expect(new URLSearchParams(asked?.search).get('city_id')).toBe(String(productDetail.city.id));
  });

  it('says «Доставка» alone when the carrier cannot price now', async () => {
    const sent = serveApi({
      'GET /api/products/42': detail(),
      'GET /api/delivery/quote': failure(503, messages.deliveryQuoteUnavailable),
    });
    await openProduct();
    await waitFor(() => expect(sent.some((request) => request.path === '/api/delivery/quote')).toBe(true));
    // The refusal's answer is drawn.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('Доставка')).toBeInTheDocument();
    expect(screen.queryByText(/Доставка от/)).toBeNull();
  });

  it('is not there for an ad without delivery, and nothing is asked', async () => {
    const sent = serveApi({
      'GET /api/products/42': detail({ ...productDetail, delivery_available: false }),
    });
    await openProduct();
    expect(screen.queryByText(/^Доставка/)).toBeNull();
    expect(sent.some((request) => request.path === '/api/delivery/quote')).toBe(false);
  });
});
