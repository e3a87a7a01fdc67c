import '@mp/contract/zod-locale';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
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
import type { Database } from './db/client.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { registerRouteAccess } from './http/auth.ts';
import { registerReadRouting } from './http/read-routing.ts';
import { recentWriters } from './platform/read-routing/index.ts';
import { registerWellFormedInput } from './http/well-formed-input.ts';
import { registerJsonBody } from './http/json-body.ts';
import { uploadQuota } from './http/image-upload.ts';
import { errorForLog } from './http/log-redaction.ts';
import { loadPageRenderer } from './http/page-renderer.ts';
import { registerReplyHeaders } from './http/reply-headers.ts';
import { createServices, type Services } from './services.ts';
import { readSpaIndex, registerSpaAssets } from './http/spa.ts';
import { seoRoutes } from './modules/seo/routes.ts';
import { configRoutes } from './modules/config/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { productRoutes } from './modules/products/routes.ts';
import { searchRoutes } from './modules/search/routes.ts';
import { createProductChanges } from './modules/products/product-changes.ts';
import { adsRoutes } from './modules/ads/routes.ts';
import { favoritesRoutes } from './modules/favorites/routes.ts';
import { statsRoutes } from './modules/stats/routes.ts';
import { savedSearchesRoutes } from './modules/saved-searches/routes.ts';
import { cartRoutes } from './modules/cart/routes.ts';
import { ordersRoutes } from './modules/orders/routes.ts';
import { shopsRoutes } from './modules/shops/routes.ts';
import { reviewsRoutes } from './modules/reviews/routes.ts';
import { mapRoutes } from './modules/map/routes.ts';
import { deliveryRoutes } from './modules/delivery/routes.ts';
import { notificationsRoutes } from './modules/notifications/routes.ts';
import { placesRoutes } from './modules/places/routes.ts';
import { usersRoutes } from './modules/users/routes.ts';
import { devRoleRoutes } from './modules/users/dev-routes.ts';
import { blocksRoutes } from './modules/blocks/routes.ts';
import { reportsRoutes } from './modules/moderation/routes.ts';
import { adModerationRoutes } from './modules/moderation/ad-routes.ts';
import { relatedProductRoutes } from './modules/products/related-routes.ts';
import { contactsRoutes } from './modules/contacts/routes.ts';
import { startJobs, type PgBossOptions } from './platform/jobs/index.ts';
import { periodicJobs } from './periodic-jobs.ts';
import { companiesRoutes } from './modules/companies/routes.ts';
import { authRoutes, devRoutes } from './modules/auth/index.ts';
import { createRealtimeBroker, type ChannelEvent } from './platform/realtime/broker.ts';
import { createPresence } from './platform/realtime/presence.ts';
import { allowedOrigins } from './platform/realtime/origins.ts';
import { clientAddressReader } from './platform/realtime/client-address.ts';
import { attachPusherServer, type PusherServer } from './platform/realtime/pusher-server.ts';
import { chatRoutes } from './modules/chat/routes.ts';
import { broadcastingRoutes } from './modules/realtime/routes.ts';
import { createRateLimiter } from './platform/rate-limit/index.ts';
import { createSmsSender } from './platform/sms/index.ts';
import { createPaymentsProvider } from './platform/payments/index.ts';
import { createPushSender } from './platform/push/index.ts';
import { pushRoutes } from './modules/push/index.ts';
import { walletRoutes } from './modules/wallet/routes.ts';
import { sandboxPaymentRoutes, yookassaWebhookRoutes } from './modules/wallet/payment-routes.ts';
import { withdrawalModerationRoutes } from './modules/wallet/moderation-routes.ts';
import { tariffsRoutes } from './modules/tariffs/routes.ts';
import { referralsRoutes } from './modules/referrals/routes.ts';
import { packagesRoutes } from './modules/packages/routes.ts';
import {
  createFileStorage,
  registerStorageRoutes,
  type ServedFileStorage,
} from './platform/storage/index.ts';
import { profilePhotoRoutes } from './modules/users/photo-routes.ts';
import { companyMediaRoutes } from './modules/companies/media-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The domain services (tests reach them to arrange state or flush the view counts). */
    services: Services;
    /** The WebSocket server (tests and the bench read its connection count). */
    realtime: PusherServer;
  }
}

export interface AppDeps {
  config: Config;
  database: Pick<Database, 'db' | 'kind' | 'pool' | 'replicas' | 'planned'>;
  /** How quickly pg-boss notices a due schedule and takes its job (tests shorten it). */
  jobOptions?: PgBossOptions;
  /** Whether this instance runs the periodic jobs (default true); tests that call the services leave them off. */
  periodicJobs?: boolean;
  /** Where uploads go and are served from; by default the one the config names (`createFileStorage`). */
  storage?: ServedFileStorage;
  /** Built web app to serve; omitted in API-only tests. */
  webDistDir?: string;
  /** The web app's server build (`apps/web/dist-ssr/main-server.js`), to send pages with their first screen. */
  webServerEntry?: string;
  logger?: boolean;
  /** The clock of time-bound rules (codes, sessions, limits); tests move it. */
  now?: () => Date;
  /** Hears every channel event this instance delivers (tests read each by the contract's `realtimeWire`). */
  onRealtimeEvent?: (event: ChannelEvent) => void;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      deps.logger === false ? false : { level: deps.config.LOG_LEVEL, serializers: { err: errorForLog } },
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: 'x-request-id',
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 500 },
    trustProxy: trustProxyOption(deps.config.TRUST_PROXY),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerJsonBody(app);
  registerWellFormedInput(app);
  registerReplyHeaders(app, deps.config.MAP_TILE_URL);
  const spaIndexHtml = readSpaIndex(deps.webDistDir);
  const renderer =
    spaIndexHtml === undefined ? undefined : await loadPageRenderer(app, deps.webServerEntry, app.log);
  registerErrorHandling(app, spaIndexHtml, renderer);

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
  // The documentation's fonts are the system's: Scalar's default ones come from its own CDN.
  await app.register(apiReference, { routePrefix: '/api/docs', configuration: { withDefaultFonts: false } });

  const now = deps.now ?? (() => new Date());
  const limiter = createRateLimiter(deps.config, now);
  app.addHook('onClose', () => limiter.close());
  app.decorate('uploadQuota', uploadQuota(limiter, deps.config.UPLOADS_PER_HOUR));
  const sms = createSmsSender(deps.config, deps.database.db, app.log, now);
  const productChanges = createProductChanges(deps.config.REDIS_URL, app.log);
  app.addHook('onClose', () => productChanges.close());
  const realtime = createRealtimeBroker(deps.config.REDIS_URL, app.log);
  if (deps.onRealtimeEvent) realtime.onEvent(deps.onRealtimeEvent);
  const presence = createPresence(deps.config.REDIS_URL, app.log);
  const storage = deps.storage ?? (await createFileStorage(deps.config));
  const services = createServices({
    config: deps.config,
    db: deps.database.db,
    replicas: deps.database.replicas,
    planned: deps.database.planned,
    embedded: deps.database.kind === 'pglite',
    now,
    log: app.log,
    storage,
    limiter,
    sms,
    payments: createPaymentsProvider(deps.config),
    pushSender: createPushSender(deps.config),
    changes: productChanges,
    realtime,
    presence,
  });
  const { auth } = services;
  const pusher = attachPusherServer(app.server, {
    app: { key: deps.config.PUSHER_APP_KEY, secret: deps.config.PUSHER_APP_SECRET },
    isAllowedOrigin: allowedOrigins(deps.config),
    clientAddress: clientAddressReader(deps.config.TRUST_PROXY),
    connectionsPerAddressMax: deps.config.REALTIME_CONNECTIONS_PER_ADDRESS,
    broker: realtime,
    presence,
    relayClientEvent: (event) => services.chat.relayClientEvent(event),
    onPresenceChange: (userId, online) => {
      services.chat
        .announcePresence(userId, online)
        .catch((err: unknown) => app.log.warn({ err, userId }, 'presence not announced'));
    },
    log: app.log,
  });
  app.decorate('realtime', pusher);
  app.addHook('onClose', async () => {
    await pusher.close();
    await presence.close();
    await realtime.close();
  });
  registerRouteAccess(app, {
    resolve: (token) => auth.resolveSession(token),
    resolveJwt: (jwt) => auth.resolveJwtSession(jwt),
  });
  if (deps.database.replicas) registerReadRouting(app, recentWriters(deps.config));
  app.decorate('services', services);
  app.addHook('onClose', () => services.views.close());
  // Pushes on their way finish (each push service answers within its timeout) before the database closes.
  app.addHook('onClose', () => services.events.settled());
  if (deps.periodicJobs !== false) {
    const jobs = await startJobs(deps.database, periodicJobs(services), app.log, deps.jobOptions);
    app.addHook('onClose', () => jobs.close());
    // Events whose delivery a stopped instance left unfinished wait no longer than the start.
    await services.events.relay();
  }
  await app.register(
    async (api) => {
      await api.register(authRoutes, { service: auth });
      if (deps.config.NODE_ENV !== 'production') {
        await api.register(devRoutes, { service: auth });
        await api.register(devRoleRoutes, { service: services.users });
      }
      await api.register(configRoutes, { service: services.config });
      await api.register(healthRoutes, { service: services.health });
      await api.register(catalogRoutes, { service: services.catalog });
      // `/products/map` is a static path: the router prefers it to `/products/:id` either way.
      await api.register(mapRoutes, { service: services.map });
      await api.register(productRoutes, { service: services.products, delivery: services.delivery });
      await api.register(searchRoutes, { learning: services.learning });
      await api.register(adsRoutes, { service: services.ads, drafts: services.drafts });
      await api.register(favoritesRoutes, { service: services.favorites });
      await api.register(statsRoutes, { service: services.stats });
      await api.register(savedSearchesRoutes, { service: services.savedSearches });
      await api.register(deliveryRoutes, {
        service: services.delivery,
        sandbox: deps.config.NODE_ENV !== 'production' && services.delivery.carrierName === 'sandbox',
      });
      await api.register(cartRoutes, { service: services.cart });
      await api.register(ordersRoutes, { service: services.orders });
      await api.register(shopsRoutes, { service: services.shops });
      await api.register(reviewsRoutes, { service: services.reviews });
      await api.register(placesRoutes, { service: services.places });
      await api.register(usersRoutes, { service: services.users });
      await api.register(blocksRoutes, { service: services.blocks });
      await api.register(reportsRoutes, { service: services.moderation });
      await api.register(adModerationRoutes, { service: services.moderation });
      await api.register(relatedProductRoutes, { service: services.related });
      await api.register(contactsRoutes, { service: services.contacts });
      await api.register(profilePhotoRoutes, { service: services.users });
      await api.register(companyMediaRoutes, { service: services.companies });
      await api.register(companiesRoutes, { service: services.companies });
      await api.register(chatRoutes, { service: services.chat });
      await api.register(broadcastingRoutes, { service: services.broadcasting });
      await api.register(notificationsRoutes, { service: services.notifications });
      await api.register(pushRoutes, { service: services.push });
      await api.register(walletRoutes, { service: services.wallet });
      await api.register(withdrawalModerationRoutes, { service: services.wallet });
      await api.register(tariffsRoutes, { service: services.tariffs });
      await api.register(referralsRoutes, { service: services.referrals });
      await api.register(packagesRoutes, { service: services.packages });
      if (deps.config.PAYMENTS_PROVIDER === 'yookassa') {
        await api.register(yookassaWebhookRoutes, { service: services.wallet });
      } else if (deps.config.NODE_ENV !== 'production') {
        await api.register(sandboxPaymentRoutes, { service: services.wallet });
      }
    },
    { prefix: '/api' },
  );

  await registerStorageRoutes(app, storage);
  // robots.txt, sitemaps, and the web app's pages with a head search engines can read.
  if (deps.config.NODE_ENV === 'production' && !deps.config.PUBLIC_URL) {
    app.log.warn(`PUBLIC_URL is not set: canonical links and sitemaps point to ${deps.config.publicUrl}`);
  }
  await app.register(seoRoutes, {
    service: services.seo,
    base: deps.config.publicUrl,
    indexHtml: spaIndexHtml,
    renderer,
  });
  if (deps.webDistDir && spaIndexHtml !== undefined) await registerSpaAssets(app, deps.webDistDir);
  return app;
}
