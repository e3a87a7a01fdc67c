import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  messageReplySchema,
  messages,
  paymentIdParamSchema,
  paymentReplySchema,
  yookassaWebhookSchema,
} from '@mp/contract';
import { signedInUser } from '../../http/auth.ts';
import { HttpError } from '../../http/errors.ts';
import { PaymentProviderError } from '../../platform/payments/index.ts';
import type { WalletService } from './service.ts';

const tags = ['wallet'];

/** The sandbox provider's confirmation page calls these; app.ts registers them only outside production. */
export const sandboxPaymentRoutes: FastifyPluginAsyncZod<{ service: WalletService }> = async (
  app,
  { service },
) => {
  for (const [path, outcome] of [
    ['succeed', 'succeeded'],
    ['fail', 'canceled'],
  ] as const) {
    app.post(
      `/payments/sandbox/:payment_id/${path}`,
      {
        config: { auth: 'user' },
        schema: {
          tags: ['dev'],
          summary: `The sandbox payment ${outcome} (its payer only; not in production)`,
          description: '404 for anyone else’s payment; 409 `Платёж уже завершён` the second time.',
          params: paymentIdParamSchema,
          response: { 200: paymentReplySchema, 404: messageReplySchema, 409: messageReplySchema },
        },
      },
      async (request) => service.settleSandbox(signedInUser(request).id, request.params.payment_id, outcome),
    );
  }
};

/** YooKassa's HTTP notifications (record 0138): a hint to read the payment back, never trusted as such. */
export const yookassaWebhookRoutes: FastifyPluginAsyncZod<{ service: WalletService }> = async (
  app,
  { service },
) => {
  app.post(
    '/payments/yookassa/webhook',
    {
      schema: {
        tags,
        summary: 'YooKassa’s notification of a payment’s end; the payment is read back from YooKassa',
        description:
          '200 once handled (unknown or settled payments change nothing); 503 when YooKassa cannot be asked, ' +
          'so it sends the notification again later.',
        body: yookassaWebhookSchema,
        response: { 200: messageReplySchema, 503: messageReplySchema },
      },
    },
    async (request) => {
      try {
        await service.providerNotice(request.body.object.id);
      } catch (err) {
        if (err instanceof PaymentProviderError) throw new HttpError(503, messages.paymentProviderError);
        throw err;
      }
      return { message: 'ok' };
    },
  );
};
