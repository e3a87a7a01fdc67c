import { expect, type Page } from '@playwright/test';
import { pngBytes } from './images.ts';
import type { SignedUp } from './session.ts';

interface NewAd {
  name: string;
  price: number;
  quantity: number;
  city?: string;
  /** The category's slug; the first one of the catalogue when not given. */
  category?: string;
  /** «Доставка»: the parcel's size class and weight. */
  delivery?: { size: 'XS' | 'S' | 'M' | 'L'; weightKg: number };
  /** A description of its own (one the automatic checks hold or refuse); a plain one when not given. */
  description?: string;
  /** The state the automatic checks leave it in: live unless told. */
  expectedStatus?: 'active' | 'moderation' | 'rejected';
}

/**
 * Publishes an ad of `seller` through the API (one picture, the first subcategory of the catalogue), for
 * journeys whose subject is buying or moderating it; resolves to the ad's id once it is in the state expected.
 */
export async function publishAd(
  page: Page,
  seller: SignedUp,
  {
    name,
    price,
    quantity,
    city = 'Москва',
    category: slug,
    delivery,
    description = `${name}: в отличном состоянии, проверено перед продажей.`,
    expectedStatus = 'active',
  }: NewAd,
) {
  const categories = (await (await page.request.get('/api/categories')).json()) as {
    data: { id: number; slug: string; subcategories: { id: number }[] }[];
  };
  const category = categories.data.find(
    (item) => item.subcategories.length > 0 && (slug === undefined || item.slug === slug),
  )!;
  const cities = (await (await page.request.get('/api/cities')).json()) as {
    data: { id: number; name: string; latitude: number; longitude: number }[];
  };
  const place = cities.data.find((item) => item.name === city)!;

  const response = await page.request.post('/api/products', {
    headers: { authorization: `Bearer ${seller.token}` },
    multipart: {
      name,
      description,
      price: String(price),
      quantity: String(quantity),
      condition: 'used',
      category_id: String(category.id),
      subcategory_id: String(category.subcategories[0]!.id),
      city_id: String(place.id),
      address: `${city}, ул. Тверская, 1`,
      latitude: String(place.latitude),
      longitude: String(place.longitude),
      'images[]': { name: 'photo.png', mimeType: 'image/png', buffer: await pngBytes(page, '#2f80ed') },
      ...(delivery && {
        delivery_available: 'true',
        parcel_size: delivery.size,
        weight_kg: String(delivery.weightKg),
      }),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { data } = (await response.json()) as { data: { id: number; status: string } };
  expect(data.status).toBe(expectedStatus);
  return data.id;
}
