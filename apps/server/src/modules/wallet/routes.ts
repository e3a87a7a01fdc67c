import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idempotencyHeadersSchema,
  idempotencyKeyHeader,
  messageReplySchema,
  paymentIdParamSchema,
  paymentReplySchema,
  paymentSchema,
  paymentTypesReplySchema,
  pointsWalletSchema,
  topUpBodySchema,
  walletSchema,
  walletTransactionsPageSchema,
  walletTransactionsQuerySchema,
  withdrawalReplySchema,
  withdrawalsPageSchema,
  withdrawalsQuerySchema,
  withdrawBodySchema,
} from '@mp/contract';
import { signedInUser } from '../../http/auth.ts';
import type { WalletService } from './service.ts';

const tags = ['wallet'];
const keyDescription =
  'Needs an `Idempotency-Key` header (up to 255 of `A–Z a–z 0–9 _ . : -`, a UUID fits): the same key with ' +
  'the same body returns the first reply; with another body, 409.';

/** The signed-in person's wallet, special wallet, top-ups and withdrawals (spec §7 paths; records 0086, 0138). */
export const walletRoutes: FastifyPluginAsyncZod<{ service: WalletService }> = async (app, { service }) => {
  app.get(
    '/wallet',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'The balance (rubles), what waits to be paid out, and the seller’s share of a sale',
        response: { 200: walletSchema },
      },
    },
    async (request) => service.wallet(signedInUser(request).id),
  );

  app.get(
    '/wallet/transactions',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary:
          'The wallet’s movements, newest first, 20 a page: type, signed amount, balance after, what for',
        querystring: walletTransactionsQuerySchema,
        response: { 200: walletTransactionsPageSchema },
      },
    },
    async (request) => service.transactions(signedInUser(request).id, request.query.page),
  );

  app.get(
    '/wallet/points',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'The special wallet: the points balance',
        response: { 200: pointsWalletSchema },
      },
    },
    async (request) => service.points(signedInUser(request).id),
  );

  app.get(
    '/wallet/points/transactions',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'The special wallet’s movements in points, newest first, 20 a page',
        querystring: walletTransactionsQuerySchema,
        response: { 200: walletTransactionsPageSchema },
      },
    },
    async (request) => service.pointsTransactions(signedInUser(request).id, request.query.page),
  );

  app.get(
    '/payment-types',
    {
      schema: {
        tags,
        summary: 'The ways to top up the wallet, each with its active flag',
        response: { 200: paymentTypesReplySchema },
      },
    },
    async () => ({ data: service.paymentTypes() }),
  );

  app.post(
    '/wallet/top-up',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Start a top-up: a pending payment and the address where the person confirms it',
        description:
          `${keyDescription} The balance moves only when the payment succeeds, once. 422 for an amount ` +
          'that is not a positive sum in whole kopecks within 10–300 000 ₽; 502 when the provider fails.',
        headers: idempotencyHeadersSchema,
        body: topUpBodySchema,
        response: { 201: paymentReplySchema, 409: messageReplySchema, 502: messageReplySchema },
      },
    },
    async (request, reply) => {
      const key = request.headers[idempotencyKeyHeader];
      return reply.status(201).send(await service.topUp(signedInUser(request).id, key, request.body));
    },
  );

  app.post(
    '/wallet/withdraw',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Ask to withdraw to a card: the sum is held until it is paid out or refused',
        description: `${keyDescription} 409 \`Недостаточно средств на балансе\` when the balance is short.`,
        headers: idempotencyHeadersSchema,
        body: withdrawBodySchema,
        response: { 201: withdrawalReplySchema, 409: messageReplySchema },
      },
    },
    async (request, reply) => {
      const key = request.headers[idempotencyKeyHeader];
      return reply.status(201).send(await service.withdraw(signedInUser(request).id, key, request.body));
    },
  );

  app.get(
    '/wallet/withdrawals',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'The person’s withdrawal requests, newest first',
        querystring: withdrawalsQuerySchema,
        response: { 200: withdrawalsPageSchema },
      },
    },
    async (request) => service.withdrawals(signedInUser(request).id, request.query.page),
  );

  app.get(
    '/payments/:payment_id',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'One of the person’s payments (404 for anyone else’s)',
        params: paymentIdParamSchema,
        response: { 200: paymentSchema, 404: messageReplySchema },
      },
    },
    async (request) => service.payment(signedInUser(request).id, request.params.payment_id),
  );
};
