import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages, type AddressSuggestion, type GeocodeResult } from '@mp/contract';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../test/config.ts';
import type { Database } from '../../db/client.ts';
import { cityNamed } from '../../platform/address/cities.ts';
import { seedReference } from '../../seed/reference.ts';
import { createTestDatabase } from '../../test/database.ts';
import { startFakeHttp } from '../../test/fake-http.ts';
import { useTestApp } from '../../test/harness.ts';

// The default configuration: our cities answer both routes.
const local = useTestApp();
beforeAll(() => seedReference(local.db));

let sequence = 0;
// Random per run: with REDIS_URL the counters outlive the run, and a rerun within the minute must
// not inherit them.
const run = randomInt(256);
/** A client address no other test uses, so the per-address limits never collide. */
const newIp = () => `10.${run}.${Math.floor(++sequence / 250)}.${(sequence % 250) + 1}`;

const get = (app: FastifyInstance, url: string, ip = newIp()) =>
  app.inject({ method: 'GET', url: `/api${url}`, remoteAddress: ip });
const q = (text: string) => encodeURIComponent(text);

describe('address suggestions and geocoding from our cities', () => {
  it('documents the routes and the map’s in OpenAPI', async () => {
    const res = await local.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    const { paths } = res.json<{ paths: Record<string, { get?: { parameters?: { name: string }[] } }> }>();
    const parameters = (path: string) => paths[path]?.get?.parameters?.map((p) => p.name);
    expect(parameters('/api/address/suggestions')).toEqual(['query', 'city_id']);
    expect(parameters('/api/geocode')).toEqual(['q']);
    expect(parameters('/api/products/map')).toContain('bbox');
  });

  it('suggests cities and addresses in the ad’s city', async () => {
    const res = await get(local.app, `/address/suggestions?query=${q('Казань')}`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ data: AddressSuggestion[] }>();
    expect(data[0]?.value).toBe('Республика Татарстан, г Казань');

    const tver = (await cityNamed(local.db, 'Тверь'))!;
    const inCity = await get(local.app, `/address/suggestions?query=${q('Советская 12')}&city_id=${tver.id}`);
    expect(inCity.json<{ data: AddressSuggestion[] }>().data[0]?.value).toBe(
      'Тверская область, г Тверь, Советская 12',
    );
    // An unknown city is ignored rather than refused.
    const stale = await get(local.app, `/address/suggestions?query=${q('Казань')}&city_id=999999`);
    expect(stale.json<{ data: AddressSuggestion[] }>().data[0]?.value).toBe('Республика Татарстан, г Казань');
  });

  it('geocodes a city', async () => {
    const res = await get(local.app, `/geocode?q=${q('Новосибирск')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: GeocodeResult[] }>().data[0]).toMatchObject({
      display_name: 'Новосибирск, Новосибирская область, Россия',
    });
  });

  it('answers nothing under 2 trimmed characters', async () => {
    for (const url of [
      '/address/suggestions?query=',
      '/address/suggestions?query=%20%D0%9A%20',
      '/geocode?q=%20a',
    ]) {
      const res = await get(local.app, url);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: [] });
    }
  });

  it('refuses a missing query, a 10,000-character one and a bad city id with 422', async () => {
    const long = 'а'.repeat(10_000);
    for (const [url, field, message] of [
      ['/address/suggestions', 'query', messages.badRequest],
      [`/address/suggestions?query=${q(long)}`, 'query', messages.searchTooLong],
      ['/address/suggestions?query=abc&city_id=x', 'city_id', messages.invalidInteger],
      ['/geocode', 'q', messages.badRequest],
      [`/geocode?q=${q(long)}`, 'q', messages.searchTooLong],
    ] as const) {
      const res = await get(local.app, url);
      expect(res.statusCode, url).toBe(422);
      expect(res.json(), url).toEqual({ message, errors: { [field]: [message] } });
    }
  });

  it('limits each client address to 60 requests a minute per route', async () => {
    const ip = newIp();
    for (let i = 0; i < 60; i++) {
      expect((await get(local.app, `/address/suggestions?query=${q('Казань')}`, ip)).statusCode).toBe(200);
    }
    const refused = await get(local.app, `/address/suggestions?query=${q('Казань')}`, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: messages.tooManyRequests });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address, and the other route, are not affected.
    expect((await get(local.app, `/address/suggestions?query=${q('Казань')}`)).statusCode).toBe(200);
    expect((await get(local.app, `/geocode?q=${q('Казань')}`, ip)).statusCode).toBe(200);

    for (let i = 1; i < 60; i++) await get(local.app, `/geocode?q=${q('Казань')}`, ip);
    expect((await get(local.app, `/geocode?q=${q('Казань')}`, ip)).statusCode).toBe(429);
  });
});

describe('address suggestions through DaData and geocoding through Nominatim (stand-ins)', () => {
  let fake: Awaited<ReturnType<typeof startFakeHttp>>;
  let app: FastifyInstance;
  let database: Database;
  let dataDir: string;

  beforeAll(async () => {
    fake = await startFakeHttp();
    database = await createTestDatabase();
    await seedReference(database.db);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-test-'));
    const config = testConfig(dataDir, {
      ADDRESS_PROVIDER: 'dadata',
      DADATA_API_KEY: 'test-key',
      DADATA_URL: `${fake.url}/suggest/address`,
      GEOCODER: 'nominatim',
      NOMINATIM_URL: `${fake.url}/search`,
    });
    app = await buildApp({ config, database, logger: false, periodicJobs: false });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await fake.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    fake.received.length = 0;
  });

  it('never calls the provider under 2 characters', async () => {
    expect((await get(app, '/address/suggestions?query=%20%D0%9A')).json()).toEqual({ data: [] });
    expect((await get(app, '/geocode?q=a')).json()).toEqual({ data: [] });
    expect(fake.received).toHaveLength(0);
  });

  it('passes the trimmed query and the ad’s city to DaData and its suggestions back', async () => {
    fake.answer = {
      status: 200,
      body: JSON.stringify({
        suggestions: [{ value: 'г Москва, ул Тверская', data: { city: 'Москва', street: 'Тверская' } }],
      }),
    };
    const moscow = (await cityNamed(database.db, 'Москва'))!;
    const res = await get(app, `/address/suggestions?query=${q('  Тверская ')}&city_id=${moscow.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: AddressSuggestion[] }>().data).toEqual([
      {
        value: 'г Москва, ул Тверская',
        data: {
          postal_code: null,
          region: null,
          city: 'Москва',
          street: 'Тверская',
          house: null,
          geo_lat: null,
          geo_lon: null,
          fias_id: null,
        },
      },
    ]);
    expect(JSON.parse(fake.received[0]!.body)).toMatchObject({
      query: 'Тверская',
      count: 10,
      locations: [{ city: 'Москва' }],
    });
  });

  it('answers 502 with the invalid-key message when DaData refuses the key', async () => {
    fake.answer = { status: 403, body: '{"family":"CLIENT_ERROR","reason":"Forbidden"}' };
    const res = await get(app, `/address/suggestions?query=${q('Тверская')}`);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ message: messages.addressTokenInvalid });
  });

  it('answers 502 with the suggestions error when DaData fails', async () => {
    fake.answer = { status: 500, body: 'oops' };
    const res = await get(app, `/address/suggestions?query=${q('Тверская')}`);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ message: messages.addressSuggestionsError });
  });

  it('geocodes through Nominatim, and answers 502 with the geocoder error when it fails', async () => {
    fake.answer = {
      status: 200,
      body: JSON.stringify([{ lat: '55.79', lon: '49.11', display_name: 'Казань, Россия' }]),
    };
    const ok = await get(app, `/geocode?q=${q('Казань')}`);
    expect(ok.json()).toEqual({ data: [{ display_name: 'Казань, Россия', lat: 55.79, lon: 49.11 }] });
    expect(fake.received[0]!.url.searchParams.get('countrycodes')).toBe('ru');

    fake.answer = { status: 503, body: '' };
    const failed = await get(app, `/geocode?q=${q('Казань')}`);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ message: messages.geocoderError });
  });
});
