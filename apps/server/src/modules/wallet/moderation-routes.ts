import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  messageReplySchema,
  pendingWithdrawalsPageSchema,
  pendingWithdrawalsQuerySchema,
  serialIdParamSchema,
  withdrawalDecisions,
  withdrawalReplySchema,
} from '@mp/contract';
import type { WalletService } from './service.ts';

const tags = ['moderation'];

/** Moderators pay out withdrawal requests or refuse them (record 0138). */
export const withdrawalModerationRoutes: FastifyPluginAsyncZod<{ service: WalletService }> = async (
  app,
  { service },
) => {
  app.get(
    '/moderation/withdrawals',
    {
      config: { auth: 'moderator' },
      schema: {
        tags,
        summary: 'Withdrawal requests waiting for a decision, oldest first',
        querystring: pendingWithdrawalsQuerySchema,
        response: { 200: pendingWithdrawalsPageSchema },
      },
    },
    async (request) => service.pendingWithdrawals(request.query.page),
  );

  for (const decision of withdrawalDecisions) {
    app.post(
      `/moderation/withdrawals/:id/${decision}`,
      {
        config: { auth: 'moderator' },
        schema: {
          tags,
          summary:
            decision === 'pay'
              ? 'The held sum was paid out to the card'
              : 'Refuse the request: the held sum returns to the wallet',
          description: '404 for an unknown request; 409 `Заявка на вывод уже обработана` the second time.',
          params: serialIdParamSchema,
          response: { 200: withdrawalReplySchema, 404: messageReplySchema, 409: messageReplySchema },
        },
      },
      async (request) => service.decideWithdrawal(request.params.id, decision),
    );
  }
};
