import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type Category, type City, type Filter } from '@mp/contract';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createCategory, createCity, createFilter, createSubcategory } from '../../test/fixtures.ts';

let ctx: TestContext;
const ids = { phones: 0, laptops: 0, electronics: 0, home: 0, furniture: 0 };

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const home = await createCategory(db, { name: 'Для дома', position: 2 });
  const electronics = await createCategory(db, { name: 'Электроника', position: 1 });
  const laptops = await createSubcategory(db, electronics.id, { name: 'Ноутбуки', position: 2 });
  const phones = await createSubcategory(db, electronics.id, { name: 'Телефоны', position: 1 });
  const furniture = await createSubcategory(db, home.id, { name: 'Мебель' });
  await createFilter(db, phones.id, {
    name: 'brand',
    label: 'Бренд',
    options: ['Apple', 'Samsung'],
    position: 1,
  });
  await createFilter(db, phones.id, {
    name: 'memory',
    label: 'Память',
    type: 'range',
    unit: 'ГБ',
    min: 16,
    max: 512,
    position: 2,
  });
  await createFilter(db, laptops.id, {
    name: 'brand',
    label: 'Бренд',
    options: ['Lenovo', 'Apple'],
    position: 1,
  });
  await createFilter(db, laptops.id, {
    name: 'memory',
    label: 'Память',
    type: 'range',
    unit: 'ГБ',
    min: 8,
    max: 256,
    position: 2,
  });
  await createFilter(db, laptops.id, {
    name: 'delivery',
    label: 'С доставкой',
    type: 'checkbox',
    position: 3,
  });
  Object.assign(ids, {
    phones: phones.id,
    laptops: laptops.id,
    electronics: electronics.id,
    home: home.id,
    furniture: furniture.id,
  });
  await createCity(db, { name: 'Тверь', population: 400_000 });
  await createCity(db, { name: 'Москва', population: 12_000_000 });
  await createCity(db, { name: 'Клин', population: 80_000 });
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('GET /api/categories', () => {
  it('lists categories and their subcategories by position', async () => {
    const res = await get('/api/categories');
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ data: Category[] }>();
    expect(data.map((c) => c.name)).toEqual(['Электроника', 'Для дома']);
    expect(data[0]!.subcategories.map((s) => s.name)).toEqual(['Телефоны', 'Ноутбуки']);
    expect(data[0]!.subcategories[0]).toMatchObject({ id: ids.phones, category_id: ids.electronics });
    expect(res.headers['cache-control']).toContain('max-age');
  });
});

describe('GET /api/filters', () => {
  it("gives a subcategory's filters with select options in order", async () => {
    const res = await get(`/api/filters?subcategory_id=${ids.phones}`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ data: Filter[] }>();
    expect(data.map((f) => f.name)).toEqual(['brand', 'memory']);
    expect(data[0]!.values.map((v) => v.value)).toEqual(['Apple', 'Samsung']);
    expect(data[1]).toMatchObject({ type: 'range', unit: 'ГБ', min: 16, max: 512, values: [] });
  });

  it("merges a category's filters by name, uniting options and widening ranges", async () => {
    const { data } = (await get(`/api/filters?category_id=${ids.electronics}`)).json<{ data: Filter[] }>();
    expect(data.map((f) => f.name)).toEqual(['brand', 'memory', 'delivery']);
    expect(data[0]!.values.map((v) => v.value)).toEqual(['Apple', 'Samsung', 'Lenovo']);
    expect(data[1]).toMatchObject({ min: 8, max: 512 });
  });

  it('is empty for a category without filters or without any id', async () => {
    expect((await get(`/api/filters?category_id=${ids.home}`)).json()).toEqual({ data: [] });
    expect((await get('/api/filters')).json()).toEqual({ data: [] });
  });

  it('answers 404 for unknown ids and for a subcategory of another category', async () => {
    const unknownCategory = await get('/api/filters?category_id=999999');
    expect(unknownCategory.statusCode).toBe(404);
    expect(unknownCategory.json()).toEqual({ message: messages.categoryNotFound });
    const unknownSub = await get('/api/filters?subcategory_id=999999');
    expect(unknownSub.json()).toEqual({ message: messages.subcategoryNotFound });
    const mismatch = await get(`/api/filters?category_id=${ids.home}&subcategory_id=${ids.phones}`);
    expect(mismatch.statusCode).toBe(404);
  });

  it.each(['x', '-1', '1.5', '99999999999'])('answers 422 for category_id=%s', async (value) => {
    const res = await get(`/api/filters?category_id=${value}`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errors: { category_id: [messages.invalidInteger] } });
  });
});

describe('GET /api/subcategories/{id}/filters', () => {
  it('gives the filters of one subcategory', async () => {
    const { data } = (await get(`/api/subcategories/${ids.laptops}/filters`)).json<{ data: Filter[] }>();
    expect(data.map((f) => [f.name, f.type])).toEqual([
      ['brand', 'select'],
      ['memory', 'range'],
      ['delivery', 'checkbox'],
    ]);
  });

  it('is empty for a subcategory without filters, 404 for an unknown one, 422 for a non-number', async () => {
    expect((await get(`/api/subcategories/${ids.furniture}/filters`)).json()).toEqual({ data: [] });
    const missing = await get('/api/subcategories/999999/filters');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: messages.subcategoryNotFound });
    expect((await get('/api/subcategories/abc/filters')).statusCode).toBe(422);
  });
});

describe('GET /api/cities', () => {
  it('lists cities by population, cacheable and revalidated by ETag', async () => {
    const res = await get('/api/cities');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    const { data } = res.json<{ data: City[] }>();
    expect(data.map((c) => c.name)).toEqual(['Москва', 'Тверь', 'Клин']);
    expect(Object.keys(data[0]!).sort()).toEqual([
      'id',
      'latitude',
      'longitude',
      'name',
      'population',
      'region',
    ]);
    expect(data[0]).toMatchObject({
      name: 'Москва',
      region: 'Область',
      latitude: 55,
      longitude: 37,
      population: 12_000_000,
    });
    expect(res.headers['cache-control']).toContain('public');
    const etag = String(res.headers.etag);
    expect((await get('/api/cities')).body).toBe(res.body);
    expect((await get('/api/cities', { 'if-none-match': etag })).statusCode).toBe(304);
  });
});

describe('GET /api/cities/by-slug/{slug}', () => {
  it('finds the city a search page’s address names, in any case, and of two namesakes the bigger', async () => {
    await createCity(ctx.database.db, { name: 'Троицк', population: 60_000, region: 'Москва' });
    await createCity(ctx.database.db, { name: 'Троицк', population: 70_000, region: 'Челябинская область' });
    const res = await get(`/api/cities/by-slug/${encodeURIComponent('москва')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: City }>().data).toMatchObject({ name: 'Москва', population: 12_000_000 });
    expect(res.headers['cache-control']).toContain('public');
    const upper = await get(`/api/cities/by-slug/${encodeURIComponent('ТВЕРЬ')}`);
    expect(upper.json<{ data: City }>().data.name).toBe('Тверь');
    const namesake = await get(`/api/cities/by-slug/${encodeURIComponent('троицк')}`);
    expect(namesake.json<{ data: City }>().data.region).toBe('Челябинская область');
  });

  const segment = encodeURIComponent;
  it.each([
    ['an unknown name', segment('атлантида'), 404],
    ['all of Russia, which is no city', segment('россия'), 404],
    ['only spaces', '%20%20', 422],
    ['an oversized name', segment('а'.repeat(101)), 422],
    ['a NUL character only', '%00', 422],
  ])('answers %s with «Город не найден»', async (_case, slug, status) => {
    const res = await get(`/api/cities/by-slug/${slug}`);
    expect(res.statusCode).toBe(status);
    expect(res.json<{ message: string }>().message).toBe(messages.cityNotFound);
  });

  it('reads a name with a NUL character in it without the NUL (dropped at the API’s edge)', async () => {
    const res = await get(`/api/cities/by-slug/${segment('мос')}%00${segment('ква')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: City }>().data.name).toBe('Москва');
  });
});

describe('OpenAPI', () => {
  it('lists the catalogue endpoints', async () => {
    const { paths } = (await get('/api/docs/openapi.json')).json<{ paths: Record<string, unknown> }>();
    for (const path of [
      '/api/categories',
      '/api/filters',
      '/api/subcategories/{id}/filters',
      '/api/cities',
      '/api/cities/by-slug/{slug}',
    ]) {
      expect(paths).toHaveProperty([path]);
    }
  });
});
