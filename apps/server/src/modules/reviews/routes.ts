import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  messageReplySchema,
  messages,
  productReviewFieldsSchema,
  productReviewParamSchema,
  reviewLimits,
  reviewSavedReplySchema,
  reviewsPageSchema,
  reviewsQuerySchema,
  reviewStatsQuerySchema,
  reviewStatsSchema,
  sellerReviewBodySchema,
  sellerReviewsQuerySchema,
  serialIdParamSchema,
} from '@mp/contract';
import { signedInUser } from '../../http/auth.ts';
import { validationError } from '../../http/errors.ts';
import { parseFormFields } from '../../http/form-fields.ts';
import { readImageUploads } from '../../http/image-upload.ts';
import type { ReviewsService } from './service.ts';

const tags = ['reviews'];
const tooManyImages = () => validationError({ images: [messages.reviewImagesTooMany] });
const formDescription =
  '`multipart/form-data`: `rating` (1–10), `review` (text, up to 2,000 characters) and up to ' +
  `${reviewLimits.imagesMax} photos as \`images[]\` (JPEG, PNG, WebP, at most 5 MB each, checked by ` +
  `content), stored as WebP inside ${reviewLimits.imageSide} px without metadata.`;

/** The review form: its photos converted, its text fields checked by the contract. */
async function readReviewForm(request: FastifyRequest) {
  const raw: Record<string, unknown> = {};
  const images = await readImageUploads(request, {
    fields: ['images[]', 'images'],
    errorField: 'images',
    maxBytes: reviewLimits.imageMaxBytes,
    maxFiles: reviewLimits.imagesMax,
    fit: { maxSide: reviewLimits.imageSide },
    tooManyFiles: tooManyImages,
    allowNone: true,
    onField: (name, value) => {
      if (name === 'rating' || name === 'review') raw[name] = value;
    },
  });
  return { fields: parseFormFields(productReviewFieldsSchema, raw), images };
}

/** Reviews of ads and sellers (spec §7 paths). */
export const reviewsRoutes: FastifyPluginAsyncZod<{ service: ReviewsService }> = async (app, { service }) => {
  app.post(
    '/products/:productId/reviews',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Review an ad received in a completed order',
        description:
          `${formDescription} 403 without a completed order containing the ad, 409 when each such order ` +
          'already has its review of the ad.',
        consumes: ['multipart/form-data'],
        params: productReviewParamSchema,
        response: { 201: reviewSavedReplySchema, 403: messageReplySchema, 409: messageReplySchema },
      },
    },
    async (request, reply) => {
      const { fields, images } = await readReviewForm(request);
      const data = await service.reviewProduct(
        signedInUser(request).id,
        request.params.productId,
        fields,
        images,
      );
      return reply.status(201).send({ message: messages.reviewPublished, data });
    },
  );

  app.get(
    '/reviews',
    {
      schema: {
        tags,
        summary: 'Reviews of an ad (`product_id`), of an order (`order_id`) or by an author (`user_id`)',
        querystring: reviewsQuerySchema,
        response: { 200: reviewsPageSchema },
      },
    },
    async (request) => {
      const { product_id, order_id, user_id, page } = request.query;
      return service.list({ productId: product_id, orderId: order_id, authorId: user_id }, page);
    },
  );

  app.get(
    '/reviews/stats',
    {
      schema: {
        tags,
        summary: 'An ad’s rating: the rounded mean on the 10-point scale (null before any) and the count',
        querystring: reviewStatsQuerySchema,
        response: { 200: reviewStatsSchema },
      },
    },
    async (request) => service.productStats(request.query.product_id),
  );

  app.put(
    '/reviews/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Change one’s own review; new photos replace the old ones',
        description: `${formDescription} 403 for someone else’s review, 404 for an unknown one.`,
        consumes: ['multipart/form-data'],
        params: serialIdParamSchema,
        response: { 200: reviewSavedReplySchema, 403: messageReplySchema, 404: messageReplySchema },
      },
    },
    async (request) => {
      const { fields, images } = await readReviewForm(request);
      const data = await service.update(signedInUser(request).id, request.params.id, fields, images);
      return { message: messages.reviewUpdated, data };
    },
  );

  app.delete(
    '/reviews/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Delete one’s own review and its photos',
        params: serialIdParamSchema,
        response: { 200: messageReplySchema, 403: messageReplySchema, 404: messageReplySchema },
      },
    },
    async (request) => {
      await service.remove(signedInUser(request).id, request.params.id);
      return { message: messages.reviewDeleted };
    },
  );

  app.post(
    '/company/reviews',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Review a seller after a completed order from them',
        description:
          '`seller_type` is `company` for a shop, `private` for a private seller (422 when it does not ' +
          'match). 403 without a completed order from the seller, 409 when each has its seller review.',
        body: sellerReviewBodySchema,
        response: { 201: reviewSavedReplySchema, 403: messageReplySchema, 409: messageReplySchema },
      },
    },
    async (request, reply) => {
      const data = await service.reviewSeller(signedInUser(request).id, request.body);
      return reply.status(201).send({ message: messages.reviewPublished, data });
    },
  );

  app.get(
    '/company/reviews',
    {
      schema: {
        tags,
        summary: 'Every review about a seller (of their ads and of them), and/or by an author (`user_id`)',
        querystring: sellerReviewsQuerySchema,
        response: { 200: reviewsPageSchema },
      },
    },
    async (request) => {
      const { seller_id, user_id, page } = request.query;
      return service.list({ sellerId: seller_id, authorId: user_id }, page);
    },
  );
};
