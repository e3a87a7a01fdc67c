import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeHttp } from '../../test/fake-http.ts';
import { DadataSuggester } from './dadata.ts';
import { AddressProviderError } from './suggester.ts';

let fake: Awaited<ReturnType<typeof startFakeHttp>>;
beforeAll(async () => {
  fake = await startFakeHttp();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.received.length = 0;
  fake.answer = { status: 200, body: JSON.stringify({ suggestions: [] }) };
});

const endpoint = () => `${fake.url}/suggestions/api/4_1/rs/suggest/address`;
const moscow = { name: 'Москва', region: 'Москва', latitude: 55.75, longitude: 37.62 };

/** A DaData suggestion as its API sends it (abridged: DaData sends ~80 data fields). */
const tverskaya = {
  value: 'г Москва, ул Тверская, д 1',
  unrestricted_value: '125009, г Москва, Тверской р-н, ул Тверская, д 1',
  data: {
    postal_code: '125009',
    country: 'Россия',
    region_with_type: 'г Москва',
    region: 'Москва',
    city_with_type: 'г Москва',
    city: 'Москва',
    settlement: null,
    street_with_type: 'ул Тверская',
    street: 'Тверская',
    house: '1',
    flat: null,
    geo_lat: '55.7575',
    geo_lon: '37.6137',
    fias_id: '8ecf5ff4-4e2d-4ee4-9aa7-1b3f4a6cd4a9',
  },
};

async function failure(promise: Promise<unknown>): Promise<AddressProviderError> {
  const error = await promise.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(AddressProviderError);
  return error as AddressProviderError;
}

describe('DadataSuggester', () => {
  it('posts the query with the key, 10 items, bounds region→house and the ad’s city', async () => {
    await new DadataSuggester('secret-key', endpoint()).suggest('Тверская 1', moscow);
    expect(fake.received).toHaveLength(1);
    const [request] = fake.received;
    expect(request!.method).toBe('POST');
    expect(request!.url.pathname).toBe('/suggestions/api/4_1/rs/suggest/address');
    expect(request!.headers.authorization).toBe('Token secret-key');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers.accept).toBe('application/json');
    expect(JSON.parse(request!.body)).toEqual({
      query: 'Тверская 1',
      count: 10,
      from_bound: { value: 'region' },
      to_bound: { value: 'house' },
      restrict_value: false,
      locations: [{ city: 'Москва' }],
    });
  });

  it('sends no location restriction when the city is not known', async () => {
    await new DadataSuggester('secret-key', endpoint()).suggest('Казань Баумана');
    expect(JSON.parse(fake.received[0]!.body)).not.toHaveProperty('locations');
  });

  it('maps DaData’s reply to value and its data fields, a village’s settlement as the city', async () => {
    const village = {
      value: 'Московская обл, деревня Грибки',
      data: { region: 'Московская', city: null, settlement: 'Грибки', geo_lat: 55.9, geo_lon: 37.5 },
    };
    fake.answer = { status: 200, body: JSON.stringify({ suggestions: [tverskaya, village] }) };
    const suggestions = await new DadataSuggester('k', endpoint()).suggest('Тверская');
    expect(suggestions).toEqual([
      {
        value: 'г Москва, ул Тверская, д 1',
        data: {
          postal_code: '125009',
          region: 'Москва',
          city: 'Москва',
          street: 'Тверская',
          house: '1',
          geo_lat: '55.7575',
          geo_lon: '37.6137',
          fias_id: '8ecf5ff4-4e2d-4ee4-9aa7-1b3f4a6cd4a9',
        },
      },
      {
        value: 'Московская обл, деревня Грибки',
        data: {
          postal_code: null,
          region: 'Московская',
          city: 'Грибки',
          street: null,
          house: null,
          geo_lat: '55.9',
          geo_lon: '37.5',
          fias_id: null,
        },
      },
    ]);
  });

  it('reads a 403 (a disabled key) and a 401 as the key refused', async () => {
    fake.answer = { status: 403, body: JSON.stringify({ family: 'CLIENT_ERROR', reason: 'Forbidden' }) };
    expect((await failure(new DadataSuggester('k', endpoint()).suggest('Тверская'))).reason).toBe('token');
    fake.answer = { status: 401, body: '{}' };
    expect((await failure(new DadataSuggester('k', endpoint()).suggest('Тверская'))).reason).toBe('token');
  });

  it('reads a 500, a 429 and an unreadable reply as unavailable', async () => {
    for (const answer of [
      { status: 500, body: 'Internal Server Error' },
      { status: 429, body: '{}' },
      { status: 200, body: '<html>' },
      { status: 200, body: JSON.stringify({ suggestions: [{ value: 1 }] }) },
    ]) {
      fake.answer = answer;
      expect((await failure(new DadataSuggester('k', endpoint()).suggest('Тверская'))).reason).toBe(
        'unavailable',
      );
    }
  });

  it('gives up after its timeout', async () => {
    fake.answer = { status: 200, body: JSON.stringify({ suggestions: [] }), delayMs: 2000 };
    const started = performance.now();
    const error = await failure(new DadataSuggester('k', endpoint(), 100).suggest('Тверская'));
    expect(error.reason).toBe('unavailable');
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it('reads an unreachable service as unavailable', async () => {
    const error = await failure(new DadataSuggester('k', 'http://127.0.0.1:1/suggest').suggest('Тверская'));
    expect(error.reason).toBe('unavailable');
  });
});
