import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { devRoleBodySchema, messageReplySchema, messages } from '@mp/contract';
import type { UsersService } from './service.ts';

/**
 * Development helper, registered by app.ts only outside production (where `GET /api/dev/sms` already
 * hands out any account): a role for an account, so the moderators' screens can be tried on the demo and
 * by the browser journeys. In production roles are given with `npm run admin -- grant-role`.
 */
export const devRoleRoutes: FastifyPluginAsyncZod<{ service: UsersService }> = async (app, { service }) => {
  app.post(
    '/dev/role',
    {
      schema: {
        tags: ['dev'],
        summary: 'Give the account with this phone a role (not in production)',
        body: devRoleBodySchema,
        response: { 200: messageReplySchema, 404: messageReplySchema },
      },
    },
    async (request) => {
      await service.grantRole(request.body.phone, request.body.role);
      return { message: messages.roleGranted };
    },
  );
};
