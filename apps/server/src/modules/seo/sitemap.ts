import { policyTitles, type Category } from '@mp/contract';
import { escapeXml } from '../../http/escape.ts';
import { absoluteUrl, allRussiaSlug, searchPath } from './head.ts';
import type { SeoRepository } from './repository.ts';

/** The protocol's ceiling of URLs per file. */
export const sitemapMaxUrls = 50_000;
/** Rows read per query while a part streams, so memory stays bounded whatever the part size. */
const batchSize = 5_000;

const xmlHead = '<?xml version="1.0" encoding="UTF-8"?>\n';
const namespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function entry(tag: 'url' | 'sitemap', loc: string, lastmod?: string): string {
  const modified = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '';
  return `<${tag}><loc>${escapeXml(loc)}</loc>${modified}</${tag}>\n`;
}

/** `/sitemap.xml`: the static part and every products part that holds active ads. */
export async function sitemapIndex(
  repository: SeoRepository,
  base: string,
  partSize: number,
): Promise<string> {
  const parts = await repository.productParts(partSize);
  return (
    `${xmlHead}<sitemapindex xmlns="${namespace}">\n` +
    entry('sitemap', absoluteUrl(base, '/sitemaps/static.xml')) +
    parts
      .map(({ part, lastmod }) =>
        entry('sitemap', absoluteUrl(base, `/sitemaps/products-${part}.xml`), lastmod),
      )
      .join('') +
    '</sitemapindex>\n'
  );
}

/** `/sitemaps/static.xml`: the home page, each category's and subcategory's search, the policies. */
export function staticSitemap(categories: Category[], base: string): string {
  const everywhere = { city: null } as const;
  const paths = [
    '/',
    `/search/${encodeURIComponent(allRussiaSlug)}`,
    ...categories.flatMap((category) => [
      searchPath({ ...everywhere, category }),
      ...category.subcategories.map((subcategory) => searchPath({ ...everywhere, category, subcategory })),
    ]),
    ...Object.keys(policyTitles).map((id) => `/policy/${id}`),
  ];
  return `${xmlHead}<urlset xmlns="${namespace}">\n${paths.map((path) => entry('url', absoluteUrl(base, path))).join('')}</urlset>\n`;
}

/** `/sitemaps/products-<part>.xml`, streamed in batches read by id (never by OFFSET). */
export async function* productsSitemap(
  repository: SeoRepository,
  base: string,
  part: number,
  partSize: number,
): AsyncGenerator<string> {
  yield `${xmlHead}<urlset xmlns="${namespace}">\n`;
  let after = (part - 1) * partSize;
  const last = part * partSize;
  for (;;) {
    const rows = await repository.activeProducts(after, last, Math.min(batchSize, partSize));
    if (rows.length > 0) {
      yield rows
        .map(({ id, lastmod }) => entry('url', absoluteUrl(base, `/product/${id}`), lastmod))
        .join('');
      after = rows.at(-1)!.id;
    }
    if (rows.length < Math.min(batchSize, partSize)) break;
  }
  yield '</urlset>\n';
}

/** `/robots.txt`: everything but private screens and the API, with the sitemap's address. */
export function robotsTxt(base: string): string {
  const disallowed = ['/profile', '/cart', '/authorization', '/api/', '/ad/', '/messages', '/notifications'];
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(base, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
