import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cartAddBodySchema,
  cartProductParamSchema,
  cartQuantityBodySchema,
  cartReplySchema,
  cartSavedReplySchema,
  messages,
} from '@mp/contract';
import { signedInUser } from '../../http/auth.ts';
import type { CartService } from './service.ts';

const tags = ['cart'];

/** «Корзина» of the signed-in person (spec §7 paths); `{id}` is the ad's id. */
export const cartRoutes: FastifyPluginAsyncZod<{ service: CartService }> = async (app, { service }) => {
  app.get(
    '/cart',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'The signed-in person’s cart: entries by seller, newest first, with the total and units',
        description:
          'Each product shows today’s `price` beside `added_price` (when it was put in the cart) and ' +
          'today’s stock as `max_quantity`; `available` is false once the ad left the site, and such ' +
          'lines are left out of `total`.',
        response: { 200: cartReplySchema },
      },
    },
    async (request) => service.cart(signedInUser(request).id),
  );

  app.post(
    '/cart',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Add units of an ad to the cart (201 for a new line; 200 when its quantity grew)',
        description:
          'Someone else’s active ad only: 404 `Объявление не найдено` for an unknown or withdrawn ad, 422 ' +
          'for one’s own, 403 when the seller has blocked the buyer, 422 on `quantity` past the stock.',
        body: cartAddBodySchema,
        response: { 200: cartSavedReplySchema, 201: cartSavedReplySchema },
      },
    },
    async (request, reply) => {
      const { product_id, quantity } = request.body;
      const { created, cart } = await service.add(signedInUser(request).id, product_id, quantity);
      return reply.status(created ? 201 : 200).send({ message: messages.cartAdded, ...cart });
    },
  );

  app.put(
    '/cart/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Set the units of an ad (by the ad’s id) in the cart',
        description: '404 when the cart holds no such ad; 422 on `quantity` past the stock.',
        params: cartProductParamSchema,
        body: cartQuantityBodySchema,
        response: { 200: cartSavedReplySchema },
      },
    },
    async (request) => {
      const cart = await service.setQuantity(
        signedInUser(request).id,
        request.params.id,
        request.body.quantity,
      );
      return { message: messages.cartUpdated, ...cart };
    },
  );

  app.delete(
    '/cart/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Remove an ad (by the ad’s id) from the cart; a seller’s last ad takes the entry with it',
        description: '404 when the cart holds no such ad.',
        params: cartProductParamSchema,
        response: { 200: cartSavedReplySchema },
      },
    },
    async (request) => ({
      message: messages.cartRemoved,
      ...(await service.remove(signedInUser(request).id, request.params.id)),
    }),
  );

  app.delete(
    '/cart',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Empty the cart',
        response: { 200: cartSavedReplySchema },
      },
    },
    async (request) => ({
      message: messages.cartCleared,
      ...(await service.clear(signedInUser(request).id)),
    }),
  );
};
