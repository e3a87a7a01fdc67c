import {
  formatPrice,
  normaliseImagePath,
  searchTitle,
  seoLabels,
  type AdState,
  type ListTotal,
  type ProductDetail,
} from '@mp/contract';
import { escapeHtml, jsonForScript } from '../../http/escape.ts';
import { withFirstScreen, type FirstScreen } from '../../http/page-renderer.ts';

/** Everything a page tells search engines and link previews, before the web app runs. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL of the page's one address. */
  canonical: string;
  type: 'website' | 'product';
  /** Absolute URL of the preview image. */
  image?: string;
  /** Keep the page out of search results (unknown or not public ads, searches of unknown cities). */
  noindex?: boolean;
  /** A schema.org object, written as JSON-LD. */
  jsonLd?: object;
}

/** The `:city` segment of a search across the whole country (the web's `allRussiaSlug`). */
export const allRussiaSlug = 'россия';
const descriptionLength = 160;

/** `base` (no trailing slash) joined with a path, or an absolute URL kept as it is. */
export function absoluteUrl(base: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${base}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** One line of at most `max` characters, cut at a word with «…». */
export function summary(text: string, max = descriptionLength): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:—-]+$/, '')}…`;
}

/** The tags of a head, every value escaped; JSON-LD cannot leave its script element. */
export function renderHead(head: PageHead): string {
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.noindex ? meta('name', 'robots', 'noindex, follow') : '',
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:type', head.type),
    meta('property', 'og:url', head.canonical),
    head.image ? meta('property', 'og:image', head.image) : '',
    meta('property', 'og:locale', 'ru_RU'),
    meta('property', 'og:site_name', seoLabels.siteName),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    head.jsonLd ? `<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>` : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}

const availability: Record<AdState, string> = {
  active: 'https://schema.org/InStock',
  sold: 'https://schema.org/SoldOut',
  archived: 'https://schema.org/Discontinued',
  expired: 'https://schema.org/Discontinued',
  draft: 'https://schema.org/Discontinued',
  moderation: 'https://schema.org/Discontinued',
  rejected: 'https://schema.org/Discontinued',
};

/**
 * An ad's page. The products read side gives only public (active) ads today; an ad that carries its
 * state (sold, archived, expired) is described as sold out or discontinued.
 */
export function productHead(product: ProductDetail & { status?: AdState }, base: string): PageHead {
  const canonical = absoluteUrl(base, `/product/${product.id}`);
  const images = product.images.map((image) => absoluteUrl(base, normaliseImagePath(image.full_path)));
  const price = product.price > 0 ? formatPrice(product.price) : null;
  const city = product.city.name;
  const description =
    summary(product.description) ||
    summary(seoLabels.productDescription(product.name, price ?? formatPrice(0), city, product.kind));
  const seller = product.seller;
  return {
    title: seoLabels.productTitle(product.name, price, city, product.kind),
    description,
    canonical,
    type: 'product',
    image: images[0],
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description: product.description || description,
      image: images,
      sku: String(product.id),
      productID: String(product.id),
      category: `${product.category_name} > ${product.subcategory_name}`,
      offers: {
        '@type': 'Offer',
        price: product.price,
        priceCurrency: 'RUB',
        availability: availability[product.status ?? 'active'],
        itemCondition:
          product.condition === 'new'
            ? 'https://schema.org/NewCondition'
            : 'https://schema.org/UsedCondition',
        url: canonical,
        areaServed: city,
        seller: {
          '@type': seller.type === 'company' ? 'Organization' : 'Person',
          name: (seller.type === 'company' && seller.company_name) || seller.name,
          url: absoluteUrl(base, `/profile/user/${seller.id}`),
        },
      },
    },
  };
}

/** `/profile/user/:id` of a user who has the page. */
export function userHead(id: number, name: string, base: string): PageHead {
  return {
    title: seoLabels.userTitle(name),
    description: seoLabels.userDescription(name),
    canonical: absoluteUrl(base, `/profile/user/${id}`),
    type: 'website',
  };
}

/** A page of an ad that is not public or of no user: the web app shows its own «not found». */
export function notFoundHead(base: string, path: string, title: string, description: string): PageHead {
  return { title, description, canonical: absoluteUrl(base, path), type: 'website', noindex: true };
}

export function homeHead(base: string): PageHead {
  return {
    title: seoLabels.homeTitle,
    description: seoLabels.homeDescription,
    canonical: absoluteUrl(base, '/'),
    type: 'website',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: seoLabels.siteName,
      url: absoluteUrl(base, '/'),
      potentialAction: {
        '@type': 'SearchAction',
        target: `${absoluteUrl(base, `/search/${encodeURIComponent(allRussiaSlug)}`)}?search={search_term_string}`,
        'query-input': 'required name=search_term_string',
      },
    },
  };
}

export interface SearchPage {
  /** The chosen city; null for all of Russia; `unknown` for a slug no city has. */
  city: { name: string } | null | 'unknown';
  category?: { id: number; name: string };
  subcategory?: { id: number; name: string };
  search?: string;
  /** Ads the page lists in its city (all of Russia without one), as the web's title counts them. */
  count?: ListTotal;
}

/** `/search/:city` of a city, a category or subcategory and a typed search, as the web builds it. */
export function searchPath(page: SearchPage): string {
  const slug =
    page.city === null || page.city === 'unknown' ? allRussiaSlug : page.city.name.toLocaleLowerCase('ru');
  const query = new URLSearchParams();
  if (page.search) query.append('search', page.search);
  if (page.category) query.append('category_id', String(page.category.id));
  if (page.subcategory) query.append('subcategory_id', String(page.subcategory.id));
  const qs = query.toString();
  return `/search/${encodeURIComponent(slug)}${qs ? `?${qs}` : ''}`;
}

export function searchHead(page: SearchPage, base: string): PageHead {
  const city = page.city === null || page.city === 'unknown' ? null : page.city.name;
  const what = page.search
    ? seoLabels.quoted(summary(page.search, 60))
    : (page.subcategory?.name ?? page.category?.name);
  const place = city ?? seoLabels.allRussia;
  const subject = { subcategory: page.subcategory?.name, category: page.category?.name, search: page.search };
  return {
    title: searchTitle(subject, city, page.count),
    description: what ? seoLabels.searchDescription(what, place) : seoLabels.searchDescriptionAll(place),
    canonical: absoluteUrl(base, searchPath(page)),
    type: 'website',
    noindex: page.city === 'unknown',
  };
}

/**
 * The built index.html split once around where the head tags go: after `<meta charset>` (else the
 * head's start), before every script; its own title and description are dropped. A first screen, when
 * there is one, fills its root (http/page-renderer.ts).
 */
export function pageTemplate(indexHtml: string): (headTags: string, firstScreen?: FirstScreen) => string {
  const withHead = headTemplate(indexHtml);
  return (headTags, firstScreen) => withFirstScreen(withHead(headTags), firstScreen);
}

function headTemplate(indexHtml: string): (headTags: string) => string {
  const html = indexHtml
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name=["']description["'][^>]*>\s*/i, '');
  const anchors: [RegExp, (tags: string) => string][] = [
    [/<meta\s+charset=[^>]*>/i, (tags) => `\n    ${tags}`],
    [/<head(\s[^>]*)?>/i, (tags) => `\n    ${tags}`],
    [/<html(\s[^>]*)?>/i, (tags) => `<head>\n    ${tags}\n  </head>`],
  ];
  for (const [pattern, wrap] of anchors) {
    const match = pattern.exec(html);
    if (!match) continue;
    const at = match.index + match[0].length;
    const [before, after] = [html.slice(0, at), html.slice(at)];
    return (tags) => before + wrap(tags) + after;
  }
  return (tags) => `<head>${tags}</head>${html}`;
}
