import fs from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import apiReference from '@scalar/fastify-api-reference';
import multipart from '@fastify/multipart';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { trustProxyOption, type Config } from './config.ts';
import type { Db } from './db/client.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { registerRouteAccess } from './http/auth.ts';
import { createServices } from './services.ts';
import { readSpaIndex, registerSpaAssets } from './http/spa.ts';
import { seoRoutes } from './modules/seo/routes.ts';
import { configRoutes } from './modules/config/routes.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { productRoutes } from './modules/products/routes.ts';
import { createProductChanges } from './modules/products/product-changes.ts';
import { adsRoutes } from './modules/ads/routes.ts';
import { mapRoutes } from './modules/map/routes.ts';
import { placesRoutes } from './modules/places/routes.ts';
import { usersRoutes } from './modules/users/routes.ts';
import { blocksRoutes } from './modules/blocks/routes.ts';
import { reportsRoutes } from './modules/moderation/routes.ts';
import { adModerationRoutes } from './modules/moderation/ad-routes.ts';
import { relatedProductRoutes } from './modules/products/related-routes.ts';
import { startHousekeeping } from './platform/housekeeping.ts';
import { companiesRoutes } from './modules/companies/routes.ts';
import { productsRepository } from './modules/products/repository.ts';
import { ViewCounter } from './modules/products/view-counter.ts';
import { authRoutes, createAuthService, devRoutes } from './modules/auth/index.ts';
import { createRateLimiter } from './platform/rate-limit/index.ts';
import { createSmsSender } from './platform/sms/index.ts';
import { createFileStorage } from './platform/storage/index.ts';
import { profilePhotoRoutes } from './modules/users/photo-routes.ts';
import { companyMediaRoutes } from './modules/companies/media-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Batched ad view counts; flushed every few seconds and on close. */
    productViews: ViewCounter;
  }
}

const viewsFlushMs = 5000;

export interface AppDeps {
  config: Config;
  db: Db;
  /** Built web app to serve; omitted in API-only tests. */
  webDistDir?: string;
  logger?: boolean;
  /** The clock of time-bound rules (codes, sessions, limits); tests move it. */
  now?: () => Date;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger === false ? false : { level: deps.config.LOG_LEVEL },
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: 'x-request-id',
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 500 },
    trustProxy: trustProxyOption(deps.config.TRUST_PROXY),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  const spaIndexHtml = readSpaIndex(deps.webDistDir);
  registerErrorHandling(app, spaIndexHtml);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'connect-src': ["'self'", 'ws:', 'wss:'],
        'script-src': ["'self'", "'unsafe-inline'", 'https://cdn.jsdelivr.net'],
      },
    },
  });
  await app.register(compress, { threshold: 1024 });
  // A global ceiling only: each upload route sets its own, smaller limits (5 MB per picture).
  await app.register(multipart, {
    limits: {
      fileSize: 10 * 1024 * 1024,
      files: 10,
      fields: 20,
      parts: 40,
      fieldSize: 64 * 1024,
      headerPairs: 100,
    },
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Маркетплейс объявлений — API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(apiReference, { routePrefix: '/api/docs' });

  const productViews = new ViewCounter(
    (batch) => productsRepository(deps.db).addViews(batch),
    viewsFlushMs,
    (err) => app.log.error({ err }, 'could not save ad views'),
  );
  app.decorate('productViews', productViews);
  app.addHook('onClose', () => productViews.close());

  const now = deps.now ?? (() => new Date());
  const limiter = createRateLimiter(deps.config, now);
  app.addHook('onClose', () => limiter.close());
  const sms = createSmsSender(deps.config, deps.db, app.log, now);
  const auth = createAuthService({ config: deps.config, db: deps.db, sms, limiter, now, log: app.log });
  const sessions = { resolve: (token: string) => auth.resolveSession(token) };
  app.decorate('sessions', sessions);
  registerRouteAccess(app, sessions);
  const productChanges = createProductChanges(deps.config.REDIS_URL, app.log);
  app.addHook('onClose', () => productChanges.close());
  const housekeeping = startHousekeeping({
    db: deps.db,
    now,
    log: app.log,
    onAdsExpired: (ids) => ids.forEach((id) => productChanges.announce(id)),
  });
  app.addHook('onClose', () => housekeeping.close());

  const storage = createFileStorage(deps.config);
  const services = createServices({
    config: deps.config,
    db: deps.db,
    now,
    log: app.log,
    storage,
    limiter,
  });
  await app.register(
    async (api) => {
      await api.register(authRoutes, { service: auth });
      if (deps.config.NODE_ENV !== 'production') await api.register(devRoutes, { service: auth });
      await api.register(configRoutes, { service: services.config });
      await api.register(catalogRoutes, { db: deps.db });
      // `/products/map` is a static path: the router prefers it to `/products/:id` either way.
      await api.register(mapRoutes, { db: deps.db });
      await api.register(productRoutes, { db: deps.db, views: productViews, changes: productChanges });
      await api.register(adsRoutes, { db: deps.db, storage, changes: productChanges, now });
      await api.register(placesRoutes, { service: services.places });
      await api.register(usersRoutes, { service: services.users });
      await api.register(blocksRoutes, { service: services.blocks });
      await api.register(reportsRoutes, { db: deps.db });
      await api.register(adModerationRoutes, {
        db: deps.db,
        onAdStatusChanged: (id) => productChanges.announce(id),
      });
      await api.register(relatedProductRoutes, { db: deps.db, changes: productChanges });
      await api.register(profilePhotoRoutes, { service: services.users });
      await api.register(companyMediaRoutes, { service: services.companies });
      await api.register(companiesRoutes, { service: services.companies });
    },
    { prefix: '/api' },
  );

  fs.mkdirSync(deps.config.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: deps.config.uploadsDir,
    prefix: '/storage/',
    decorateReply: false,
    maxAge: '30d',
    immutable: true,
  });
  // robots.txt, sitemaps, and the web app's pages with a head search engines can read.
  await app.register(seoRoutes, { db: deps.db, config: deps.config, indexHtml: spaIndexHtml });
  if (deps.webDistDir && spaIndexHtml !== undefined) await registerSpaAssets(app, deps.webDistDir);
  return app;
}
