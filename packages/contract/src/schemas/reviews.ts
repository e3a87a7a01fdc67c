import { z } from 'zod';
import { messages } from '../messages.ts';
import { paginated, pageNumberSchema, productIdSchema, serialIdSchema } from './common.ts';
import { limits, sellerTypeValues } from '../constants.ts';

export const reviewLimits = {
  ratingMin: 1,
  ratingMax: 10,
  commentMax: 2000,
  imagesMax: 5,
  /** Each photo at most 5 MB, as an avatar (spec §9). */
  imageMaxBytes: limits.avatarMaxBytes,
  /** Review photos are stored as WebP inside this side. */
  imageSide: 1200,
} as const;

/** Spec §9: a review's rating on the 10-point scale. */
const ratingSchema = z.coerce
  .number({ error: messages.reviewRatingInvalid })
  .int({ error: messages.reviewRatingInvalid })
  .min(reviewLimits.ratingMin, { error: messages.reviewRatingInvalid })
  .max(reviewLimits.ratingMax, { error: messages.reviewRatingInvalid });

const commentSchema = z
  .string({ error: messages.reviewCommentTooLong })
  .trim()
  .max(reviewLimits.commentMax, { error: messages.reviewCommentTooLong })
  .default('');

/** The text fields of `POST /api/products/{productId}/reviews` and `PUT /api/reviews/{id}` (multipart). */
export const productReviewFieldsSchema = z.object({ rating: ratingSchema, review: commentSchema });
export type ProductReviewFields = z.infer<typeof productReviewFieldsSchema>;

/** `POST /api/company/reviews`: a review of the seller after a completed order. */
export const sellerReviewBodySchema = z.object({
  /** Optional: when sent, it must say what the seller is (a 422 otherwise). */
  seller_type: z.enum(sellerTypeValues, { error: messages.reviewSellerTypeInvalid }).optional(),
  seller_id: serialIdSchema,
  rating: ratingSchema,
  comment: commentSchema,
});
export type SellerReviewBody = z.input<typeof sellerReviewBodySchema>;

export const productReviewParamSchema = z.object({ productId: productIdSchema });

/** `GET /api/reviews`: of one ad, one order, or one author (`user_id`); newest first. */
export const reviewsQuerySchema = z.object({
  product_id: productIdSchema.optional(),
  order_id: serialIdSchema.optional(),
  user_id: serialIdSchema.optional(),
  page: pageNumberSchema,
});

/** `GET /api/company/reviews`: every review about a seller (of their ads and of them), or by `user_id`. */
export const sellerReviewsQuerySchema = z.object({
  seller_id: serialIdSchema.optional(),
  user_id: serialIdSchema.optional(),
  page: pageNumberSchema,
});

export const reviewStatsQuerySchema = z.object({ product_id: productIdSchema });

/** A review (spec §3): of an ad (`product_id` set) or of the seller; the author bought from the seller. */
export const reviewSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['product', 'seller']),
  rating: z.number().int(),
  comment: z.string(),
  images: z.array(z.string()),
  product_id: z.number().int().nullable(),
  product_name: z.string().nullable(),
  order_id: z.number().int(),
  seller_id: z.number().int(),
  /** `company` for a shop, `private` for a private seller (as the product's `seller_type`). */
  seller_type: z.enum(sellerTypeValues),
  seller: z.object({ id: z.number().int(), name: z.string() }),
  user_id: z.number().int(),
  author: z.object({ id: z.number().int(), name: z.string() }),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewsPageSchema = paginated(reviewSchema);
export type ReviewsPage = z.infer<typeof reviewsPageSchema>;

/** `GET /api/reviews/stats`: the rounded mean on the 10-point scale (null before any) and how many. */
export const reviewStatsSchema = z.object({ rating: z.number().int().nullable(), count: z.number().int() });
export type ReviewStats = z.infer<typeof reviewStatsSchema>;

export const reviewSavedReplySchema = z.object({ message: z.string(), data: reviewSchema });
export type ReviewSavedReply = z.infer<typeof reviewSavedReplySchema>;
