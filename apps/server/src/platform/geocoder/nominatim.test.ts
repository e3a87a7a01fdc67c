import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeHttp } from '../../test/fake-http.ts';
import { GeocoderError } from './geocoder.ts';
import { nominatimUserAgent } from './index.ts';
import { NominatimGeocoder } from './nominatim.ts';

let fake: Awaited<ReturnType<typeof startFakeHttp>>;
beforeAll(async () => {
  fake = await startFakeHttp();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.received.length = 0;
  fake.answer = { status: 200, body: '[]' };
});

const endpoint = () => `${fake.url}/search`;
const userAgent = nominatimUserAgent({ PUBLIC_URL: 'https://example.ru' });

describe('NominatimGeocoder', () => {
  it('asks with q, format=json, limit 10, countrycodes=ru, its User-Agent and Russian answers', async () => {
    await new NominatimGeocoder(userAgent, endpoint()).search('Казань, Баумана');
    expect(fake.received).toHaveLength(1);
    const [request] = fake.received;
    expect(request!.method).toBe('GET');
    expect(request!.url.pathname).toBe('/search');
    expect(Object.fromEntries(request!.url.searchParams)).toEqual({
      q: 'Казань, Баумана',
      format: 'json',
      limit: '10',
      countrycodes: 'ru',
    });
    expect(request!.headers['user-agent']).toBe('mp-marketplace/1.0 (+https://example.ru)');
    expect(request!.headers['accept-language']).toBe('ru');
    expect(nominatimUserAgent({})).toBe('mp-marketplace/1.0');
  });

  it('turns lat/lon strings into numbers and keeps only name and coordinates', async () => {
    fake.answer = {
      status: 200,
      body: JSON.stringify([
        {
          place_id: 1,
          licence: 'Data © OpenStreetMap contributors, ODbL 1.0',
          lat: '55.7904',
          lon: '49.1147',
          display_name: 'улица Баумана, Казань, Татарстан, Россия',
          type: 'pedestrian',
        },
        { lat: 'x', lon: '1', display_name: 'Нечто без координат' },
      ]),
    };
    expect(await new NominatimGeocoder(userAgent, endpoint()).search('Баумана')).toEqual([
      { display_name: 'улица Баумана, Казань, Татарстан, Россия', lat: 55.7904, lon: 49.1147 },
    ]);
  });

  it('fails with GeocoderError on an error status, an unreadable reply, a timeout or no service', async () => {
    const geocoder = new NominatimGeocoder(userAgent, endpoint(), 100);
    for (const answer of [
      { status: 500, body: '' },
      { status: 200, body: '{"error":"x"}' },
      { status: 200, body: '[]', delayMs: 2000 },
    ]) {
      fake.answer = answer;
      await expect(geocoder.search('Казань')).rejects.toBeInstanceOf(GeocoderError);
    }
    await expect(
      new NominatimGeocoder(userAgent, 'http://127.0.0.1:1/search').search('Казань'),
    ).rejects.toBeInstanceOf(GeocoderError);
  });
});
