import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits, messages, type ProductsReply } from '@mp/contract';
import { createTestApp, type TestContext } from '../../test/app.ts';
import {
  createCategory,
  createCity,
  createCompany,
  createFilter,
  createProduct,
  createSubcategory,
  createUser,
  hoursAgo,
} from '../../test/fixtures.ts';

let ctx: TestContext;
const city = { moscow: 0, tver: 0, kazan: 0 };
const sub = { phones: 0, bikes: 0 };
let electronicsId = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  city.moscow = (await createCity(db, { name: 'Москва' })).id;
  city.tver = (await createCity(db, { name: 'Тверь' })).id;
  city.kazan = (await createCity(db, { name: 'Казань' })).id;
  const electronics = await createCategory(db, { name: 'Электроника' });
  const sport = await createCategory(db, { name: 'Спорт' });
  electronicsId = electronics.id;
  const phones = await createSubcategory(db, electronics.id, { name: 'Телефоны' });
  const bikes = await createSubcategory(db, sport.id, { name: 'Велосипеды' });
  Object.assign(sub, { phones: phones.id, bikes: bikes.id });
  await createFilter(db, phones.id, {
    name: 'brand',
    label: 'Бренд',
    options: ['Apple', 'Samsung', 'Xiaomi'],
  });
  await createFilter(db, phones.id, { name: 'memory', label: 'Память', type: 'range', unit: 'ГБ' });
  await createFilter(db, phones.id, { name: 'delivery', label: 'С доставкой', type: 'checkbox' });

  const person = await createUser(db);
  const shop = await createUser(db);
  await createCompany(db, shop.id, { name: 'Связной' });
  const ad = { userId: person.id };
  await createProduct(db, {
    ...ad,
    name: 'Велосипед горный Stels',
    subcategory: bikes,
    cityId: city.moscow,
    priceKopecks: 15_000_00,
    createdAt: hoursAgo(1),
    images: 3,
  });
  await createProduct(db, {
    ...ad,
    name: 'Велосипед детский',
    subcategory: bikes,
    cityId: city.tver,
    priceKopecks: 5_000_00,
    createdAt: hoursAgo(30),
    condition: 'new',
  });
  await createProduct(db, {
    ...ad,
    name: 'Велосипед из черновика',
    subcategory: bikes,
    cityId: city.moscow,
    status: 'draft',
  });
  await createProduct(db, {
    ...ad,
    name: 'Велосипед проданный',
    subcategory: bikes,
    cityId: city.moscow,
    status: 'sold',
  });
  await createProduct(db, {
    userId: shop.id,
    name: 'iPhone 13',
    subcategory: phones,
    cityId: city.moscow,
    priceKopecks: 60_000_00,
    createdAt: hoursAgo(48),
    isVip: true,
    sellerType: 'company',
    condition: 'new',
    attributes: { brand: 'Apple', memory: 128, delivery: true },
  });
  await createProduct(db, {
    ...ad,
    name: 'Samsung Galaxy S21',
    subcategory: phones,
    cityId: city.kazan,
    priceKopecks: 40_000_50,
    createdAt: hoursAgo(240),
    attributes: { brand: 'Samsung', memory: 256, delivery: false },
  });
  await createProduct(db, {
    ...ad,
    name: 'Xiaomi Redmi',
    subcategory: phones,
    cityId: city.tver,
    priceKopecks: 10_000_00,
    createdAt: hoursAgo(5),
    attributes: { brand: 'Xiaomi', memory: 64, delivery: true },
  });
  const helmets = await createSubcategory(db, sport.id, { name: 'Шлемы' });
  await createProduct(db, {
    ...ad,
    name: 'Шлем защитный',
    description: 'Подойдёт для горных велосипедов',
    subcategory: helmets,
    cityId: city.kazan,
    createdAt: hoursAgo(0.5),
  });
});
afterAll(() => ctx.close());

async function search(query: string): Promise<ProductsReply> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/products?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ProductsReply>();
}
/** Names of the phones in the first list. */
const names = async (query: string) =>
  (await search(`${query}&subcategory_id=${sub.phones}`)).products_in_selected_cities.data.map((p) => p.name);
const bikeNames = async (query: string) =>
  (await search(`${query}&subcategory_id=${sub.bikes}`)).products_in_selected_cities.data.map((p) => p.name);

describe('GET /api/products without a city', () => {
  it('puts every active ad in the first list and leaves the second empty', async () => {
    const reply = await search(`subcategory_id=${sub.bikes}`);
    expect(reply.products_in_selected_cities.data.map((p) => p.name).sort()).toEqual([
      'Велосипед горный Stels',
      'Велосипед детский',
    ]);
    expect(reply.products_in_selected_cities.pagination).toEqual({
      current_page: 1,
      last_page: 1,
      per_page: limits.productsPerPage,
      total: 2,
    });
    expect(reply.other_products).toEqual({
      data: [],
      pagination: { current_page: 1, last_page: 1, per_page: limits.productsPerPage, total: 0 },
    });
  });

  it('shows cards with the price in rubles, the city name and images in position order', async () => {
    const [bike] = (await search('search=Stels')).products_in_selected_cities.data;
    expect(bike).toMatchObject({
      name: 'Велосипед горный Stels',
      price: 15_000,
      old_price: null,
      city_id: city.moscow,
      city_name: 'Москва',
      is_vip: false,
      condition: 'used',
      seller_type: 'private',
    });
    expect(bike!.images.map((image) => image.path)).toEqual(
      [0, 1, 2].map((n) => `/storage/products/${bike!.id}/${n}-card.webp`),
    );
    expect(bike!.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    const [samsung] = (await search('search=Samsung')).products_in_selected_cities.data;
    expect(samsung!.price).toBe(40_000.5);
  });
});

describe('search', () => {
  it('finds Russian word forms and typos, never drafts or sold ads', async () => {
    expect((await bikeNames('search=велосипеды')).sort()).toEqual([
      'Велосипед горный Stels',
      'Велосипед детский',
    ]);
    expect((await bikeNames('search=велосипет')).sort()).toEqual([
      'Велосипед горный Stels',
      'Велосипед детский',
    ]);
    expect(await bikeNames('search=горные велосипеды')).toEqual(['Велосипед горный Stels']);
  });

  it('ranks a match in the name above a newer match in the description', async () => {
    const reply = await search('search=горный');
    expect(reply.products_in_selected_cities.data.map((p) => p.name)).toEqual([
      'Велосипед горный Stels',
      'Шлем защитный',
    ]);
    const newest = await search('search=горный&sort=created_at');
    expect(newest.products_in_selected_cities.data.map((p) => p.name)).toEqual([
      'Шлем защитный',
      'Велосипед горный Stels',
    ]);
  });

  it('finds a brand with a typo in another category', async () => {
    expect(await names('search=Galaxi')).toEqual(['Samsung Galaxy S21']);
  });

  it('survives query syntax, quotes and control characters', async () => {
    for (const text of [
      '"iPhone',
      "'; drop table products; --",
      'a & | ! ( ) :*',
      '%00',
      '%25_%5C',
      'велосипед%00горный',
    ]) {
      await search(`search=${encodeURIComponent(text)}`);
    }
  });
});

describe('sorting', () => {
  it('by default shows the newest with a VIP ad third of every five (vip-mix.test.ts, feed.test.ts)', async () => {
    expect(await names('')).toEqual(['Xiaomi Redmi', 'Samsung Galaxy S21', 'iPhone 13']);
  });

  it('by created_at puts the newest first regardless of VIP', async () => {
    expect(await names('sort=created_at')).toEqual(['Xiaomi Redmi', 'iPhone 13', 'Samsung Galaxy S21']);
  });

  it('by price puts the cheapest first', async () => {
    expect(await names('sort=price')).toEqual(['Xiaomi Redmi', 'Samsung Galaxy S21', 'iPhone 13']);
  });

  it('by price_desc puts the dearest first', async () => {
    expect(await names('sort=price_desc')).toEqual(['iPhone 13', 'Samsung Galaxy S21', 'Xiaomi Redmi']);
  });

  it('takes sort=default and an empty sort as the default', async () => {
    expect(await names('sort=default')).toEqual(await names('sort='));
  });
});

describe('filters', () => {
  it('by price range in rubles', async () => {
    expect(await names('price_from=10000&price_to=40000.5&sort=price')).toEqual([
      'Xiaomi Redmi',
      'Samsung Galaxy S21',
    ]);
    expect(await names('price_from=40000.51&sort=price')).toEqual(['iPhone 13']);
    expect(await names('price_to=9999')).toEqual([]);
  });

  it('by period, vip, condition and seller type', async () => {
    expect(await bikeNames('period=24h')).toEqual(['Велосипед горный Stels']);
    expect(await names('period=7d&sort=price')).toEqual(['Xiaomi Redmi', 'iPhone 13']);
    expect(await names('period=all')).toHaveLength(3);
    expect(await names('vip=1')).toEqual(['iPhone 13']);
    expect(await names('vip=true')).toEqual(['iPhone 13']);
    expect(await names('vip=0')).toHaveLength(3);
    expect(await bikeNames('ad_status=new')).toEqual(['Велосипед детский']);
    expect(await names('ad_status=used&sort=price')).toEqual(['Xiaomi Redmi', 'Samsung Galaxy S21']);
    expect(await names('seller_type=company')).toEqual(['iPhone 13']);
    expect(await names('seller_type=private&sort=price')).toEqual(['Xiaomi Redmi', 'Samsung Galaxy S21']);
  });

  it('by category', async () => {
    const reply = await search(`category_id=${electronicsId}&sort=price`);
    expect(reply.products_in_selected_cities.data.map((p) => p.name)).toEqual([
      'Xiaomi Redmi',
      'Samsung Galaxy S21',
      'iPhone 13',
    ]);
  });

  it('select options are ORed within a filter and filters ANDed', async () => {
    expect(await names('filter[brand]=Apple&filter[brand]=Samsung&sort=price')).toEqual([
      'Samsung Galaxy S21',
      'iPhone 13',
    ]);
    expect(await names('filter[brand][]=Xiaomi')).toEqual(['Xiaomi Redmi']);
    expect(await names('filter[brand]=Apple&filter[brand]=Xiaomi&filter[delivery]=1&sort=price')).toEqual([
      'Xiaomi Redmi',
      'iPhone 13',
    ]);
    expect(await names('filter[brand]=Samsung&filter[delivery]=true')).toEqual([]);
    expect(await names('filter[brand]=Nokia')).toEqual([]);
  });

  it('a checkbox left open or unchecked does not filter', async () => {
    expect(await names('filter[delivery]=0')).toHaveLength(3);
  });

  it('ranges take from-to, from-, -to and one number', async () => {
    expect(await names('filter[memory]=100-200')).toEqual(['iPhone 13']);
    expect(await names('filter[memory]=128-&sort=price')).toEqual(['Samsung Galaxy S21', 'iPhone 13']);
    expect(await names('filter[memory]=-128&sort=price')).toEqual(['Xiaomi Redmi', 'iPhone 13']);
    expect(await names('filter[memory]=256')).toEqual(['Samsung Galaxy S21']);
  });

  it('ignores unknown filter names and malformed ranges', async () => {
    expect(await names('filter[colour]=red&filter[memory]=abc&filter[memory]=1-2-3')).toHaveLength(3);
  });

  it('treats names of the object prototype as unknown filters, not as the prototype', async () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      expect(await names(`filter[${name}]=x&filter[brand]=Apple`)).toEqual(['iPhone 13']);
    }
  });

  it('works across a category when the filter is known there only', async () => {
    const reply = await search(`category_id=${electronicsId}&filter[brand]=Apple`);
    expect(reply.products_in_selected_cities.data.map((p) => p.name)).toEqual(['iPhone 13']);
  });
});

describe('cities', () => {
  it('splits matches into the chosen cities and the others', async () => {
    const reply = await search(
      `city_id[]=${city.moscow}&city_id[]=${city.kazan}&subcategory_id=${sub.phones}&sort=price`,
    );
    expect(reply.products_in_selected_cities.data.map((p) => p.name)).toEqual([
      'Samsung Galaxy S21',
      'iPhone 13',
    ]);
    expect(reply.other_products.data.map((p) => p.name)).toEqual(['Xiaomi Redmi']);
    expect(reply.other_products.pagination.total).toBe(1);
  });

  it('accepts a plain city_id and ignores entries that are not ids', async () => {
    const plain = await search(`city_id=${city.tver}&subcategory_id=${sub.phones}`);
    expect(plain.products_in_selected_cities.data.map((p) => p.name)).toEqual(['Xiaomi Redmi']);
    const dirty = await search(
      `city_id[]=x&city_id[]=-3&city_id[]=${city.tver}&city_id[]=99999999999&subcategory_id=${sub.phones}`,
    );
    expect(dirty).toEqual(plain);
    const onlyDirty = await search(`city_id[]=x&subcategory_id=${sub.phones}`);
    expect(onlyDirty.products_in_selected_cities.data).toHaveLength(3);
    expect(onlyDirty.other_products.data).toEqual([]);
  });
});

describe('bad input', () => {
  it.each([
    ['price_from=abc', 'price_from', messages.invalidNumber],
    ['price_to=-5', 'price_to', messages.invalidNumber],
    ['category_id=x', 'category_id', messages.invalidInteger],
    ['subcategory_id=99999999999', 'subcategory_id', messages.invalidInteger],
    ['in_cities_page=-1', 'in_cities_page', messages.invalidInteger],
    ['other_page=0', 'other_page', messages.invalidInteger],
    ['sort=zzz', 'sort', messages.invalidChoice],
    ['period=1y', 'period', messages.invalidChoice],
    ['vip=maybe', 'vip', messages.invalidChoice],
    ['ad_status=broken', 'ad_status', messages.invalidChoice],
    ['seller_type=robot', 'seller_type', messages.invalidChoice],
    [`search=${'я'.repeat(10_000)}`, 'search', messages.searchTooLong],
  ])('%.40s → 422 keyed by field', async (query, field, message) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/products?${query}` });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message, errors: { [field]: [message] } });
  });

  it('unknown category and subcategory give empty lists', async () => {
    expect((await search('category_id=999999')).products_in_selected_cities.data).toEqual([]);
    expect((await search('subcategory_id=999999')).products_in_selected_cities.pagination.total).toBe(0);
  });

  it('never answers 500', async () => {
    const queries = [
      'category_id=1&category_id=2',
      'search[]=x',
      'search=%FF%FE',
      'filter[]=1',
      'filter[brand]=' + 'x'.repeat(500),
      'filter[memory]=99999999999999999999-',
      'city_id[]=' + '9'.repeat(400),
      'price_from=1e9',
      'in_cities_page=1e3',
      'price_from=999999999999&price_to=0',
      'filter[brand=1',
      '%=%',
      'in_cities_page=9007199254740993',
    ];
    for (const query of queries) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/products?${query}` });
      expect(res.statusCode, `${query}: ${res.body}`).toBeLessThan(500);
    }
  });
});
