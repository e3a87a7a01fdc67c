import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  allOrdersQuerySchema,
  idempotencyHeadersSchema,
  idempotencyKeyHeader,
  orderPayBodySchema,
  walletLimitQuerySchema,
  walletLimitSchema,
  messageReplySchema,
  messages,
  orderApproveBodySchema,
  orderCreateBodySchema,
  orderMoveToStatus,
  orderSavedReplySchema,
  orderSchema,
  ordersCreatedReplySchema,
  ordersPageSchema,
  ordersQuerySchema,
  orderUpdateBodySchema,
  orderTrackingSchema,
  serialIdParamSchema,
} from '@mp/contract';
import { signedInUser } from '../../http/auth.ts';
import type { OrdersService } from './service.ts';

const tags = ['orders'];
const refusals = { 404: messageReplySchema, 409: messageReplySchema };
const moveDescription =
  '404 `Заказ не найден` to anyone but the buyer and the seller; 409 with the reason for the wrong party ' +
  'or a state the move does not start from (new → confirmed → shipped → completed; cancelled before ' +
  'shipping, the stock returned).';

/** Orders (spec §7 paths; record 0130). An order point is the order itself: one seller’s part of a purchase. */
export const ordersRoutes: FastifyPluginAsyncZod<{ service: OrdersService }> = async (app, { service }) => {
  app.post(
    '/orders',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Place the order of one cart entry (`cart_item_id`, the seller’s id) or of explicit `items`',
        description:
          'One order per seller; the stock is taken in the same transaction, and the ordered cart lines ' +
          'leave the cart. 404 for an unknown ad or an empty cart entry, 422 for one’s own ad, 403 when the ' +
          'seller has blocked the buyer, 409 when an ad is no longer on sale or has fewer units in stock. ' +
          'Orders of sellers who confirm automatically start `confirmed` with their `auto_percentage`.',
        body: orderCreateBodySchema,
        response: { 201: ordersCreatedReplySchema, 403: messageReplySchema, ...refusals },
      },
    },
    async (request, reply) => {
      const orders = await service.place(signedInUser(request).id, request.body);
      return reply.status(201).send({ message: messages.orderCreated, orders });
    },
  );

  app.get(
    '/orders',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'The person’s orders as a buyer (`as=buyer`, default) or as a seller, newest first',
        querystring: ordersQuerySchema,
        response: { 200: ordersPageSchema },
      },
    },
    async (request) => {
      const { as, status, page } = request.query;
      return service.list(signedInUser(request).id, as, status, page);
    },
  );

  app.get(
    '/orders/all',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Both sides’ orders of the person in one list, newest first; `role` says which side',
        querystring: allOrdersQuerySchema,
        response: { 200: ordersPageSchema },
      },
    },
    async (request) => {
      const { status, page } = request.query;
      return service.list(signedInUser(request).id, 'both', status, page);
    },
  );

  app.get(
    '/orders/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'One order, to its buyer and seller only (404 to anyone else)',
        params: serialIdParamSchema,
        response: { 200: orderSchema, 404: messageReplySchema },
      },
    },
    async (request) => service.one(signedInUser(request).id, request.params.id),
  );

  app.put(
    '/orders/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary:
          'Move the order: `confirmed` (seller, with `approved_percentage`), `shipped` (seller), ' +
          '`completed` (buyer) or `cancelled` (either, before shipping)',
        description: moveDescription,
        params: serialIdParamSchema,
        body: orderUpdateBodySchema,
        response: { 200: orderSavedReplySchema, ...refusals },
      },
    },
    async (request) => {
      const { status, approved_percentage } = request.body;
      return service.move(
        signedInUser(request).id,
        request.params.id,
        orderMoveToStatus[status],
        approved_percentage,
      );
    },
  );

  app.delete(
    '/orders/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Cancel the order (either party, before it ships); its stock returns to the ads',
        description: moveDescription,
        params: serialIdParamSchema,
        response: { 200: orderSavedReplySchema, ...refusals },
      },
    },
    async (request) => service.move(signedInUser(request).id, request.params.id, 'cancel'),
  );

  app.post(
    '/order-points/:id/approve-manual',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'The seller confirms a new order, with the share (0–100 %) the buyer’s wallet may pay',
        description: moveDescription,
        params: serialIdParamSchema,
        body: orderApproveBodySchema,
        response: { 200: orderSavedReplySchema, ...refusals },
      },
    },
    async (request) =>
      service.move(signedInUser(request).id, request.params.id, 'confirm', request.body.approved_percentage),
  );

  app.post(
    '/order-points/:id/pay',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'The buyer pays a confirmed order from the wallet (`amount`, or all the wallet may pay)',
        description:
          'Up to the seller’s `approved_percentage` of the total, less what the wallet paid already. The money ' +
          'is held by the platform (the safe deal) until the buyer confirms receipt, or 7 days after shipping; ' +
          'it returns to the wallet when the order is cancelled or not shipped within 5 days. Needs an ' +
          '`Idempotency-Key` header: the same key and body return the first reply. 404 to anyone but the ' +
          'parties; 409 for the seller, an order not confirmed, nothing left to pay, or a short balance; 422 ' +
          'above the limit.',
        params: serialIdParamSchema,
        headers: idempotencyHeadersSchema,
        body: orderPayBodySchema,
        response: { 200: orderSavedReplySchema, ...refusals },
      },
    },
    async (request) =>
      service.pay(
        signedInUser(request).id,
        request.params.id,
        request.headers[idempotencyKeyHeader],
        request.body,
      ),
  );

  app.post(
    '/order-points/:id/ship',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'The seller ships the order; a delivery order is handed to the carrier',
        description:
          'A delivery order, confirmed and paid in full, gets its shipment from the carrier (made once, ' +
          'however often asked) and a drop-off deadline of 3 days; the reply names the date, and the ' +
          'order’s `delivery` then holds the label and the nearest drop-off points. An order without ' +
          'delivery is marked shipped, as `PUT` does. Needs an `Idempotency-Key`. 404 to anyone but the ' +
          'parties; 409 for the buyer, an order not confirmed, not paid in full or already shipped; 503 ' +
          'when the carrier cannot be reached.',
        params: serialIdParamSchema,
        headers: idempotencyHeadersSchema,
        response: { 200: orderSavedReplySchema, 503: messageReplySchema, ...refusals },
      },
    },
    async (request) =>
      service.ship(signedInUser(request).id, request.params.id, request.headers[idempotencyKeyHeader]),
  );

  app.post(
    '/order-points/:id/refuse',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'The buyer refuses a delivery order’s parcel at the pickup point: it goes back',
        description:
          'Once the parcel has arrived. The money for the goods returns to the buyer’s wallet when the ' +
          'carrier reports the parcel back with the seller; the delivery is the carrier’s. 404 to anyone ' +
          'but the parties; 409 for the seller, an order without delivery, or a parcel not at the point.',
        params: serialIdParamSchema,
        response: { 200: orderSavedReplySchema, 503: messageReplySchema, ...refusals },
      },
    },
    async (request) => service.refuse(signedInUser(request).id, request.params.id),
  );

  app.get(
    '/orders/:id/tracking',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Where a delivery order’s parcel is, and its moves as the carrier reported them',
        description: '404 to anyone but the parties; 409 for an order without delivery.',
        params: serialIdParamSchema,
        response: { 200: orderTrackingSchema, ...refusals },
      },
    },
    async (request) => service.tracking(signedInUser(request).id, request.params.id),
  );

  app.get(
    '/orders/:id/label',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'The carrier’s label of a shipped delivery order, as a PDF, to its seller',
        description: '404 to anyone but the parties and before the shipment is made; 409 for the buyer.',
        params: serialIdParamSchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const pdf = await service.label(signedInUser(request).id, request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="order-${request.params.id}-label.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );

  app.get(
    '/wallet/limit',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['wallet'],
        summary: 'How much of the order (`order_id`) the buyer’s wallet may pay now',
        description: '404 to anyone but the order’s parties; 409 for its seller.',
        querystring: walletLimitQuerySchema,
        response: { 200: walletLimitSchema, ...refusals },
      },
    },
    async (request) => service.walletLimit(signedInUser(request).id, request.query.order_id),
  );
};
