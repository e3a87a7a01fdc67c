import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '@mp/contract';
import { pageTemplate, productHead, renderHead, searchHead, summary } from './head.ts';

const base = 'https://example.ru';

const product: ProductDetail = {
  id: 7,
  name: 'Диван',
  price: 0,
  old_price: null,
  quantity: 1,
  category_id: 1,
  kind: 'goods',
  subcategory_id: 2,
  city_id: 3,
  city_name: 'Казань',
  is_vip: false,
  condition: 'used',
  seller_type: 'company',
  images: [{ id: 1, path: 'products/7/0-card.webp', full_path: 'products/7/0-full.webp' }],
  created_at: '2026-01-01T00:00:00.000Z',
  description: '',
  category_name: 'Дом',
  subcategory_name: 'Мебель',
  address: null,
  latitude: null,
  longitude: null,
  views: 0,
  city: { id: 3, name: 'Казань', region: 'Татарстан', latitude: 55.8, longitude: 49.1, population: 1 },
  seller: {
    id: 9,
    name: 'Иван',
    type: 'company',
    company_name: 'Мебельный двор',
    profile_photo_url: null,
    created_at: '2025-01-01T00:00:00.000Z',
    active_ads: 1,

    rating: null,
    reviews_count: 0,
    allows_calls: false,
  },
  attributes: [],
  delivery_available: false,
  parcel_size: null,
  weight_kg: null,
  handover_in_person: true,
};

describe('pageTemplate', () => {
  it('replaces the built title and description, after the charset and before the scripts', () => {
    const page = pageTemplate(
      '<html><head><meta charset="UTF-8"><title>Старый</title><meta name="description" content="x">' +
        '<script src="/a.js"></script></head><body></body></html>',
    );
    expect(page('<title>Новый</title>')).toBe(
      '<html><head><meta charset="UTF-8">\n    <title>Новый</title><script src="/a.js"></script></head><body></body></html>',
    );
  });

  it('adds a head to a page without one', () => {
    const page = pageTemplate('<!doctype html><html lang="ru"><div id="root"></div></html>');
    expect(page('<title>T</title>')).toBe(
      '<!doctype html><html lang="ru"><head>\n    <title>T</title>\n  </head><div id="root"></div></html>',
    );
  });

  it('fills the root with a first screen and puts its data after it, unable to close the script', () => {
    const page = pageTemplate(
      '<html><head></head><body><div id="root"></div><script src="/a.js"></script></body></html>',
    );
    const html = page('<title>T</title>', {
      html: '<main>Диван $& $1</main>',
      data: { queries: [{ name: '</script><script>alert(1)</script>' }] },
    });
    expect(html).toContain(
      '<div id="root"><main>Диван $& $1</main></div><script type="application/json" id="first-data">',
    );
    expect(html).not.toContain('</script><script>alert(1)');
    const json = /id="first-data">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual({ queries: [{ name: '</script><script>alert(1)</script>' }] });
  });
});

describe('productHead', () => {
  it('describes a sold ad as sold out, a company as an organisation, a free ad without a price', () => {
    const head = productHead({ ...product, status: 'sold' }, base);
    expect(head.title).toBe('Диван — Казань | Маркетплейс');
    expect(head.description).toBe('Диван за 0 ₽ — объявление на Маркетплейсе, Казань.');
    expect(head.image).toBe(`${base}/storage/products/7/0-full.webp`);
    expect(head.jsonLd).toMatchObject({
      offers: {
        price: 0,
        availability: 'https://schema.org/SoldOut',
        itemCondition: 'https://schema.org/UsedCondition',
        seller: { '@type': 'Organization', name: 'Мебельный двор' },
      },
    });
    expect(productHead({ ...product, status: 'archived' }, base).jsonLd).toMatchObject({
      offers: { availability: 'https://schema.org/Discontinued' },
    });
  });

  it('offers a vacancy and a service as what they are, not to buy', () => {
    const job = productHead({ ...product, name: 'Повар', price: 60000, kind: 'job' }, base);
    expect(job.title).toBe('Повар — вакансия, зарплата от 60 000 ₽, Казань | Маркетплейс');
    expect(job.description).toBe('Повар, зарплата от 60 000 ₽ — вакансия на Маркетплейсе, Казань.');
    const service = productHead({ ...product, name: 'Ремонт квартир', price: 1500, kind: 'service' }, base);
    expect(service.title).toBe('Ремонт квартир — услуга от 1 500 ₽, Казань | Маркетплейс');
    expect(service.description).toBe('Ремонт квартир от 1 500 ₽ — услуга на Маркетплейсе, Казань.');
    const goods = productHead({ ...product, price: 15000 }, base);
    expect(goods.title).toBe('Диван — купить за 15 000 ₽, Казань | Маркетплейс');
  });

  it('renders no og:image and no JSON-LD when there is none', () => {
    const html = renderHead({ ...productHead({ ...product, images: [] }, base), jsonLd: undefined });
    expect(html).not.toContain('og:image');
    expect(html).not.toContain('<script');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
  });
});

describe('searchHead', () => {
  it('speaks of the whole country without a city', () => {
    expect(
      searchHead(
        { city: null, subcategory: { id: 1, name: 'Велосипеды' }, count: { count: 3, estimated: false } },
        base,
      ).title,
    ).toBe('Велосипеды в России — 3 объявления');
  });

  it('puts the city in the prepositional case, or after «в городе» when unsure', () => {
    expect(
      searchHead({ city: { name: 'Нижний Новгород' }, count: { count: 25, estimated: false } }, base).title,
    ).toBe('Объявления в Нижнем Новгороде — 25 объявлений');
    expect(searchHead({ city: { name: 'Бодайбо' }, count: { count: 1, estimated: false } }, base).title).toBe(
      'Объявления в городе Бодайбо — 1 объявление',
    );
  });
});

describe('summary', () => {
  it('keeps short text, cuts long text at a word', () => {
    expect(summary('  один\n\nдва  ')).toBe('один два');
    const cut = summary('слово '.repeat(60));
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut).toMatch(/слово…$/);
  });
});
