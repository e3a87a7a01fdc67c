import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { blocksRepository } from './modules/blocks/repository.ts';
import { blocksService } from './modules/blocks/service.ts';
import { configService } from './modules/config/service.ts';

export interface ServiceDeps {
  config: Config;
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
}

export type Services = ReturnType<typeof createServices>;

/**
 * Every domain service, built once, each handed the repositories and other services it uses. Routes
 * receive their module's service from here (app.ts); nothing else builds a service.
 */
export function createServices({ config, db }: ServiceDeps) {
  const blocks = blocksService(blocksRepository(db));
  return { blocks, config: configService(config) };
}
