import { and, asc, count, desc, eq, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { companies, orderItems, orders, reviews, users } from '../../db/schema/index.ts';

export type ReviewsRepository = ReturnType<typeof reviewsRepository>;
export type ReviewRow = Awaited<ReturnType<ReviewsRepository['find']>> & object;
export type NewReview = typeof reviews.$inferInsert;

const author = alias(users, 'author');
const seller = alias(users, 'seller');

/** Which reviews a list shows. */
export interface ReviewsFilter {
  productId?: number;
  orderId?: number;
  authorId?: number;
  sellerId?: number;
}

const whereOf = ({ productId, orderId, authorId, sellerId }: ReviewsFilter) =>
  and(
    productId === undefined ? undefined : eq(reviews.productId, productId),
    orderId === undefined ? undefined : eq(reviews.orderId, orderId),
    authorId === undefined ? undefined : eq(reviews.authorId, authorId),
    sellerId === undefined ? undefined : eq(reviews.sellerId, sellerId),
  );

/** The SQL of reviews; which orders may be reviewed is read from the orders' tables. */
export function reviewsRepository(db: Db) {
  const withNames = () =>
    db
      .select({
        review: reviews,
        authorName: author.name,
        sellerName: seller.name,
        sellerIsCompany: sql<boolean>`exists (select 1 from ${companies} where ${companies.userId} = ${reviews.sellerId})`,
      })
      .from(reviews)
      .innerJoin(author, eq(author.id, reviews.authorId))
      .innerJoin(seller, eq(seller.id, reviews.sellerId));

  return {
    async find(id: number) {
      const [row] = await withNames().where(eq(reviews.id, id));
      return row;
    },

    async page(filter: ReviewsFilter, offset: number, limit: number) {
      const where = whereOf(filter);
      const [rows, [total]] = await Promise.all([
        withNames()
          .where(where)
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(reviews).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** The rounded mean and the count of the reviews of one ad. */
    async productStats(productId: number) {
      const [row] = await db
        .select({ rating: sql<number | null>`round(avg(${reviews.rating}))::int`, count: count() })
        .from(reviews)
        .where(eq(reviews.productId, productId));
      return { rating: row?.rating ?? null, count: row?.count ?? 0 };
    },

    /**
     * The author's oldest completed order from that seller (with that ad, for an ad's review) that has no
     * such review yet, with the ad's name as ordered; undefined when there is none.
     */
    async reviewableOrder(authorId: number, target: { productId: number } | { sellerId: number }) {
      const completed = and(eq(orders.buyerId, authorId), eq(orders.status, 'completed'));
      if ('productId' in target) {
        const [row] = await db
          .select({ orderId: orders.id, sellerId: orders.sellerId, productName: orderItems.productName })
          .from(orders)
          .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
          .where(
            and(
              completed,
              eq(orderItems.productId, target.productId),
              notExists(
                db
                  .select({ id: reviews.id })
                  .from(reviews)
                  .where(
                    and(
                      eq(reviews.orderId, orders.id),
                      eq(reviews.kind, 'product'),
                      eq(reviews.productId, target.productId),
                    ),
                  ),
              ),
            ),
          )
          .orderBy(asc(orders.completedAt), asc(orders.id))
          .limit(1);
        return row;
      }
      const [row] = await db
        .select({ orderId: orders.id, sellerId: orders.sellerId, productName: sql<null>`null` })
        .from(orders)
        .where(
          and(
            completed,
            eq(orders.sellerId, target.sellerId),
            notExists(
              db
                .select({ id: reviews.id })
                .from(reviews)
                .where(and(eq(reviews.orderId, orders.id), eq(reviews.kind, 'seller'))),
            ),
          ),
        )
        .orderBy(asc(orders.completedAt), asc(orders.id))
        .limit(1);
      return row;
    },

    /** Whether the author has any completed order from the seller (with the ad), reviewed or not. */
    async hasCompletedOrder(authorId: number, target: { productId: number } | { sellerId: number }) {
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
        .where(
          and(
            eq(orders.buyerId, authorId),
            eq(orders.status, 'completed'),
            'productId' in target
              ? eq(orderItems.productId, target.productId)
              : eq(orders.sellerId, target.sellerId),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Inserts a review; undefined when the order already has one of that kind (a race lost). */
    async insert(review: NewReview, tx: Db = db): Promise<number | undefined> {
      const [row] = await tx
        .insert(reviews)
        .values(review)
        .onConflictDoNothing()
        .returning({ id: reviews.id });
      return row?.id;
    },

    /** Changes the author's own review; resolves to the images it had, or undefined for no such review. */
    async update(id: number, authorId: number, values: Partial<NewReview>) {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ images: reviews.images })
          .from(reviews)
          .where(and(eq(reviews.id, id), eq(reviews.authorId, authorId)))
          .for('update');
        if (!before) return undefined;
        await tx.update(reviews).set(values).where(eq(reviews.id, id));
        return before.images;
      });
    },

    /** Deletes the author's own review; resolves to its images, or undefined for no such review. */
    async remove(id: number, authorId: number): Promise<string[] | undefined> {
      const [row] = await db
        .delete(reviews)
        .where(and(eq(reviews.id, id), eq(reviews.authorId, authorId)))
        .returning({ images: reviews.images });
      return row?.images;
    },

    /** Whether the seller is a shop (has a company). */
    async sellerIsCompany(sellerId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.userId, sellerId));
      return row !== undefined;
    },
  };
}
