import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countLabel, productLabels, searchTitle, seoLabels, type ProductsReply } from '@mp/contract';
import { testConfig } from '../../test/config.ts';
import { useTestApp } from '../../test/harness.ts';
import {
  createCategory,
  createCity,
  createProduct,
  createSubcategory,
  createUser,
} from '../../test/fixtures.ts';
import { seoRoutes } from './routes.ts';
import { seoRepository } from './repository.ts';
import { seoService } from './service.ts';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-seo-dist-'));
fs.writeFileSync(
  path.join(dist, 'index.html'),
  [
    '<!doctype html>',
    '<html lang="ru">',
    '  <head>',
    '    <meta charset="UTF-8" />',
    '    <title>Маркетплейс — объявления в вашем городе</title>',
    '    <meta name="description" content="Бесплатные объявления." />',
    '    <script type="module" crossorigin src="/assets/index-abc123.js"></script>',
    '  </head>',
    '  <body><div id="root"></div></body>',
    '</html>',
  ].join('\n'),
);
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const t = useTestApp({ webDistDir: dist });
const base = 'http://localhost:3000';
const hostile = '</script><script>alert(1)</script><!--';

let ids: {
  seller: number;
  city: number;
  category: number;
  subcategory: number;
  active: number;
  hostile: number;
  draft: number;
  rejected: number;
  moderation: number;
};

beforeAll(async () => {
  const db = t.db;
  const seller = await createUser(db, { name: 'Анна' });
  const city = await createCity(db, { name: 'Велоград', population: 50_000_000 });
  const category = await createCategory(db, { name: 'Транспорт' });
  const subcategory = await createSubcategory(db, category.id, { name: 'Велосипеды' });
  const common = { userId: seller.id, subcategory, cityId: city.id };
  const active = await createProduct(db, {
    ...common,
    name: 'Горный велосипед',
    description: 'Почти новый, катался одно лето.',
    priceKopecks: 1_500_000,
    condition: 'new',
    images: 2,
  });
  const evil = await createProduct(db, { ...common, name: hostile, description: `${hostile} & "кавычки"` });
  const draft = await createProduct(db, { ...common, status: 'draft' });
  const rejected = await createProduct(db, { ...common, status: 'rejected' });
  const moderation = await createProduct(db, { ...common, status: 'moderation' });
  ids = {
    seller: seller.id,
    city: city.id,
    category: category.id,
    subcategory: subcategory.id,
    active: active.id,
    hostile: evil.id,
    draft: draft.id,
    rejected: rejected.id,
    moderation: moderation.id,
  };
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

function jsonLd(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  expect(match).not.toBeNull();
  return JSON.parse(match![1]!) as Record<string, unknown>;
}

describe('product pages', () => {
  it('carries title, description, canonical, Open Graph and JSON-LD before the first script', async () => {
    const res = await get(`/product/${ids.active}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    const firstScript = html.indexOf('<script type="module"');
    for (const tag of [
      '<title>',
      'name="description"',
      'rel="canonical"',
      'og:image',
      'application/ld+json',
    ]) {
      expect(html.indexOf(tag), tag).toBeGreaterThan(0);
      expect(html.indexOf(tag), tag).toBeLessThan(firstScript);
    }
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html.indexOf('<meta charset="UTF-8" />')).toBeLessThan(html.indexOf('<title>'));
    expect(titleOf(html)).toBe(seoLabels.productTitle('Горный велосипед', '15 000 ₽', 'Велоград'));
    expect(metaContent(html, 'description')).toBe('Почти новый, катался одно лето.');
    expect(html).toContain(`<link rel="canonical" href="${base}/product/${ids.active}" />`);
    expect(metaContent(html, 'og:url')).toBe(`${base}/product/${ids.active}`);
    expect(metaContent(html, 'og:type')).toBe('product');
    expect(metaContent(html, 'og:locale')).toBe('ru_RU');
    expect(metaContent(html, 'og:site_name')).toBe(seoLabels.siteName);
    expect(metaContent(html, 'og:image')).toBe(`${base}/storage/products/${ids.active}/0-full.webp`);
    expect(metaContent(html, 'robots')).toBeUndefined();
    expect(html).toContain('<div id="root"></div>');
  });

  it('describes the ad as a schema.org Product with its offer', async () => {
    const data = jsonLd((await get(`/product/${ids.active}`)).body);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Горный велосипед',
      sku: String(ids.active),
      productID: String(ids.active),
      image: [
        `${base}/storage/products/${ids.active}/0-full.webp`,
        `${base}/storage/products/${ids.active}/1-full.webp`,
      ],
      offers: {
        '@type': 'Offer',
        price: 15000,
        priceCurrency: 'RUB',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        url: `${base}/product/${ids.active}`,
        seller: { '@type': 'Person', name: 'Анна' },
      },
    });
  });

  it('keeps a hostile name inside its element and attribute', async () => {
    const res = await get(`/product/${ids.hostile}`);
    expect(res.statusCode).toBe(200);
    const head = headOf(res.body);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(head).not.toContain('<!--');
    // Only the JSON-LD and the app's own script open in the head.
    expect(head.match(/<script/g)).toHaveLength(2);
    expect(titleOf(res.body)).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(metaContent(res.body, 'description')).toContain('&amp; &quot;кавычки&quot;');
    const data = jsonLd(res.body);
    expect(data.name).toBe(hostile);
    expect((data.offers as { availability: string }).availability).toBe('https://schema.org/InStock');
  });

  it('answers 404 with noindex for an unknown or malformed id, still loading the app', async () => {
    for (const url of ['/product/999999999', '/product/abc', '/product/0', '/product/99999999999999999999']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(metaContent(res.body, 'robots'), url).toBe('noindex, follow');
      expect(titleOf(res.body)).toBe(seoLabels.productNotFoundTitle);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('application/ld+json');
    }
  });

  it('keeps drafts, rejected ads and ads on moderation away from the public: 404', async () => {
    for (const id of [ids.draft, ids.rejected, ids.moderation]) {
      const res = await get(`/product/${id}`);
      expect(res.statusCode, String(id)).toBe(404);
      expect(metaContent(res.body, 'robots')).toBe('noindex, follow');
      expect(res.body).not.toContain('application/ld+json');
    }
  });
});

describe('user pages', () => {
  it('name the user in the title, with the page as canonical', async () => {
    const res = await get(`/profile/user/${ids.seller}`);
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe(seoLabels.userTitle('Анна'));
    expect(metaContent(res.body, 'description')).toBe(seoLabels.userDescription('Анна'));
    expect(res.body).toContain(`<link rel="canonical" href="${base}/profile/user/${ids.seller}" />`);
    expect(metaContent(res.body, 'robots')).toBeUndefined();
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('answer 404 with noindex for an unknown or malformed id, still loading the app', async () => {
    for (const url of ['/profile/user/999999999', '/profile/user/abc', '/profile/user/0']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(metaContent(res.body, 'robots'), url).toBe('noindex, follow');
      expect(titleOf(res.body)).toBe(seoLabels.userNotFoundTitle);
      expect(res.body).toContain('<div id="root"></div>');
    }
  });
});

describe('a changed ad', () => {
  it('leaves the page HTML as soon as it leaves the API, on the instance that changed it', async () => {
    const seller = await t.signedIn();
    const category = await createCategory(t.db, { name: 'Разное' });
    const subcategory = await createSubcategory(t.db, category.id, { name: 'Всякое' });
    const ad = await createProduct(t.db, {
      userId: seller.user.id,
      subcategory,
      cityId: ids.city,
      name: 'Садовая тачка',
    });
    const before = await get(`/product/${ad.id}`);
    expect([before.statusCode, titleOf(before.body)]).toEqual([
      200,
      expect.stringContaining('Садовая тачка'),
    ]);

    const archived = await t.call('POST', `/products/${ad.id}/archive`, seller.token);
    expect(archived.statusCode, archived.body).toBe(200);
    const after = await get(`/product/${ad.id}`);
    expect(after.statusCode).toBe(404);
    expect(after.body).not.toContain('Садовая тачка');
    expect((await t.call('GET', `/products/${ad.id}`)).statusCode).toBe(404);
  });
});

describe('search pages', () => {
  const slug = encodeURIComponent('велоград');

  it('names the city and the subcategory', async () => {
    const res = await get(`/search/${slug}?subcategory_id=${ids.subcategory}&sort=price&filter[x]=1`);
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toMatch(/^Велосипеды в Велограде — \d+ объявлени/);
    expect(metaContent(res.body, 'og:type')).toBe('website');
    // The canonical keeps what the page is about, not its order or filters.
    expect(res.body).toContain(
      `<link rel="canonical" href="${base}/search/${slug}?category_id=${ids.category}&amp;subcategory_id=${ids.subcategory}" />`,
    );
    expect(metaContent(res.body, 'robots')).toBeUndefined();
  });

  it('names a category across Russia, and a typed search escaped', async () => {
    const russia = encodeURIComponent('россия');
    const category = await get(`/search/${russia}?category_id=${ids.category}`);
    expect(titleOf(category.body)).toMatch(/^Транспорт в России — \d+ объявлени/);
    const typed = await get(`/search/${slug}?search=${encodeURIComponent('<b>диван</b>')}`);
    expect(titleOf(typed.body)).toMatch(/^«&lt;b&gt;диван&lt;\/b&gt;» в Велограде — \d+ объявлени/);
    const all = await get(`/search/${russia}`);
    expect(titleOf(all.body)).toMatch(/^Объявления в России — \d+ объявлени/);
  });

  it('says what the web tab says: what, where in the prepositional case, and the city list’s count', async () => {
    const query = `subcategory_id=${ids.subcategory}&price_from=10000`;
    const reply = (await t.call('GET', `/products?city_id[]=${ids.city}&${query}`)).json<ProductsReply>();
    const count = reply.products_in_selected_cities.pagination.total;
    expect(count).toBeGreaterThan(0);
    const res = await get(`/search/${slug}?${query}`);
    expect(titleOf(res.body)).toBe(`Велосипеды в Велограде — ${countLabel(count, productLabels.adForms)}`);
    expect(titleOf(res.body)).toBe(
      searchTitle({ subcategory: 'Велосипеды', category: 'Транспорт' }, 'Велоград', {
        count,
        estimated: false,
      }),
    );
  });

  it('keeps a search of an unknown city out of the index', async () => {
    const res = await get(`/search/${encodeURIComponent('нигдеград')}`);
    expect(res.statusCode).toBe(200);
    expect(metaContent(res.body, 'robots')).toBe('noindex, follow');
    expect(res.body).not.toContain('нигдеград');
  });

  it('gives the home page the site title and a WebSite schema', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe(seoLabels.homeTitle);
    expect(res.body).toContain(`<link rel="canonical" href="${base}/" />`);
    expect(jsonLd(res.body)['@type']).toBe('WebSite');
  });
});

describe('robots.txt and sitemaps', () => {
  it('allows everything but the private screens and the API, and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    for (const line of ['User-agent: *', 'Allow: /', 'Disallow: /profile', 'Disallow: /cart']) {
      expect(res.body).toContain(line);
    }
    expect(res.body).toContain('Disallow: /authorization');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain(`Sitemap: ${base}/sitemap.xml`);
  });

  it('indexes the static part and the products part, cached for an hour', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /);
    expect(res.body).toContain(`<loc>${base}/sitemaps/static.xml</loc>`);
    expect(res.body).toMatch(
      new RegExp(
        `<loc>${base}/sitemaps/products-1\\.xml</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ</lastmod>`,
      ),
    );
    expect(res.body).not.toContain('products-2.xml');
  });

  it('lists active ads only, with lastmod', async () => {
    const res = await get('/sitemaps/products-1.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body).toMatch(
      new RegExp(
        `<url><loc>${base}/product/${ids.active}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[\\d:]{8}Z</lastmod></url>`,
      ),
    );
    expect(res.body).toContain(`<loc>${base}/product/${ids.hostile}</loc>`);
    for (const id of [ids.draft, ids.rejected, ids.moderation]) {
      expect(res.body).not.toContain(`/product/${id}<`);
    }
    expect(res.body.endsWith('</urlset>\n')).toBe(true);
  });

  it('lists home, category searches and policies, XML-escaped', async () => {
    const res = await get('/sitemaps/static.xml');
    expect(res.statusCode).toBe(200);
    const russia = encodeURIComponent('россия');
    expect(res.body).toContain(`<loc>${base}/</loc>`);
    expect(res.body).toContain(`<loc>${base}/search/${russia}?category_id=${ids.category}</loc>`);
    expect(res.body).toContain(
      `<loc>${base}/search/${russia}?category_id=${ids.category}&amp;subcategory_id=${ids.subcategory}</loc>`,
    );
    expect(res.body).toContain(`<loc>${base}/policy/privacy</loc>`);
    expect(res.body).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('answers 404 for other sitemap names', async () => {
    for (const url of ['/sitemaps/products-0.xml', '/sitemaps/products-x.xml', '/sitemaps/other.xml']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it('splits products into parts of at most the part size, by id range', async () => {
    const config = testConfig(dist, { PUBLIC_URL: 'https://example.ru/' });
    const small = Fastify({ logger: false });
    const service = seoService({
      repository: seoRepository(t.db),
      catalog: t.app.services.catalog,
      products: t.app.services.products,
      users: t.app.services.users,
      base: config.publicUrl,
      sitemapPartSize: 2,
    });
    await small.register(seoRoutes, { service, base: config.publicUrl });
    try {
      const seller = await createUser(t.db);
      const subcategory = { id: ids.subcategory, categoryId: ids.category };
      for (let i = 0; i < 5; i += 1) {
        await createProduct(t.db, { userId: seller.id, subcategory, cityId: ids.city });
      }
      const active = (await t.call('GET', `/products?category_id=${ids.category}`)).json<{
        products_in_selected_cities: { data: { id: number }[] };
      }>();
      const activeIds = active.products_in_selected_cities.data.map((p) => p.id).sort((a, b) => a - b);
      expect(activeIds).toHaveLength(7);

      const index = await small.inject({ method: 'GET', url: '/sitemap.xml' });
      const parts = [...index.body.matchAll(/sitemaps\/products-(\d+)\.xml/g)].map((m) => Number(m[1]));
      expect(parts).toEqual([...new Set(activeIds.map((id) => Math.floor((id - 1) / 2) + 1))]);
      expect(index.body).toContain('<loc>https://example.ru/sitemaps/static.xml</loc>');

      const listed: number[] = [];
      for (const part of parts) {
        const res = await small.inject({ method: 'GET', url: `/sitemaps/products-${part}.xml` });
        const partIds = [...res.body.matchAll(/example\.ru\/product\/(\d+)</g)].map((m) => Number(m[1]));
        expect(partIds.length).toBeGreaterThan(0);
        expect(partIds.length).toBeLessThanOrEqual(2);
        listed.push(...partIds);
      }
      expect(listed).toEqual(activeIds);
    } finally {
      await small.close();
    }
  });
});
