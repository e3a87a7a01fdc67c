import {
  limits,
  messages,
  shellLabels,
  type ProductReviewFields,
  type Review,
  type ReviewsPage,
  type ReviewStats,
} from '@mp/contract';
import { forbidden, HttpError, notFound, validationError } from '../../http/errors.ts';
import { offsetOf, paginationOf } from '../../http/pagination.ts';
import type { WebpImage } from '../../platform/images/index.ts';
import type { DomainEventBus } from '../../domain-events.ts';
import { mediaFolders, type UserUploads } from '../../platform/storage/index.ts';
import type { NewReview, ReviewRow, ReviewsFilter, ReviewsRepository } from './repository.ts';

export type ReviewsService = ReturnType<typeof reviewsService>;

const alreadyLeft = () => new HttpError(409, messages.reviewAlreadyLeft);

function present({ review, authorName, sellerName, sellerIsCompany }: ReviewRow): Review {
  return {
    id: review.id,
    kind: review.kind,
    rating: review.rating,
    comment: review.comment,
    images: review.images,
    product_id: review.productId,
    product_name: review.productName,
    order_id: review.orderId,
    seller_id: review.sellerId,
    seller_type: sellerIsCompany ? 'company' : 'private',
    seller: { id: review.sellerId, name: sellerName },
    user_id: review.authorId,
    author: { id: review.authorId, name: authorName },
    created_at: review.createdAt.toISOString(),
    updated_at: review.updatedAt.toISOString(),
  };
}

type Target = { productId: number } | { sellerId: number };

/**
 * Reviews of ads and of sellers (record 0082). Only a buyer whose order from the seller was completed may
 * write one, once per order (and ad); only the author changes or deletes it.
 */
export function reviewsService({
  repository,
  uploads,
  events,
  now,
}: {
  repository: ReviewsRepository;
  uploads: UserUploads;
  /** Transactions that announce a posted review. */
  events: Pick<DomainEventBus, 'transaction'>;
  now: () => Date;
}) {
  async function one(id: number): Promise<Review> {
    const row = await repository.find(id);
    if (!row) throw notFound(messages.reviewNotFound);
    return present(row);
  }

  /** The order the review is about: 403 without a completed order, 409 when each one has its review. */
  async function orderToReview(authorId: number, target: Target) {
    const order = await repository.reviewableOrder(authorId, target);
    if (order?.sellerId != null) return { ...order, sellerId: order.sellerId };
    if (await repository.hasCompletedOrder(authorId, target)) throw alreadyLeft();
    throw forbidden(messages.reviewNeedsCompletedOrder);
  }

  /** Writes a review and announces it, together; undefined when the order already has its review. */
  const post = (review: NewReview & { sellerId: number }, productName: string | null) =>
    events.transaction(async (tx, announce) => {
      const id = await repository.insert(review, tx);
      if (id === undefined) return undefined;
      const { sellerId, rating } = review;
      await announce('review.posted', { reviewId: id, sellerId, rating, productName });
      return id;
    });

  async function authored(authorId: number, id: number): Promise<ReviewRow> {
    const row = await repository.find(id);
    if (!row) throw notFound(messages.reviewNotFound);
    if (row.review.authorId !== authorId) throw forbidden(messages.reviewAuthorOnly);
    return row;
  }

  return {
    one,

    async list(filter: ReviewsFilter, page: number): Promise<ReviewsPage> {
      const perPage = limits.productsPerPage;
      const { rows, total } = await repository.page(filter, offsetOf(page, perPage), perPage);
      return { data: rows.map(present), pagination: paginationOf(page, perPage, total) };
    },

    productStats: (productId: number): Promise<ReviewStats> => repository.productStats(productId),

    /** A review of an ad the author received in a completed order, with up to 5 photos. */
    async reviewProduct(
      authorId: number,
      productId: number,
      fields: ProductReviewFields,
      images: readonly WebpImage[],
    ): Promise<Review> {
      const order = await orderToReview(authorId, { productId });
      const name = order.productName ?? shellLabels.productFallback(productId);
      const id = await uploads.save(
        mediaFolders.reviewImages,
        images,
        (urls) =>
          post(
            {
              kind: 'product',
              authorId,
              sellerId: order.sellerId,
              orderId: order.orderId,
              productId,
              productName: order.productName,
              rating: fields.rating,
              comment: fields.review,
              images: urls,
            },
            name,
          ),
        alreadyLeft,
      );
      return one(id);
    },

    /** A review of the seller after a completed order; `sellerType` must say what the seller is. */
    async reviewSeller(
      authorId: number,
      body: { seller_id: number; seller_type?: 'company' | 'private'; rating: number; comment: string },
    ): Promise<Review> {
      if (body.seller_id === authorId) throw validationError({ seller_id: [messages.reviewOfOneself] });
      const order = await orderToReview(authorId, { sellerId: body.seller_id });
      const actual = (await repository.sellerIsCompany(body.seller_id)) ? 'company' : 'private';
      if (body.seller_type !== undefined && body.seller_type !== actual)
        throw validationError({ seller_type: [messages.reviewSellerTypeMismatch] });
      const id = await post(
        {
          kind: 'seller',
          authorId,
          sellerId: order.sellerId,
          orderId: order.orderId,
          rating: body.rating,
          comment: body.comment,
        },
        null,
      );
      if (id === undefined) throw alreadyLeft();
      return one(id);
    },

    /** The author changes rating and text; new photos, when sent, replace the old ones (their files go). */
    async update(
      authorId: number,
      id: number,
      fields: ProductReviewFields,
      images: readonly WebpImage[],
    ): Promise<Review> {
      await authored(authorId, id);
      const values = { rating: fields.rating, comment: fields.review, updatedAt: now() };
      if (images.length === 0) {
        if (!(await repository.update(id, authorId, values))) throw notFound(messages.reviewNotFound);
        return one(id);
      }
      const previous = await uploads.save(
        mediaFolders.reviewImages,
        images,
        (urls) => repository.update(id, authorId, { ...values, images: urls }),
        () => notFound(messages.reviewNotFound),
      );
      await uploads.remove(previous);
      return one(id);
    },

    async remove(authorId: number, id: number): Promise<void> {
      await authored(authorId, id);
      const images = await repository.remove(id, authorId);
      if (!images) throw notFound(messages.reviewNotFound);
      await uploads.remove(images);
    },
  };
}
