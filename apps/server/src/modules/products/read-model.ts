import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ProductImage } from '@mp/contract';
import { categories, cities, productImages, products, productViews } from '../../db/schema/index.ts';

// What other modules may read of an ad inside their own statements: SQL fragments, no queries of their own.

/** An ad's own columns as a card shows them. */
export const productColumns = {
  id: products.id,
  name: products.name,
  priceKopecks: products.priceKopecks,
  oldPriceKopecks: products.oldPriceKopecks,
  quantity: products.quantity,
  categoryId: products.categoryId,
  subcategoryId: products.subcategoryId,
  cityId: products.cityId,
  isVip: products.isVip,
  condition: products.condition,
  sellerType: products.sellerType,
  createdAt: products.createdAt,
};

/**
 * An ad's pictures in position order, as a JSON array read with its row (no second query per list);
 * `productId` is the ad's id in the outer query.
 */
export function cardImages(productId: SQL | AnyPgColumn) {
  const picture = sql`json_build_object('id', ${productImages.id}, 'path', ${productImages.path}, 'full_path', ${productImages.fullPath})`;
  return sql<
    ProductImage[]
  >`coalesce((select json_agg(${picture} order by ${productImages.position}, ${productImages.id})
    from ${productImages} where ${productImages.productId} = ${productId}), '[]'::json)`;
}

/** The slug of an ad's top-level category (its kind, `adKindOf`); `categoryId` is of the outer query. */
export const categorySlugOf = (categoryId: SQL | AnyPgColumn) =>
  sql<string>`(select ${categories.slug} from ${categories} where ${categories.id} = ${categoryId})`;

/**
 * A city's name as a subquery: PostgreSQL computes it after a sort's LIMIT, for the rows kept only, where a
 * join would look up the city of every row sorted (the 200 of a relevance window).
 */
export const cityNameOf = (cityId: SQL | AnyPgColumn) =>
  sql<string>`(select ${cities.name} from ${cities} where ${cities.id} = ${cityId})`;

/** The columns of a card (`present.ts` `toCard`); select from products joined to cities. */
export const cardColumns = {
  ...productColumns,
  categorySlug: categorySlugOf(products.categoryId),
  cityName: cities.name,
  images: cardImages(products.id),
};

/** How many times an ad's page was opened; `productId` is the ad's id in the outer query. */
export const viewsOf = (productId: SQL | AnyPgColumn) =>
  sql<number>`coalesce((select ${productViews.views} from ${productViews} where ${productViews.productId} = ${productId}), 0)`;

/** The card path of an ad's cover (its first picture), or null; `productId` is the ad's id in the outer query. */
export const coverImagePath = (productId: SQL | AnyPgColumn) =>
  sql<string | null>`(select ${productImages.path} from ${productImages}
    where ${productImages.productId} = ${productId}
    order by ${productImages.position}, ${productImages.id} limit 1)`;
