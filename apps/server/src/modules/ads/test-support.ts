import { vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AdSavedReply, MyAd } from '@mp/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { LocalFileStorage } from '../../platform/storage/index.ts';
import { createCategory, createCity, createFilter, createSubcategory } from '../../test/fixtures.ts';
import { form, picture, type UploadFile } from '../../test/images.ts';

/**
 * Makes an account a day old: a seller who places many ads in a test is not a new account in its first
 * hour, whose fifth ad the automatic checks hold (`screeningLimits.newAccountAds`).
 */
export async function agedAccount(db: Db, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ createdAt: new Date(Date.now() - 24 * 3_600_000) })
    .where(eq(users.id, userId));
}

/** A small catalogue: phones with three kinds of filters, a second category, and services (price 0 is fine). */
export async function adCatalogue(db: Db) {
  const city = await createCity(db, { name: 'Казань', latitude: 55.79, longitude: 49.12 });
  const electronics = await createCategory(db, { name: 'Электроника', slug: 'electronics' });
  const phones = await createSubcategory(db, electronics.id, { name: 'Телефоны', slug: 'phones' });
  await createFilter(db, phones.id, { name: 'brand', label: 'Бренд', options: ['Apple', 'Samsung'] });
  await createFilter(db, phones.id, { name: 'memory', label: 'Память', type: 'range', min: 1, max: 2048 });
  await createFilter(db, phones.id, { name: 'delivery', label: 'С доставкой', type: 'checkbox' });
  const home = await createCategory(db, { name: 'Для дома', slug: 'home' });
  const furniture = await createSubcategory(db, home.id, { name: 'Мебель', slug: 'furniture' });
  const services = await createCategory(db, { name: 'Услуги', slug: 'services' });
  const tutoring = await createSubcategory(db, services.id, { name: 'Репетиторы', slug: 'tutoring' });
  return { city, electronics, phones, home, furniture, services, tutoring };
}
export type AdCatalogue = Awaited<ReturnType<typeof adCatalogue>>;

/** The text fields of a valid phone ad, as a form sends them (strings). */
export function adFields(c: AdCatalogue, overrides: Record<string, string | undefined> = {}) {
  const fields: Record<string, string | undefined> = {
    name: 'Смартфон Apple iPhone 13',
    description: 'Отличное состояние, полный комплект, без царапин',
    price: '45000',
    quantity: '1',
    condition: 'used',
    category_id: String(c.electronics.id),
    subcategory_id: String(c.phones.id),
    city_id: String(c.city.id),
    address: 'Казань, ул. Баумана, 1',
    latitude: '55.79',
    longitude: '49.12',
    'filters[brand]': 'Apple',
    'filters[memory]': '128',
    'filters[delivery]': 'true',
    ...overrides,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Record<
    string,
    string
  >;
}

/** The same ad as the JSON body of an edit. */
export function adJson(c: AdCatalogue, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Смартфон Apple iPhone 13',
    description: 'Отличное состояние, полный комплект, без царапин',
    price: 45000,
    quantity: 1,
    condition: 'used',
    category_id: c.electronics.id,
    subcategory_id: c.phones.id,
    city_id: c.city.id,
    address: 'Казань, ул. Баумана, 1',
    latitude: 55.79,
    longitude: 49.12,
    filters: { brand: 'Apple', memory: 128, delivery: true },
    ...overrides,
  };
}

let jpeg: Buffer | undefined;
export const smallJpeg = async () => (jpeg ??= await picture(800, 600, 'jpeg', { exif: true }));

/** A multipart form of text fields and `count` JPEG pictures (or the given files). */
export async function adForm(fields: Record<string, string>, images: number | UploadFile[] = 1) {
  const files: UploadFile[] =
    typeof images === 'number'
      ? await Promise.all(
          Array.from({ length: images }, async (_, i) => ({
            field: 'images[]',
            data: await smallJpeg(),
            name: `photo-${i}.jpg`,
          })),
        )
      : images;
  return form([...Object.entries(fields).map(([field, data]) => ({ field, data })), ...files]);
}

export const send = (
  app: FastifyInstance,
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'GET',
  url: string,
  token: string | undefined,
  payload?: FormData | object,
) =>
  app.inject({
    method,
    url: `/api${url}`,
    payload,
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });

/**
 * Every file the storage wrote during the test file, to prove refusals leave none behind and deletes
 * remove them: `live()` lists those still served.
 */
export function trackStoredFiles() {
  const put = vi.spyOn(LocalFileStorage.prototype, 'put');
  return {
    async live(app: FastifyInstance): Promise<string[]> {
      const written = await Promise.allSettled(
        put.mock.results.map((result) => result.value as Promise<string>),
      );
      const urls = written.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      const results = await Promise.all(
        urls.map(async (url) => ((await app.inject({ method: 'GET', url })).statusCode === 200 ? url : null)),
      );
      return results.filter((url): url is string => url !== null);
    },
  };
}

export const savedAd = (body: string) => (JSON.parse(body) as AdSavedReply).data;

/** The shape of the module's replies, for reading them in tests (`res.json<Reply>()`). */
export interface Reply {
  message: string;
  errors: Record<string, string[]>;
  data: MyAd;
}
/** A list reply (`GET /api/user/products`, `GET /api/drafts`). */
export interface ListReply<T> {
  data: T[];
}
