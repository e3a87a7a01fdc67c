import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { ReadReplicas } from './db/replicas.ts';
import type { Planned } from './db/planned.ts';
import type { DomainEventBus, DomainEvents } from './domain-events.ts';
import { createAuthService } from './modules/auth/index.ts';
import { adImageFiles } from './modules/ads/images.ts';
import { adLifecycle } from './modules/ads/lifecycle.ts';
import { adPictureCheck, listenForPictures } from './modules/ads/picture-check.ts';
import { adPicturesRepository } from './modules/ads/pictures-repository.ts';
import { adsRepository } from './modules/ads/repository.ts';
import { adsService } from './modules/ads/service.ts';
import { draftsService } from './modules/ads/drafts.ts';
import { blocksRepository } from './modules/blocks/repository.ts';
import { blocksService } from './modules/blocks/service.ts';
import { cartRepository } from './modules/cart/repository.ts';
import { cartService } from './modules/cart/service.ts';
import { ordersRepository } from './modules/orders/repository.ts';
import { ordersService } from './modules/orders/service.ts';
import { adStock } from './modules/ads/stock.ts';
import { shopsRepository } from './modules/shops/repository.ts';
import { reviewsRepository } from './modules/reviews/repository.ts';
import { reviewsService } from './modules/reviews/service.ts';
import { searchRepository } from './modules/search/repository.ts';
import { searchService } from './modules/search/service.ts';
import { searchLearning } from './modules/search/learning.ts';
import { shopsService } from './modules/shops/service.ts';
import { catalogRepository } from './modules/catalog/repository.ts';
import { catalogService } from './modules/catalog/service.ts';
import { companiesRepository } from './modules/companies/repository.ts';
import { companiesService } from './modules/companies/service.ts';
import { configService } from './modules/config/service.ts';
import { contactsRepository } from './modules/contacts/repository.ts';
import { contactsService } from './modules/contacts/service.ts';
import { favoritesRepository } from './modules/favorites/repository.ts';
import { favoritesService } from './modules/favorites/service.ts';
import { mapRepository } from './modules/map/repository.ts';
import { mapService } from './modules/map/service.ts';
import { notificationsRepository } from './modules/notifications/repository.ts';
import { listenForNotices } from './modules/notifications/listeners.ts';
import { notificationsService } from './modules/notifications/service.ts';
import { listenForPushes } from './modules/push/listeners.ts';
import { listenForStats } from './modules/stats/listeners.ts';
import { statsRepository } from './modules/stats/repository.ts';
import { listenForOutcomes, screeningService } from './modules/screening/index.ts';
import { screeningRepository } from './modules/screening/repository.ts';
import { statsService } from './modules/stats/service.ts';
import { pushRepository } from './modules/push/repository.ts';
import { pushService } from './modules/push/service.ts';
import { adModerationRepository } from './modules/moderation/ad-repository.ts';
import { reportsRepository } from './modules/moderation/repository.ts';
import { moderationService } from './modules/moderation/service.ts';
import { placesService } from './modules/places/service.ts';
import type { ProductChanges } from './modules/products/product-changes.ts';
import { relatedAds } from './modules/products/related.ts';
import { relatedRepository } from './modules/products/related-repository.ts';
import { productsRepository } from './modules/products/repository.ts';
import { suggestionsRepository } from './modules/products/suggestions-repository.ts';
import { productsService } from './modules/products/service.ts';
import { savingViews, ViewCounter } from './modules/products/view-counter.ts';
import { seoRepository } from './modules/seo/repository.ts';
import { seoService } from './modules/seo/service.ts';
import { usersRepository } from './modules/users/repository.ts';
import { usersService } from './modules/users/service.ts';
import { createAddressSuggester } from './platform/address/index.ts';
import { cityById } from './platform/address/cities.ts';
import { createGeocoder, isPublicNominatim } from './platform/geocoder/index.ts';
import { createCarrier } from './platform/delivery/index.ts';
import { deliveryRepository } from './modules/delivery/repository.ts';
import { deliveryService } from './modules/delivery/service.ts';
import { shipmentsRepository } from './modules/delivery/shipments-repository.ts';
import { createEventBus } from './platform/events/bus.ts';
import { eventOutbox } from './platform/events/outbox.ts';
import { heavyReadsGate } from './platform/heavy-reads.ts';
import type { Broadcaster } from './platform/realtime/broker.ts';
import type { Presence } from './platform/realtime/presence.ts';
import { chatRepository } from './modules/chat/repository.ts';
import { chatService } from './modules/chat/service.ts';
import { broadcastingService } from './modules/realtime/service.ts';
import type { RateLimiter } from './platform/rate-limit/index.ts';
import type { SmsSender } from './platform/sms/index.ts';
import type { PaymentsProvider } from './platform/payments/index.ts';
import type { PushSender } from './platform/push/index.ts';
import { idempotentWork } from './modules/wallet/idempotency.ts';
import { walletLedger } from './modules/wallet/ledger.ts';
import { walletRepository } from './modules/wallet/repository.ts';
import { walletService } from './modules/wallet/service.ts';
import { tariffsRepository } from './modules/tariffs/repository.ts';
import { tariffsService } from './modules/tariffs/service.ts';
import { referralsRepository } from './modules/referrals/repository.ts';
import { packagesRepository } from './modules/packages/repository.ts';
import { packagesService } from './modules/packages/service.ts';
import { referralsService } from './modules/referrals/service.ts';
import { savedSearchesRepository } from './modules/saved-searches/repository.ts';
import { savedSearchesService } from './modules/saved-searches/service.ts';
import { healthRepository } from './modules/health/repository.ts';
import { healthService } from './modules/health/service.ts';
import { userUploads, type FileStorage } from './platform/storage/index.ts';

const viewsFlushMs = 5000;

export interface ServiceDeps {
  config: Config;
  db: Db;
  /** The replicas `db` sends some reads to; readiness says whether one answers. */
  replicas?: ReadReplicas;
  /** Statements with planner settings of their own (record 0182), on `db`'s servers. */
  planned: Planned;
  /** The database is the embedded one (PGlite): one statement at a time, on this thread. */
  embedded: boolean;
  now: () => Date;
  log: FastifyBaseLogger;
  storage: FileStorage;
  limiter: RateLimiter;
  sms: SmsSender;
  payments: PaymentsProvider;
  /** Web Push to people's devices. */
  pushSender: PushSender;
  /** «This ad changed», heard by every instance: the caches of an ad listen to it. */
  changes: ProductChanges;
  /** Live events to WebSocket subscribers (every instance's). */
  realtime: Broadcaster;
  /** Who is connected to the WebSocket server, on any instance. */
  presence: Pick<Presence, 'onlineAmong'>;
}

export type Services = ReturnType<typeof createServices>;

/**
 * Every domain service, built once, each handed the repositories and other services it uses. Routes
 * receive their module's service from here (app.ts); nothing else builds a service.
 */
export function createServices({
  config,
  db,
  replicas,
  planned,
  embedded,
  now,
  log,
  storage,
  limiter,
  sms,
  payments,
  pushSender,
  changes,
  realtime,
  presence,
}: ServiceDeps) {
  // Modules meet through typed domain events (record 0119): a module announces what happened, and the
  // modules that react register their listeners on `events` when they are built. Every other dependency
  // below is on a service built above it.
  const events: DomainEventBus = createEventBus<DomainEvents>({ outbox: eventOutbox(db), db, now, log });
  const notifications = notificationsService({ repository: notificationsRepository(db), realtime, now, log });
  listenForNotices(events, notifications);
  const push = pushService({
    repository: pushRepository(db),
    events,
    sender: pushSender,
    publicKey: config.VAPID_PUBLIC_KEY,
    endpoints: { production: config.NODE_ENV === 'production', allowedHosts: config.PUSH_ALLOWED_HOSTS },
    now,
    log,
  });
  listenForPushes(events, push);
  // Listeners are registered before anything can announce (the outbox rows are written per listener).
  const statsSql = statsRepository(db);
  listenForStats(events, statsSql, now);
  const auth = createAuthService({ config, db, sms, limiter, now, log, events });
  const blocks = blocksService(blocksRepository(db));
  const catalog = catalogService({
    repository: catalogRepository(db),
    referenceTtlMs: config.REFERENCE_CACHE_SECONDS * 1000,
    now,
  });

  const productsSql = productsRepository(db, planned);
  const views = new ViewCounter(
    savingViews(productsSql, events),
    viewsFlushMs,
    (err) => log.error({ err }, 'could not save ad views'),
    now,
  );
  const searchSql = searchRepository(db);
  const search = searchService({ repository: searchSql });
  const heavyReads = heavyReadsGate(embedded);
  const products = productsService({
    repository: productsSql,
    suggestions: suggestionsRepository(db, planned),
    catalog,
    blocks,
    search,
    changes,
    views,
    searchCacheMs: config.SEARCH_CACHE_SECONDS * 1000,
    heavyReads,
  });
  const learning = searchLearning({
    repository: searchSql,
    search,
    adSubcategory: async (id) => (await products.pageDetail(id)).subcategory_id,
    subcategorySlug: catalog.subcategorySlug,
    limiter,
    now,
  });
  const related = relatedAds({ repository: relatedRepository(db), cards: products.cards, blocks, changes });
  const map = mapService({ repository: mapRepository(db), products, heavyReads });

  const contacts = contactsService({ repository: contactsRepository(db), blocks, limiter, events });

  const favorites = favoritesService({ repository: favoritesRepository(db), products, events });
  const savedSearches = savedSearchesService({
    repository: savedSearchesRepository(db),
    products,
    events,
    now,
    log,
  });

  // Money: the ledger other modules pay through, then what pays through it, then the wallet's own
  // screens, which show the seller's tariff.
  const walletSql = walletRepository(db);
  const once = idempotentWork(events, walletSql);
  const ledger = walletLedger({ repository: walletSql, once });
  const packages = packagesService({ repository: packagesRepository(db), wallet: ledger });
  const tariffs = tariffsService({
    db,
    events,
    repository: tariffsRepository(db),
    wallet: ledger,
    packages,
    now,
  });
  const wallet = walletService({
    db,
    events,
    repository: walletSql,
    once,
    provider: payments,
    commissionFreeLeft: (userId) => tariffs.commissionFreeLeft(userId),
    publicUrl: config.publicUrl,
    now,
    log,
  });
  const referrals = referralsService({
    events,
    repository: referralsRepository(db),
    wallet: ledger,
    publicUrl: config.publicUrl,
    now,
    log,
  });
  const cart = cartService({ repository: cartRepository(db), blocks, events });
  const uploads = userUploads(storage, log);
  const users = usersService({ repository: usersRepository(db), blocks, ads: products, uploads });
  const delivery = deliveryService({
    repository: deliveryRepository(db),
    carrier: createCarrier(config, db),
    catalog,
    products,
    cart,
    shipmentsRepository: shipmentsRepository(db),
    events,
    person: async (userId) => {
      const { name, surname, phone } = await users.ownProfile(userId);
      return { name: [name, surname].filter(Boolean).join(' '), phone: phone ?? '' };
    },
    log,
    now,
  });
  const orders = ordersService({
    db,
    repository: ordersRepository(db),
    cart,
    blocks,
    stock: adStock,
    changes,
    events,
    wallet: ledger,
    commissionFreeLeft: (userId) => tariffs.commissionFreeLeft(userId),
    delivery,
    now,
  });

  const lifecycle = adLifecycle({ db, now });
  const screening = screeningService({ repository: screeningRepository(db), now });
  listenForOutcomes(events, screening);
  const adsSql = adsRepository(db);
  const pictureCheck = adPictureCheck({
    pictures: adPicturesRepository(db),
    ads: adsSql,
    lifecycle,
    storage,
    events,
    changes,
  });
  listenForPictures(events, pictureCheck);
  const adsDeps = {
    ads: adsSql,
    lifecycle,
    catalog,
    products,
    files: adImageFiles(storage, log),
    favorites,
    changes,
    activeAdsLimit: (userId: number) => tariffs.activeAdsLimit(userId),
    spendCredit: packages.spend,
    events,
    screening,
    pictureCheck,
    now,
  };
  const ads = adsService(adsDeps);
  const stats = statsService({ repository: statsSql, ads, products, now });
  const drafts = draftsService(adsDeps, ads);
  const moderation = moderationService({
    reports: reportsRepository(db),
    ads: adModerationRepository(db),
    lifecycle,
    changes,
    events,
    ruleOutcomes: () => screening.ruleOutcomes(),
  });

  const seo = seoService({ repository: seoRepository(db), catalog, products, users, base: config.publicUrl });
  const companies = companiesService({
    repository: companiesRepository(db),
    uploads,
    config,
    events,
  });
  const shops = shopsService({ repository: shopsRepository(db) });
  const reviews = reviewsService({ repository: reviewsRepository(db), uploads, events, now });
  const chat = chatService({
    repository: chatRepository(db),
    blocks,
    presence,
    realtime,
    limiter,
    now,
    events,
  });
  const broadcasting = broadcastingService({
    app: { key: config.PUSHER_APP_KEY, secret: config.PUSHER_APP_SECRET },
    mayListen: (userId, channel) => chat.mayListen(userId, channel),
  });
  const places = placesService({
    suggester: createAddressSuggester(config, db),
    geocoder: createGeocoder(config, db),
    limiter,
    cityById: (id) => cityById(db, id),
    geocoderGlobalLimit: isPublicNominatim(config),
    log,
  });

  return {
    events,
    auth,
    config: configService(config),
    health: healthService({ repository: healthRepository(db), limiter, replicas }),
    blocks,
    catalog,
    products,
    search,
    learning,
    heavyReads,
    views,
    contacts,
    favorites,
    savedSearches,
    cart,
    orders,
    related,
    map,
    seo,
    ads,
    screening,
    stats,
    drafts,
    moderation,
    users,
    companies,
    shops,
    reviews,
    places,
    chat,
    broadcasting,
    notifications,
    push,
    wallet,
    tariffs,
    referrals,
    packages,
    delivery,
  };
}
