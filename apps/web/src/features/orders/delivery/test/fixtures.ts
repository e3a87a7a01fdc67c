import {
  citiesReplySchema,
  deliveryPointsReplySchema,
  deliveryQuoteReplySchema,
  publicConfigSchema,
  type DeliveryPoint,
} from '@mp/contract';
import { ok, serveApi, type Routes } from '../../../../test/api.ts';
import { productDetail } from '../../../../test/fixtures/products.ts';
import { config } from '../../../../test/fixtures/profiles.ts';

const pickupPoint = (id: number, name: string, address: string): DeliveryPoint => ({
  id,
  carrier: 'sandbox',
  name,
  address,
  latitude: 55.75 + id / 1000,
  longitude: 37.62,
  work_time: 'Пн–Вс 10:00–21:00',
});
const tverskaya = pickupPoint(31, 'ПВЗ на Тверской', 'Москва, Тверская ул., 7');
const arbat = pickupPoint(32, 'ПВЗ на Арбате', 'Москва, Арбат, 10');
const pointsPage = (data: DeliveryPoint[]) =>
  ok(deliveryPointsReplySchema, {
    data,
    pagination: { current_page: 1, last_page: 1, per_page: 500, total: data.length },
  });
const quote = ok(deliveryQuoteReplySchema, {
  data: { price: 390, days_min: 2, days_max: 5, carrier: 'sandbox' },
});

export function serveDelivery(routes: Routes = {}) {
  return serveApi({
    'GET /api/config': ok(publicConfigSchema, config('test')),
    'GET /api/cities': ok(citiesReplySchema, { data: [productDetail.city] }),
    'GET /api/delivery/points': ({ search }) =>
      new URLSearchParams(search).get('search') === 'арбат'
        ? pointsPage([arbat])
        : pointsPage([tverskaya, arbat]),
    'GET /api/delivery/quote': quote,
    ...routes,
  });
}
