import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { referralLinkReplySchema, referralsReplySchema } from '@mp/contract';
import { signedInUser } from '../../http/auth.ts';
import type { ReferralsService } from './service.ts';

const tags = ['referral'];

/** The referral programme (spec §7 «referral link»; record 0087). */
export const referralsRoutes: FastifyPluginAsyncZod<{ service: ReferralsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/referral-link',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'The person’s referral link (`data.referral_link`): `/authorization?ref=CODE`',
        response: { 200: referralLinkReplySchema },
      },
    },
    async (request) => ({ data: await service.link(signedInUser(request).id) }),
  );

  app.get(
    '/referrals',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'The people the person invited, newest first, each with the reward once given',
        response: { 200: referralsReplySchema },
      },
    },
    async (request) => service.invited(signedInUser(request).id),
  );
};
