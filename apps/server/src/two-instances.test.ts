import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ProfilePhotoReply } from '@mp/contract';
import type { Database } from './db/client.ts';
import { periodicJobs } from './periodic-jobs.ts';
import { api, newClient } from './test/auth.ts';
import { createCategory, createCity, createProduct, createSubcategory } from './test/fixtures.ts';
import { form, picture, upload } from './test/images.ts';
import { startTwoInstances } from './test/instances.ts';
import { startLocalS3, type LocalS3 } from './test/local-s3.ts';

// Two instances behind a load balancer: one database, one object store, and with REDIS_URL (CI's
// PostgreSQL + Redis run) one Redis. Without Redis each instance keeps its own counters and caches,
// which is the embedded default's single instance; the tests say so in their titles.
const redisUrl = process.env.REDIS_URL;
const onServer = Boolean(process.env.DATABASE_URL);
let s3: LocalS3;
let started: Awaited<ReturnType<typeof startTwoInstances>>;
let database: Database;
let one: FastifyInstance;
let two: FastifyInstance;

beforeAll(async () => {
  s3 = await startLocalS3();
  started = await startTwoInstances({
    env: s3.env,
    jobOptions: { cronMonitorIntervalSeconds: 1, pollingIntervalSeconds: 1 },
  });
  ({ database } = started);
  [one, two] = started.instances;
});
afterAll(async () => {
  await started.close();
  await s3.close();
});

describe(`two instances on one database and object store${redisUrl ? ' and Redis' : ''}`, () => {
  it('serve a picture uploaded through one from the other', async () => {
    const { token } = await api(one).signUp(newClient());
    const photo = form([{ field: 'photo', data: await picture(600, 600, 'png') }]);
    const uploaded = await upload(one, 'POST', '/user/profile-photo', token, photo);
    expect(uploaded.statusCode).toBe(200);
    const url = uploaded.json<ProfilePhotoReply>().profile_photo_url;

    const served = await two.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(302);
    const file = await fetch(String(served.headers.location));
    expect(file.status).toBe(200);
    const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 400, height: 400 });
  });

  it(
    redisUrl
      ? 'drop an ad page cached on both when it changes through one'
      : 'keep their own ad page caches without Redis',
    async () => {
      const owner = await api(one).signUp(newClient());
      const category = await createCategory(database.db);
      const subcategory = await createSubcategory(database.db, category.id);
      const city = await createCity(database.db);
      const ad = await createProduct(database.db, {
        userId: owner.user.id,
        subcategory,
        cityId: city.id,
      });
      const page = (app: FastifyInstance) => app.inject({ method: 'GET', url: `/api/products/${ad.id}` });
      expect([(await page(one)).statusCode, (await page(two)).statusCode]).toEqual([200, 200]);

      const removed = await one.inject({
        method: 'DELETE',
        url: `/api/product/${ad.id}`,
        headers: { authorization: `Bearer ${owner.token}` },
      });
      expect(removed.statusCode).toBe(200);
      expect((await page(one)).statusCode).toBe(404);
      if (redisUrl) {
        await expect.poll(async () => (await page(two)).statusCode).toBe(404);
      } else {
        expect((await page(two)).statusCode).toBe(200);
      }
    },
  );

  it(
    redisUrl ? 'count a rate limit across both' : 'count rate limits per instance without Redis',
    async () => {
      const { ip } = newClient();
      const askCode = (app: FastifyInstance) =>
        api(app).post('/forgot-password/sms', { body: { phone: newClient().phone }, ip });
      // 20 codes an hour from one address, asked alternately through each instance.
      for (let i = 0; i < 20; i++) expect((await askCode(i % 2 ? two : one)).statusCode).toBe(200);
      expect((await askCode(one)).statusCode).toBe(redisUrl ? 429 : 200);
    },
  );

  // Only a PostgreSQL server is shared by instances; the embedded database runs its jobs in its one
  // process (platform/jobs/in-process.test.ts).
  if (onServer) {
    it('run each hourly job once after every instance was down for two hours', async () => {
      const hourly = periodicJobs(one.services)
        .filter((job) => job.everyMinutes === 60)
        .map((job) => job.name)
        .sort();
      const pool = database.pool!;
      // Both instances have declared the schedules; pg-boss's last pass and the schedules go back two
      // hours, as if the whole site had been stopped since.
      await pool.query(`update pgboss.version set cron_on = now() - interval '2 hours'`);
      await pool.query(`update pgboss.schedule set created_on = now() - interval '3 hours'`);
      const completed = async () =>
        (
          await pool.query<{ name: string; runs: number }>(
            `select name, count(*)::int as runs from pgboss.job
              where state = 'completed' and name = any($1) group by name order by name`,
            [hourly],
          )
        ).rows;
      const once = hourly.map((name) => ({ name, runs: 1 }));
      await expect.poll(completed, { timeout: 15_000, interval: 500 }).toEqual(once);
      // Long enough for the other instance's passes to send a second run, if they ever would.
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(await completed()).toEqual(once);
    });
  }
});
