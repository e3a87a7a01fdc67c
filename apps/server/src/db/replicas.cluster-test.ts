import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type ProductsReply, type ReadinessReply } from '@mp/contract';
import { buildApp } from '../app.ts';
import { api, newClient } from '../test/auth.ts';
import { testConfig } from '../test/config.ts';
import { createCategory, createCity, createProduct, createSubcategory } from '../test/fixtures.ts';
import { startReplicaCluster, type ReplicaCluster } from '../test/replica-cluster.ts';
import { openDatabase, type Database } from './client.ts';
import { onReplica } from './replicas.ts';

// A real primary and its streaming replica (initdb, pg_basebackup -R): `npm run test:replicas`.
let cluster: ReplicaCluster;
let database: Database;
let app: FastifyInstance;
let dataDir: string;
let place: { cityId: number; subcategory: { id: number; categoryId: number } };
let sellerId: number;

beforeAll(async () => {
  cluster = await startReplicaCluster();
  database = await openDatabase({ url: cluster.primaryUrl, readUrls: [cluster.replicaUrl] });
  await database.migrate();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-replicas-app-'));
  app = await buildApp({
    config: testConfig(dataDir, { SEARCH_CACHE_SECONDS: '0', REFERENCE_CACHE_SECONDS: '0' }),
    database,
    logger: false,
    periodicJobs: false,
  });
  await app.ready();
  const city = await createCity(database.db);
  const category = await createCategory(database.db);
  const subcategory = await createSubcategory(database.db, category.id);
  place = { cityId: city.id, subcategory: { id: subcategory.id, categoryId: category.id } };
  const seller = await api(app).signUp(newClient());
  sellerId = seller.user.id;
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  cluster?.destroy();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** An active ad of the seller's with a name no other test uses. */
async function adNamed(name: string) {
  return createProduct(database.db, { ...place, userId: sellerId, name, status: 'active' });
}

async function found(word: string, token?: string): Promise<number> {
  const reply = await api(app).get(`/products?search=${encodeURIComponent(word)}`, { token });
  expect(reply.statusCode, reply.body).toBe(200);
  const { products_in_selected_cities: chosen, other_products: others } = reply.json<ProductsReply>();
  return chosen.pagination.total + others.pagination.total;
}

describe('reads on a streaming replica', () => {
  it('serves a guest’s search from the replica: an ad the replica has not replayed yet is not found', async () => {
    await cluster.caughtUp();
    await cluster.pauseReplay();
    try {
      const ad = await adNamed('Граммофон');
      expect(await found('граммофон')).toBe(0);
      // The ad page is not a replica's read: its cache is dropped when the ad changes, and refilled from the primary.
      expect((await api(app).get(`/products/${ad.id}`)).statusCode).toBe(200);
      // A write begun where reads go to a replica still reaches the primary.
      await onReplica({ replica: true }, () => adNamed('Граммофон'));
    } finally {
      await cluster.resumeReplay();
    }
    await cluster.caughtUp();
    expect(await found('граммофон')).toBe(2);
  });

  it('sends a person’s reads to the primary for a few seconds after they write: they see their own write', async () => {
    const buyer = await api(app).signUp(newClient());
    await adNamed('Патефон');
    await cluster.caughtUp();
    await cluster.pauseReplay();
    try {
      // Before writing, the buyer reads from the replica like a guest.
      await adNamed('Патефон');
      expect(await found('патефон', buyer.token)).toBe(1);
      // The buyer blocks the seller: the replica has not seen the block, the primary has.
      const blocked = await api(app).post(`/users/${sellerId}/block`, { token: buyer.token });
      expect(blocked.statusCode, blocked.body).toBe(200);
      expect(await found('патефон', buyer.token)).toBe(0);
      expect(await found('патефон')).toBe(1);
    } finally {
      await cluster.resumeReplay();
    }
    await cluster.caughtUp();
    expect(await found('патефон')).toBe(2);
  });

  it('keeps search working when the primary is down; writes answer 503, and readiness says which is down', async () => {
    await adNamed('Балалайка');
    const reader = await api(app).signUp(newClient());
    await cluster.caughtUp();
    cluster.stopPrimary();
    try {
      expect(await found('балалайка')).toBe(1);
      // A signed-in person browses too: their session is read from the replica.
      expect(await found('балалайка', reader.token)).toBe(1);

      const write = await api(app).post(`/users/${sellerId}/block`, { token: reader.token });
      expect([write.statusCode, write.json()]).toEqual([503, { message: messages.serviceUnavailable }]);
      expect(write.headers['retry-after']).toBeDefined();

      const ready = await api(app).get('/ready');
      expect([ready.statusCode, ready.json<ReadinessReply>()]).toEqual([
        200,
        { status: 'read_only', checks: { database: 'failing', replicas: 'ok', counters: 'ok' } },
      ]);
    } finally {
      cluster.startPrimary();
    }
    const again = await api(app).post(`/users/${sellerId}/block`, { token: reader.token });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('reads from the primary while the replica is down, and from the replica once it is back', async () => {
    await adNamed('Гусли');
    cluster.stopReplica();
    try {
      expect(await database.replicas?.probe()).toBe(false);
      expect(await found('гусли')).toBe(1);
      const ready = await api(app).get('/ready');
      expect(ready.json<ReadinessReply>()).toEqual({
        status: 'ready',
        checks: { database: 'ok', replicas: 'failing', counters: 'ok' },
      });
    } finally {
      cluster.startReplica();
    }
    expect(await database.replicas?.probe()).toBe(true);
    await cluster.caughtUp();
    await cluster.pauseReplay();
    try {
      await adNamed('Гусли');
      expect(await found('гусли')).toBe(1);
    } finally {
      await cluster.resumeReplay();
    }
  });
});
