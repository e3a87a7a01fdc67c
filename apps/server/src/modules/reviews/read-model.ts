import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { reviews } from '../../db/schema/index.ts';

// What other modules may read of reviews inside their own statements: SQL fragments, no queries of their own.

/** Spec §9: the seller's rating, the rounded mean of every review about them; null before the first. */
export const sellerRating = (sellerId: AnyPgColumn | SQL) =>
  sql<
    number | null
  >`(select round(avg(${reviews.rating}))::int from ${reviews} where ${reviews.sellerId} = ${sellerId})`;

/** How many reviews there are about the seller. */
export const sellerReviewsCount = (sellerId: AnyPgColumn | SQL) =>
  sql<number>`(select count(*)::int from ${reviews} where ${reviews.sellerId} = ${sellerId})`;
