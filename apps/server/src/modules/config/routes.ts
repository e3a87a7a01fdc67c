import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicConfigSchema } from '@mp/contract';
import type { ConfigService } from './service.ts';

export const configRoutes: FastifyPluginAsyncZod<{ service: ConfigService }> = async (app, { service }) => {
  app.get(
    '/config',
    {
      schema: {
        tags: ['config'],
        summary: 'Runtime settings of the web app',
        description:
          '`environment` (development, staging, test or production) is a fact of the deployment, given here ' +
          'rather than read from local storage as spec §3 has it, where a visitor could edit it (record 0072).',
        response: { 200: publicConfigSchema },
      },
    },
    async () => service.publicConfig(),
  );
};
