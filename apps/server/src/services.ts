import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { blocksRepository } from './modules/blocks/repository.ts';
import { blocksService } from './modules/blocks/service.ts';
import { configService } from './modules/config/service.ts';
import { placesService } from './modules/places/service.ts';
import { createAddressSuggester } from './platform/address/index.ts';
import { cityById } from './platform/address/cities.ts';
import { createGeocoder, isPublicNominatim } from './platform/geocoder/index.ts';
import type { RateLimiter } from './platform/rate-limit/index.ts';

export interface ServiceDeps {
  config: Config;
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
  limiter: RateLimiter;
}

export type Services = ReturnType<typeof createServices>;

/**
 * Every domain service, built once, each handed the repositories and other services it uses. Routes
 * receive their module's service from here (app.ts); nothing else builds a service.
 */
export function createServices({ config, db, log, limiter }: ServiceDeps) {
  const blocks = blocksService(blocksRepository(db));
  const places = placesService({
    suggester: createAddressSuggester(config, db),
    geocoder: createGeocoder(config, db),
    limiter,
    cityById: (id) => cityById(db, id),
    geocoderGlobalLimit: isPublicNominatim(config),
    log,
  });
  return { blocks, places, config: configService(config) };
}
