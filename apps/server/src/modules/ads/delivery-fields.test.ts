import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages, type ProductDetail } from '@mp/contract';
import { products } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/harness.ts';
import {
  adCatalogue,
  adFields,
  adForm,
  adJson,
  savedAd,
  send,
  type AdCatalogue,
  type Reply,
} from './test-support.ts';

const t = useTestApp();
let c: AdCatalogue;
let seller: string;
beforeAll(async () => {
  c = await adCatalogue(t.db);
  seller = (await t.signedIn()).token;
});

const withDelivery = {
  delivery_available: 'true',
  parcel_size: 'S',
  weight_kg: '1,5',
  handover_in_person: 'false',
};
const page = async (id: number) =>
  (await send(t.app, 'GET', `/products/${id}`, undefined)).json<{ data: ProductDetail }>().data;

describe('an ad that offers «Доставка»', () => {
  it('keeps its parcel’s size class and weight, and whether the seller also hands it over in person', async () => {
    const res = await send(t.app, 'POST', '/products', seller, await adForm(adFields(c, withDelivery)));
    expect(res.statusCode, res.body).toBe(201);
    const { id } = savedAd(res.body);
    const detail = await page(id);
    expect(detail).toMatchObject({
      delivery_available: true,
      parcel_size: 'S',
      weight_kg: 1.5,
      handover_in_person: false,
    });
    expect(detail).not.toHaveProperty('delivery');

    const edited = await send(
      t.app,
      'PATCH',
      `/products/${id}`,
      seller,
      adJson(c, { delivery_available: false, parcel_size: 'S', weight_kg: 1.5 }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await page(id)).toMatchObject({
      delivery_available: false,
      parcel_size: null,
      weight_kg: null,
      handover_in_person: true,
    });
  });

  it('is an ordinary ad when the form says nothing of delivery', async () => {
    const res = await send(t.app, 'POST', '/products', seller, await adForm(adFields(c)));
    expect(await page(savedAd(res.body).id)).toMatchObject({
      delivery_available: false,
      parcel_size: null,
      weight_kg: null,
    });
  });

  describe('is refused, with nothing stored, for', () => {
    it.each([
      ['delivery_available', { delivery_available: 'может быть' }, messages.deliveryFlagInvalid],
      ['parcel_size', { parcel_size: undefined }, messages.parcelSizeRequired],
      ['parcel_size', { parcel_size: 'XL' }, messages.parcelSizeRequired],
      ['weight_kg', { weight_kg: undefined }, messages.parcelWeightInvalid],
      ['weight_kg', { weight_kg: 'тяжёлый' }, messages.parcelWeightInvalid],
      ['weight_kg', { weight_kg: '0' }, messages.parcelWeightInvalid],
      ['weight_kg', { parcel_size: 'XS', weight_kg: '3' }, messages.parcelTooHeavy('XS')],
      ['weight_kg', { parcel_size: 'L', weight_kg: '20' }, messages.parcelTooHeavy('L')],
    ])('%s: %j', async (field, overrides, message) => {
      const before = (await t.db.select({ n: count() }).from(products))[0]!.n;
      const res = await send(
        t.app,
        'POST',
        '/products',
        seller,
        await adForm(adFields(c, { ...withDelivery, ...overrides })),
      );
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json<Reply>().errors[field]).toEqual([message]);
      expect((await t.db.select({ n: count() }).from(products))[0]!.n).toBe(before);
    });

    it('a kind of ad that does not travel: a service', async () => {
      const fields = adFields(c, {
        ...withDelivery,
        category_id: String(c.services.id),
        subcategory_id: String(c.tutoring.id),
        'filters[brand]': undefined,
        'filters[memory]': undefined,
        'filters[delivery]': undefined,
      });
      const res = await send(t.app, 'POST', '/products', seller, await adForm(fields));
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json<Reply>().errors.delivery_available).toEqual([messages.deliveryNotForCategory]);
    });
  });
});
