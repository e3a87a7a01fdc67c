import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { blocksRepository } from './modules/blocks/repository.ts';
import { blocksService } from './modules/blocks/service.ts';
import { catalogRepository } from './modules/catalog/repository.ts';
import { companiesRepository } from './modules/companies/repository.ts';
import { companiesService } from './modules/companies/service.ts';
import { configService } from './modules/config/service.ts';
import { placesService } from './modules/places/service.ts';
import { productsRepository } from './modules/products/repository.ts';
import { productsService } from './modules/products/service.ts';
import { userUploads } from './modules/users/media.ts';
import { usersRepository } from './modules/users/repository.ts';
import { usersService } from './modules/users/service.ts';
import { createAddressSuggester } from './platform/address/index.ts';
import { cityById } from './platform/address/cities.ts';
import { createGeocoder, isPublicNominatim } from './platform/geocoder/index.ts';
import type { RateLimiter } from './platform/rate-limit/index.ts';
import type { FileStorage } from './platform/storage/index.ts';

export interface ServiceDeps {
  config: Config;
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
  storage: FileStorage;
  limiter: RateLimiter;
}

export type Services = ReturnType<typeof createServices>;

/**
 * Every domain service, built once, each handed the repositories and other services it uses. Routes
 * receive their module's service from here (app.ts); nothing else builds a service.
 */
export function createServices({ config, db, log, storage, limiter }: ServiceDeps) {
  const blocks = blocksService(blocksRepository(db));
  const uploads = userUploads(storage, log);
  const users = usersService({
    repository: usersRepository(db),
    blocks,
    ads: productsService(productsRepository(db), catalogRepository(db)),
    uploads,
  });
  const companies = companiesService({ repository: companiesRepository(db), uploads, config });
  const places = placesService({
    suggester: createAddressSuggester(config, db),
    geocoder: createGeocoder(config, db),
    limiter,
    cityById: (id) => cityById(db, id),
    geocoderGlobalLimit: isPublicNominatim(config),
    log,
  });
  return { blocks, users, companies, places, config: configService(config) };
}
