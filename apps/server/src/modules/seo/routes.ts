import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Category, City, ProductDetail } from '@mp/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { catalogRepository } from '../catalog/repository.ts';
import { productPages } from '../products/product-pages.ts';
import { productsRepository } from '../products/repository.ts';
import { productsService } from '../products/service.ts';
import {
  allRussiaSlug,
  headTemplate,
  homeHead,
  productHead,
  productNotFoundHead,
  renderHead,
  searchHead,
  type PageHead,
  type SearchPage,
} from './head.ts';
import { seoRepository } from './repository.ts';
import { productsSitemap, robotsTxt, sitemapIndex, sitemapMaxUrls, staticSitemap } from './sitemap.ts';

export interface SeoOptions {
  db: Db;
  config: Config;
  /** The built web app's index.html; without it only robots.txt and the sitemaps are served. */
  indexHtml?: string;
  /** URLs per products sitemap file (tests make it small). */
  sitemapPartSize?: number;
  /** How long catalogue names and the sitemap index are kept in memory. */
  cacheTtlMs?: number;
}

const hourCache = 'public, max-age=3600';

/** A value loaded on first use and again once it is `ttlMs` old; a failed load is not kept. */
function cached<T>(load: () => Promise<T>, ttlMs: number): () => Promise<T> {
  let entry: { value: Promise<T>; expires: number } | undefined;
  return () => {
    if (entry && entry.expires > Date.now()) return entry.value;
    const value = load();
    entry = { value, expires: Date.now() + ttlMs };
    value.catch(() => {
      entry = undefined;
    });
    return value;
  };
}

function positiveInt(raw: string | null): number | undefined {
  if (raw === null || !/^\d{1,15}$/.test(raw)) return undefined;
  const value = Number(raw);
  return value > 0 && Number.isSafeInteger(value) ? value : undefined;
}

/**
 * Server-written heads for the pages search engines read (`/`, `/product/:id`, `/search/:city`),
 * `robots.txt` and the sitemaps. The page itself is still the web app's index.html.
 */
export const seoRoutes: FastifyPluginAsync<SeoOptions> = async (app, options) => {
  const { db, config, indexHtml } = options;
  const base = config.publicUrl;
  const partSize = Math.min(options.sitemapPartSize ?? sitemapMaxUrls, sitemapMaxUrls);
  const ttlMs = options.cacheTtlMs ?? 10 * 60_000;
  if (config.NODE_ENV === 'production' && !config.PUBLIC_URL) {
    app.log.warn(`PUBLIC_URL is not set: canonical links and sitemaps point to ${base}`);
  }

  const catalog = catalogRepository(db);
  const sitemaps = seoRepository(db);
  const categories = cached(() => catalog.categories(), ttlMs);
  const citiesBySlug = cached(async () => {
    const bySlug = new Map<string, City>();
    // Most populous first: of two towns with one name, the link means the bigger one.
    for (const city of await catalog.cities()) {
      const slug = city.name.toLocaleLowerCase('ru');
      if (!bySlug.has(slug)) bySlug.set(slug, city);
    }
    return bySlug;
  }, ttlMs);
  const index = cached(() => sitemapIndex(sitemaps, base, partSize), 60 * 60_000);

  app.get('/robots.txt', async (_request, reply) =>
    reply.header('cache-control', hourCache).type('text/plain; charset=utf-8').send(robotsTxt(base)),
  );

  app.get('/sitemap.xml', async (_request, reply) => sendXml(reply, await index()));

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const { file } = request.params;
    if (file === 'static.xml') return sendXml(reply, staticSitemap(await categories(), base));
    const part = positiveInt(/^products-(\d+)\.xml$/.exec(file)?.[1] ?? null);
    if (part === undefined) throw notFound();
    return sendXml(reply, Readable.from(productsSitemap(sitemaps, base, part, partSize)));
  });

  if (indexHtml === undefined) return;
  const page = headTemplate(indexHtml);
  const pages = productPages(productsService(productsRepository(db), catalogRepository(db)));

  const sendPage = (reply: FastifyReply, head: PageHead, status = 200) =>
    reply
      .status(status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(page(renderHead(head)));

  /** A page whose data could not be read still loads the app, but tells crawlers to come back. */
  const withFallback =
    (build: (request: FastifyRequest) => Promise<{ head: PageHead; status?: number }>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        const { head, status } = await build(request);
        return sendPage(reply, head, status);
      } catch (err) {
        request.log.error({ err }, 'could not build the page head');
        return sendPage(reply, { ...homeHead(base), noindex: true }, 503);
      }
    };

  app.get(
    '/',
    withFallback(async () => ({ head: homeHead(base) })),
  );

  app.get<{ Params: { id: string } }>(
    '/product/:id',
    withFallback(async (request) => {
      const { id: raw } = request.params as { id: string };
      const path = `/product/${encodeURIComponent(raw)}`;
      const id = positiveInt(raw);
      if (id === undefined) return { head: productNotFoundHead(base, path), status: 404 };
      try {
        const { data } = JSON.parse(await pages.json(id)) as { data: ProductDetail };
        return { head: productHead(data, base) };
      } catch (err) {
        if (err instanceof HttpError && err.statusCode === 404) {
          return { head: productNotFoundHead(base, path), status: 404 };
        }
        throw err;
      }
    }),
  );

  app.get<{ Params: { city: string } }>(
    '/search/:city',
    withFallback(async (request) => {
      const { city: slug } = request.params as { city: string };
      const query = new URLSearchParams(request.url.split('?')[1] ?? '');
      const [bySlug, list] = await Promise.all([citiesBySlug(), categories()]);
      const key = slug.toLocaleLowerCase('ru');
      const searchPage: SearchPage = {
        city: key === allRussiaSlug ? null : (bySlug.get(key) ?? 'unknown'),
        search: (query.get('search') ?? query.get('query') ?? '').trim() || undefined,
        ...findCategory(
          list,
          positiveInt(query.get('category_id')),
          positiveInt(query.get('subcategory_id')),
        ),
      };
      return { head: searchHead(searchPage, base) };
    }),
  );
};

/** The category and subcategory a search names; a subcategory decides its own category. */
function findCategory(
  list: Category[],
  categoryId: number | undefined,
  subcategoryId: number | undefined,
): Pick<SearchPage, 'category' | 'subcategory'> {
  if (subcategoryId !== undefined) {
    for (const category of list) {
      const subcategory = category.subcategories.find((sub) => sub.id === subcategoryId);
      if (subcategory) return { category, subcategory };
    }
  }
  const category = list.find((c) => c.id === categoryId);
  return category ? { category } : {};
}

function sendXml(reply: FastifyReply, body: string | Readable): FastifyReply {
  return reply.header('cache-control', hourCache).type('application/xml; charset=utf-8').send(body);
}
