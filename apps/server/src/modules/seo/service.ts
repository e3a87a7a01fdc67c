import { Readable } from 'node:stream';
import { productsQuerystringSchema, seoLabels, type Category, type ProductsQuery } from '@mp/contract';
import { HttpError, notFound } from '../../http/errors.ts';
import { cached } from '../../platform/cached.ts';
import type { CatalogService } from '../catalog/index.ts';
import { parseProductsQuery } from '../products/index.ts';
import type { ProductsService } from '../products/index.ts';
import type { UsersService } from '../users/index.ts';
import {
  allRussiaSlug,
  homeHead,
  notFoundHead,
  productHead,
  searchHead,
  userHead,
  type PageHead,
  type SearchPage,
} from './head.ts';
import type { SeoRepository } from './repository.ts';
import { productsSitemap, robotsTxt, sitemapIndex, sitemapMaxUrls, staticSitemap } from './sitemap.ts';

export interface SeoDeps {
  repository: SeoRepository;
  catalog: CatalogService;
  products: ProductsService;
  users: Pick<UsersService, 'publicName'>;
  /** The site's address for canonical links and sitemaps. */
  base: string;
  /** URLs per products sitemap file (tests make it small). */
  sitemapPartSize?: number;
}

/** A page's head, and 404 when the page shows nothing. */
export interface HeadOfPage {
  head: PageHead;
  status?: number;
}

export function positiveInt(raw: string | null | undefined): number | undefined {
  if (raw === null || raw === undefined || !/^\d{1,15}$/.test(raw)) return undefined;
  const value = Number(raw);
  return value > 0 && Number.isSafeInteger(value) ? value : undefined;
}

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

/**
 * The products search of a page address, so the head counts what the page lists: its filters as the
 * API reads them, a value the API would refuse left out (the web ignores it too), the city of the path.
 */
function productsQueryOf(params: URLSearchParams, cityIds: number[], search?: string): ProductsQuery {
  const raw: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    raw[key] = values.length === 1 ? (values[0] ?? '') : values;
  }
  let parsed = productsQuerystringSchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) delete raw[String(issue.path[0])];
    parsed = productsQuerystringSchema.safeParse(raw);
  }
  const query = parseProductsQuery(parsed.success ? parsed.data : {});
  return { ...query, city_ids: cityIds, search, in_cities_page: 1, other_page: undefined };
}

export type SeoService = ReturnType<typeof seoService>;

/**
 * What search engines read: heads of the pages `/`, `/product/:id` and `/search/:city`, robots.txt
 * and the sitemaps. The ad page's head comes from the products module's cached page, which every
 * change to the ad drops, so a withdrawn ad leaves the HTML when it leaves the API.
 */
export function seoService({ repository, catalog, products, users, base, ...options }: SeoDeps) {
  const partSize = Math.min(options.sitemapPartSize ?? sitemapMaxUrls, sitemapMaxUrls);
  const index = cached(() => sitemapIndex(repository, base, partSize), 60 * 60_000);

  return {
    robotsTxt: () => robotsTxt(base),

    sitemapIndex: index,

    /** `static.xml` or `products-N.xml`; 404 for any other name. */
    async sitemap(file: string): Promise<string | Readable> {
      if (file === 'static.xml') return staticSitemap(await catalog.categories(), base);
      const part = positiveInt(/^products-(\d+)\.xml$/.exec(file)?.[1]);
      if (part === undefined) throw notFound();
      return Readable.from(productsSitemap(repository, base, part, partSize));
    },

    homeHead: (): HeadOfPage => ({ head: homeHead(base) }),

    async productHead(raw: string): Promise<HeadOfPage> {
      const notFound = {
        head: notFoundHead(
          base,
          `/product/${encodeURIComponent(raw)}`,
          seoLabels.productNotFoundTitle,
          seoLabels.productNotFoundDescription,
        ),
        status: 404,
      };
      const id = positiveInt(raw);
      if (id === undefined) return notFound;
      try {
        return { head: productHead(await products.pageDetail(id), base) };
      } catch (err) {
        if (err instanceof HttpError && err.statusCode === 404) return notFound;
        throw err;
      }
    },

    async userHead(raw: string): Promise<HeadOfPage> {
      const id = positiveInt(raw);
      const name = id === undefined ? undefined : await users.publicName(id);
      if (id !== undefined && name !== undefined) return { head: userHead(id, name, base) };
      const path = `/profile/user/${encodeURIComponent(raw)}`;
      return {
        head: notFoundHead(base, path, seoLabels.userNotFoundTitle, seoLabels.userNotFoundDescription),
        status: 404,
      };
    },

    async searchHead(slug: string, query: URLSearchParams): Promise<HeadOfPage> {
      const key = slug.toLocaleLowerCase('ru');
      const [found, list] = await Promise.all([
        key === allRussiaSlug ? null : catalog.cityBySlug(key),
        catalog.categories(),
      ]);
      const city = key === allRussiaSlug ? null : (found ?? 'unknown');
      const search = (query.get('search') ?? query.get('query') ?? '').trim() || undefined;
      const cityIds = city === null || city === 'unknown' ? [] : [city.id];
      const count =
        city === 'unknown'
          ? undefined
          : await products.inCitiesTotal(productsQueryOf(query, cityIds, search));
      const page: SearchPage = {
        city,
        search,
        count,
        ...findCategory(
          list,
          positiveInt(query.get('category_id')),
          positiveInt(query.get('subcategory_id')),
        ),
      };
      return { head: searchHead(page, base) };
    },
  };
}
