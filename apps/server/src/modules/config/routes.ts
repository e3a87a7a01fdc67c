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
        response: { 200: publicConfigSchema },
      },
    },
    async () => service.publicConfig(),
  );
};
