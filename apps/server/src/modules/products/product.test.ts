import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages, productDetailReplySchema, type AutocompleteItem, type ProductDetail } from '@mp/contract';
import { productNameWords, products, productViews } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import {
  createCategory,
  createCity,
  createCompany,
  createFilter,
  createProduct,
  createSubcategory,
  createUser,
} from '../../test/fixtures.ts';

let ctx: TestContext;
let phoneId = 0;
let draftId = 0;
let privateAdId = 0;
let moscowId = 0;
let tverId = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const moscow = await createCity(db, { name: 'Москва', region: 'Москва', population: 12_000_000 });
  const tver = await createCity(db, { name: 'Тверь', region: 'Тверская область' });
  moscowId = moscow.id;
  tverId = tver.id;
  const category = await createCategory(db, { name: 'Электроника' });
  const phones = await createSubcategory(db, category.id, { name: 'Телефоны' });
  await createFilter(db, phones.id, { name: 'brand', label: 'Бренд', options: ['Apple'], position: 1 });
  await createFilter(db, phones.id, {
    name: 'memory',
    label: 'Встроенная память',
    type: 'range',
    unit: 'ГБ',
    position: 2,
  });
  await createFilter(db, phones.id, { name: 'year', label: 'Год выпуска', type: 'range', position: 3 });
  await createFilter(db, phones.id, {
    name: 'delivery',
    label: 'С доставкой',
    type: 'checkbox',
    position: 4,
  });
  await createFilter(db, phones.id, { name: 'warranty', label: 'Гарантия', type: 'checkbox', position: 5 });

  const shop = await createUser(db, { name: 'Анна' });
  await createCompany(db, shop.id, { name: 'Связной' });
  const phone = await createProduct(db, {
    userId: shop.id,
    name: 'iPhone 13 Pro',
    description: 'Отличное состояние',
    subcategory: phones,
    cityId: moscow.id,
    priceKopecks: 79_990_00,
    oldPriceKopecks: 89_990_00,
    sellerType: 'company',
    images: 2,
    address: 'Тверская, 1',
    attributes: { year: 2018, delivery: true, memory: 128, brand: 'Apple', warranty: false, stray: 'x' },
  });
  phoneId = phone.id;
  draftId = (
    await createProduct(db, { userId: shop.id, subcategory: phones, cityId: moscow.id, status: 'draft' })
  ).id;
  await createProduct(db, { userId: shop.id, subcategory: phones, cityId: moscow.id, status: 'archived' });

  const person = await createUser(db, { name: 'Пётр' });
  privateAdId = (
    await createProduct(db, { userId: person.id, name: 'iPhone 12', subcategory: phones, cityId: tver.id })
  ).id;
  for (let i = 0; i < 14; i++) {
    await createProduct(db, {
      userId: person.id,
      name: `Чехол для iPhone модель ${i}`,
      subcategory: phones,
      cityId: i % 2 ? moscow.id : tver.id,
      priceKopecks: 500_00,
    });
  }
  // Same name twice: autocomplete shows it once.
  await createProduct(db, { userId: person.id, name: 'Зарядка Anker', subcategory: phones, cityId: tver.id });
  await createProduct(db, { userId: person.id, name: 'Зарядка Anker', subcategory: phones, cityId: tver.id });
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('GET /api/products/{id}', () => {
  it('gives the ad with its seller, city, names and labelled attributes', async () => {
    const res = await get(`/api/products/${phoneId}`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ data: ProductDetail }>();
    expect(data).toMatchObject({
      id: phoneId,
      name: 'iPhone 13 Pro',
      description: 'Отличное состояние',
      price: 79_990,
      old_price: 89_990,
      category_name: 'Электроника',
      subcategory_name: 'Телефоны',
      address: 'Тверская, 1',
      city: { id: moscowId, name: 'Москва', region: 'Москва', population: 12_000_000 },
      city_name: 'Москва',
      seller: { name: 'Анна', type: 'company', company_name: 'Связной', active_ads: 1 },
    });
    expect(data.attributes).toEqual([
      { name: 'brand', label: 'Бренд', value: 'Apple' },
      { name: 'memory', label: 'Встроенная память', value: '128 ГБ' },
      { name: 'year', label: 'Год выпуска', value: '2018' },
      { name: 'delivery', label: 'С доставкой', value: 'Да' },
      { name: 'warranty', label: 'Гарантия', value: 'Нет' },
    ]);
    expect(data.images.map((image) => image.full_path)).toEqual(
      [0, 1].map((n) => `/storage/products/${phoneId}/${n}-full.webp`),
    );
    expect(new Date(data.created_at).toISOString()).toBe(data.created_at);
  });

  it('counts a visitor once a day, not a robot or a client without a browser, saved in a batch', async () => {
    const viewsOf = async () =>
      (
        await ctx.database.db
          .select({ views: productViews.views })
          .from(productViews)
          .where(eq(productViews.productId, privateAdId))
      )[0]?.views;
    const before = await viewsOf();
    const visit = (ip: string, userAgent = '') =>
      ctx.app.inject({
        url: `/api/products/${privateAdId}`,
        remoteAddress: ip,
        headers: { 'user-agent': userAgent },
      });
    const browser =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
    const first = (await visit('10.9.0.1', browser)).json<{ data: ProductDetail }>().data;
    await visit('10.9.0.1', browser);
    await visit('10.9.0.2', browser);
    await visit('10.9.0.3', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    await visit('10.9.0.4');
    await ctx.app.services.views.flush();
    expect(await viewsOf()).toBe((before ?? 0) + 2);
    expect(first.seller).toMatchObject({ type: 'private', company_name: null, active_ads: 17 });
  });

  it('answers with JSON that matches the contract', async () => {
    const res = await get(`/api/products/${privateAdId}`);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(productDetailReplySchema.safeParse(res.json()).success).toBe(true);
  });

  it('answers 404 for unknown and non-public ads', async () => {
    for (const id of [999_999_999, draftId]) {
      const res = await get(`/api/products/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: messages.productNotFound });
    }
  });

  it.each(['abc', '-1', '0', '1.5', '1e400'])('answers 422 for id %s', async (id) => {
    const res = await get(`/api/products/${id}`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errors: { id: [expect.any(String)] } });
  });
});

describe('GET /api/products/autocomplete', () => {
  const suggest = async (query: string) => {
    const res = await get(`/api/products/autocomplete?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: AutocompleteItem[] }>().data;
  };

  it('suggests ads by part of the name, at most 10, best match first', async () => {
    const items = await suggest('q=iphone');
    expect(items).toHaveLength(10);
    expect(Object.keys(items[0]!).sort()).toEqual(['id', 'name', 'price', 'subcategory_id']);
    expect(items[0]).toMatchObject({ id: privateAdId, name: 'iPhone 12', price: 1000 });
    expect(items.every((item) => /iphone/i.test(item.name))).toBe(true);
    expect((await suggest('q=%D0%B7%D0%B0%D1%80%D1%8F%D0%B4')).map((item) => item.name)).toEqual([
      'Зарядка Anker',
    ]);
  });

  it('tolerates a typo', async () => {
    expect((await suggest(`q=${encodeURIComponent('зарядко')}`)).map((item) => item.name)).toEqual([
      'Зарядка Anker',
    ]);
  });

  it('keeps to the chosen cities', async () => {
    const items = await suggest(`q=iphone&city_id[]=${tverId}`);
    expect(items.map((item) => item.name)).toContain('iPhone 12');
    expect(items.map((item) => item.name)).not.toContain('iPhone 13 Pro');
    expect(await suggest(`q=iphone&city_id=${moscowId}&city_id[]=x`)).not.toContainEqual(
      expect.objectContaining({ name: 'iPhone 12' }),
    );
  });

  it('finds a word anywhere in the name by its beginning, and follows renames, moves and archiving', async () => {
    const db = ctx.database.db;
    const names = async (query: string) => (await suggest(query)).map((item) => item.name);
    const wordsOf = async (productId: number) =>
      (
        await db
          .select({ word: productNameWords.word, cityId: productNameWords.cityId })
          .from(productNameWords)
          .where(eq(productNameWords.productId, productId))
      ).sort((a, b) => a.word.localeCompare(b.word));
    const [scooter] = await db.select().from(products).where(eq(products.id, privateAdId));
    const { id } = await createProduct(db, {
      userId: scooter!.userId,
      name: 'Самокат Xiaomi Pro',
      subcategory: { id: scooter!.subcategoryId, categoryId: scooter!.categoryId },
      cityId: tverId,
    });
    expect(await wordsOf(id)).toEqual([
      { word: 'pro', cityId: tverId },
      { word: 'xiaomi', cityId: tverId },
      { word: 'самокат', cityId: tverId },
    ]);
    expect(await names(`q=xiao&city_id[]=${tverId}`)).toEqual(['Самокат Xiaomi Pro']);
    expect(await names(`q=%D0%BC%D0%BE%D0%B4%D0%B5%D0%BB`)).toContain('Чехол для iPhone модель 0');

    await db.update(products).set({ name: 'Самокат Ninebot Max' }).where(eq(products.id, id));
    expect((await wordsOf(id)).map((row) => row.word)).toEqual(['max', 'ninebot', 'самокат']);
    expect(await names(`q=ninebo&city_id[]=${tverId}`)).toEqual(['Самокат Ninebot Max']);
    expect(await names(`q=xiaom&city_id[]=${tverId}`)).toEqual([]);

    await db.update(products).set({ cityId: moscowId }).where(eq(products.id, id));
    expect(await names(`q=nineb&city_id[]=${tverId}`)).toEqual([]);
    expect(await names(`q=nineb&city_id[]=${moscowId}`)).toEqual(['Самокат Ninebot Max']);

    await db.update(products).set({ priceKopecks: 12_345_00 }).where(eq(products.id, id));
    expect(await suggest(`q=ninebot&city_id[]=${moscowId}`)).toEqual([
      expect.objectContaining({ id, name: 'Самокат Ninebot Max', price: 12_345 }),
    ]);

    await db.update(products).set({ status: 'archived' }).where(eq(products.id, id));
    expect(await wordsOf(id)).toEqual([]);
    expect(await names('q=ninebot')).toEqual([]);
  });

  it('gives nothing for under 2 characters, nothing found, or no ads', async () => {
    expect(await suggest('q=i')).toEqual([]);
    expect(await suggest('q=%20%20i%20')).toEqual([]);
    expect(await suggest('')).toEqual([]);
    expect(await suggest('q=%25%25')).toEqual([]);
    expect(await suggest('q=qwzxqwzx')).toEqual([]);
  });

  it('rejects an over-long query with 422', async () => {
    const res = await get(`/api/products/autocomplete?q=${'a'.repeat(201)}`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errors: { q: [messages.searchTooLong] } });
  });
});

describe('OpenAPI', () => {
  it('lists the product endpoints', async () => {
    const { paths } = (await get('/api/docs/openapi.json')).json<{ paths: Record<string, unknown> }>();
    for (const path of ['/api/products', '/api/products/{id}', '/api/products/autocomplete'])
      expect(paths).toHaveProperty([path]);
  });
});
