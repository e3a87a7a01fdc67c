// Publishing an ad (`POST /api/products`, multipart with pictures) under load: a seller signed in
// through the real API, one realistic form built once (fields and filter values taken from the
// bench catalogue, JPEG photos rendered by sharp), sent again and again; the ads it creates are
// deleted through the API afterwards, so the bench catalogue keeps its size.
import crypto from 'node:crypto';
import sharp from 'sharp';
import type { SqlClient } from './database.ts';
import type { Dataset } from './dataset.ts';
import type { FixedRequest } from './load.ts';

export interface Seller {
  userId: number;
  phone: string;
  /** `Authorization` header value. */
  authorization: string;
}

async function api<T>(baseUrl: string, method: string, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(new URL(path, baseUrl), {
    ...init,
    method,
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

const json = (body: unknown, authorization?: string): RequestInit => ({
  headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
  body: JSON.stringify(body),
});

/**
 * A new seller, signed up the way a person does: `POST /api/register`, the code from the SMS outbox,
 * `POST /api/verify`. The server runs with NODE_ENV=production, so `/api/dev/sms` is not there; the
 * code is read from `sms_outbox`, the table the default (outbox) SMS sender writes to.
 */
export async function signUpSeller(baseUrl: string, client: SqlClient): Promise<Seller> {
  // +7 999 … with a random tail: a fresh account per run (a phone can only register once).
  const phone = `+7999${crypto.randomInt(0, 10_000_000).toString().padStart(7, '0')}`;
  const password = crypto.randomBytes(12).toString('base64url');
  await api(
    baseUrl,
    'POST',
    '/api/register',
    json({ phone, password, password_confirmation: password, name: 'Bench seller' }),
  );
  const [sms] = await client.query<{ code: string | null }>(
    'SELECT code FROM sms_outbox WHERE phone = $1 ORDER BY created_at DESC, id DESC LIMIT 1',
    [phone],
  );
  if (!sms?.code) throw new Error(`no registration code in sms_outbox for ${phone}`);
  const reply = await api<{ token: string; user: { id: number } }>(
    baseUrl,
    'POST',
    '/api/verify',
    json({ phone, code: sms.code }),
  );
  return { userId: reply.user.id, phone, authorization: `Bearer ${reply.token}` };
}

/** The side of the bench's photos, as a phone takes them (the server fits them inside 1200 px). */
const photoWidth = 1600;
const photoHeight = 1200;

/** Each rendered photo is sent in these orientations: a turned or mirrored photo hashes as another one. */
const orientations: { rotate?: number; flip?: boolean; flop?: boolean }[] = [
  {},
  { flop: true },
  { flip: true },
  { flip: true, flop: true },
  { rotate: 90 },
  { rotate: 90, flop: true },
  { rotate: 270 },
  { rotate: 270, flop: true },
];

/**
 * `count` different photo-like JPEGs (smooth shapes from upscaled noise plus fine grain, so they compress
 * like photos, ~205 KB): different photos, as a seller's ads have, so the automatic checks find no ad placed
 * twice (a run's repeated photos would be refused as repeats, record 0185). Each rendered image gives eight
 * photos by turning and mirroring it; rendering one costs ~20 ms.
 */
export async function photoPool(count: number): Promise<Buffer[]> {
  const grain = new Int8Array(photoWidth * photoHeight * 3);
  for (let i = 0; i < grain.length; i++) grain[i] = Math.floor((Math.random() - 0.5) * 18);
  const photos: Buffer[] = [];
  for (let seed = 1; photos.length < count; seed++) {
    const coarse = Buffer.alloc(16 * 12 * 3);
    for (let i = 0; i < coarse.length; i++) {
      const x = Math.sin((i + 1) * 12.9898 + seed * 78.233) * 43758.5453;
      coarse[i] = Math.floor((x - Math.floor(x)) * 256);
    }
    const raw = await sharp(coarse, { raw: { width: 16, height: 12, channels: 3 } })
      .resize(photoWidth, photoHeight, { kernel: 'cubic' })
      .raw()
      .toBuffer();
    for (let i = 0; i < raw.length; i++) raw[i] = Math.max(0, Math.min(255, raw[i]! + grain[i]!));
    const turned = orientations.slice(0, count - photos.length).map(({ rotate, flip, flop }) => {
      let image = sharp(raw, { raw: { width: photoWidth, height: photoHeight, channels: 3 } });
      if (rotate) image = image.rotate(rotate);
      if (flip) image = image.flip();
      if (flop) image = image.flop();
      return image.jpeg({ quality: 82 }).toBuffer();
    });
    photos.push(...(await Promise.all(turned)));
  }
  return photos;
}

/** Text fields of the form: the busiest city and a phone subcategory with valid filter values. */
export async function adForm(client: SqlClient, ds: Dataset): Promise<[string, string][]> {
  const [sub] = await client.query<{ id: number; category_id: number }>(
    `SELECT s.id, s.category_id FROM subcategories s
      ORDER BY (s.name = 'Телефоны') DESC, (SELECT count(*) FROM filters f WHERE f.subcategory_id = s.id) DESC, s.id
      LIMIT 1`,
  );
  if (!sub) throw new Error('the bench database has no subcategories');
  const filters = await client.query<{
    name: string;
    type: 'select' | 'range' | 'checkbox';
    min: number | null;
    max: number | null;
    values: string[] | null;
  }>(
    `SELECT f.name, f.type, f.min, f.max,
            (SELECT array_agg(v.value ORDER BY v.position) FROM filter_values v WHERE v.filter_id = f.id) AS values
       FROM filters f WHERE f.subcategory_id = $1 ORDER BY f.position`,
    [sub.id],
  );
  const [city] = await client.query<{ latitude: number; longitude: number }>(
    'SELECT latitude, longitude FROM cities WHERE id = $1',
    [ds.bigCity.id],
  );
  if (!city) throw new Error(`city ${ds.bigCity.id} not found`);
  const preferred = new Set(['Samsung', '128 ГБ', 'Чёрный']);
  const filterFields = filters.flatMap(({ name, type, min, max, values }): [string, string][] => {
    if (type === 'checkbox') return [[`filters[${name}]`, 'true']];
    if (type === 'range') return [[`filters[${name}]`, String(Math.round(((min ?? 0) + (max ?? 100)) / 2))]];
    const value = values?.find((v) => preferred.has(v)) ?? values?.[0];
    return value === undefined ? [] : [[`filters[${name}]`, value]];
  });
  return [
    ['name', 'Смартфон Samsung Galaxy S21 128 ГБ, чёрный'],
    [
      'description',
      'Продаю смартфон в отличном состоянии, пользовался аккуратно, всегда в чехле и с защитным стеклом. ' +
        'Аккумулятор держит день. Полный комплект: коробка, кабель, документы. Покажу перед покупкой.',
    ],
    ['price', '34990'],
    ['quantity', '1'],
    ['condition', 'used'],
    ['category_id', String(sub.category_id)],
    ['subcategory_id', String(sub.id)],
    ...filterFields,
    ['city_id', String(ds.bigCity.id)],
    ['address', `${ds.bigCity.name}, ул. Профсоюзная, 56`],
    ['latitude', (Number(city.latitude) + 0.012).toFixed(5)],
    ['longitude', (Number(city.longitude) - 0.021).toFixed(5)],
  ];
}

/** A picture of the form: its bytes and the format it is sent as (the server goes by the content). */
export interface Picture {
  data: Buffer;
  format: 'jpeg' | 'png';
}

/**
 * The most pixels an ad picture may have for the fewest bytes: a single-colour 6,000 × 6,000 PNG (36 MP,
 * under the server's 40 MP limit) of a few dozen KB, each costing the server a full decode. The probe's
 * storm sent 7,000 × 7,000 ones, which the limit now refuses before decoding.
 */
export async function hostilePicture(): Promise<Picture> {
  const data = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#6b8fb3' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  return { data, format: 'png' };
}

/** `multipart/form-data` with a fixed boundary: the fields, then each picture as `images[]`. */
export function multipart(
  fields: [string, string][],
  pictures: Picture[],
): { body: Buffer; contentType: string } {
  const boundary = '----mp-bench-boundary-7f3a9c1e5b';
  const parts: Buffer[] = [];
  for (const [name, value] of fields) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  pictures.forEach(({ data, format }, i) => {
    const extension = format === 'jpeg' ? 'jpg' : format;
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="images[]"; filename="photo-${i + 1}.${extension}"\r\n` +
          `Content-Type: image/${format}\r\n\r\n`,
      ),
      data,
      Buffer.from('\r\n'),
    );
  });
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

export interface PublishSetup {
  seller: Seller;
  /** Sizes of the photos, bytes. */
  photoBytes: number[];
  /** The request of a scenario that sends `photos` pictures. */
  request(photos: number): FixedRequest;
  /** The request of a publishing storm: an ad with `count` copies of the hostile picture. */
  stormRequest(count: number): Promise<FixedRequest>;
  /** Addresses of stored pictures (cards and full size) of `ads` ads published once, for reading them. */
  pictureUrls(ads: number): Promise<string[]>;
  /** The ids of `ads` ads published once with one photo each. */
  publishAds(ads: number): Promise<number[]>;
}

/** Photos of an ad the bench publishes: the most a scenario sends. */
const photosPerAd = 3;

/**
 * Different photos a run can send before they come round again: enough for ~25 ads a second with 3 photos
 * through a 20-second scenario and its warm-up (the pool goes on from one scenario to the next).
 */
const photoPoolSize = 1200;

/** Signs a seller up and renders the photos once, different ones for each ad it publishes. */
export async function preparePublishing(
  baseUrl: string,
  client: SqlClient,
  ds: Dataset,
): Promise<PublishSetup> {
  const seller = await signUpSeller(baseUrl, client);
  // A run publishes hundreds of ads, past the 50 on sale allowed without a tariff (record 0087): the seller
  // holds the largest tariff, written straight into the table as the registration code is read from one.
  await client.query(
    `INSERT INTO subscriptions (user_id, bundle_id, status, started_at, ends_at)
     SELECT $1, id, 'active', now(), now() + interval '365 days'
     FROM subscription_bundles WHERE tariff = 'maximum' AND duration_days = 365`,
    [seller.userId],
  );
  const fields = await adForm(client, ds);
  const pool = await photoPool(photoPoolSize);
  let taken = 0;
  /** The next `count` photos of the pool: no two ads of a run share one until it comes round. */
  const nextPhotos = (count: number): Picture[] =>
    Array.from({ length: count }, () => ({ data: pool[taken++ % pool.length]!, format: 'jpeg' as const }));
  const requestOf = (pictures: Picture[]): FixedRequest => {
    const { body, contentType } = multipart(fields, pictures);
    return {
      method: 'POST',
      path: '/api/products',
      headers: { authorization: seller.authorization, 'content-type': contentType },
      body,
    };
  };
  return {
    seller,
    photoBytes: pool.slice(0, photosPerAd).map((data) => data.length),
    request: (count) => ({
      ...requestOf(nextPhotos(count)),
      nextBody: () => multipart(fields, nextPhotos(count)).body,
    }),
    async stormRequest(count) {
      const picture = await hostilePicture();
      return requestOf(Array.from({ length: count }, () => picture));
    },
    async publishAds(ads) {
      const ids: number[] = [];
      for (let i = 0; i < ads; i++) {
        const { body, headers } = requestOf(nextPhotos(1));
        const reply = await api<{ data: { id: number } }>(baseUrl, 'POST', '/api/products', {
          headers,
          body,
        });
        ids.push(reply.data.id);
      }
      return ids;
    },
    async pictureUrls(ads) {
      const urls: string[] = [];
      for (let i = 0; i < ads; i++) {
        const { body, headers } = requestOf(nextPhotos(photosPerAd));
        const reply = await api<{ data: { images: { path: string; full_path: string }[] } }>(
          baseUrl,
          'POST',
          '/api/products',
          { headers, body },
        );
        urls.push(
          ...reply.data.images
            .flatMap((image) => [image.path, image.full_path])
            .map((url) => new URL(url, baseUrl).pathname),
        );
      }
      return urls;
    },
  };
}

/** Deletes every ad of the seller through the API (`DELETE /api/product/{id}`, pictures included). */
export async function deleteSellerAds(baseUrl: string, seller: Seller): Promise<number> {
  const headers = { authorization: seller.authorization };
  let deleted = 0;
  for (const status of ['active', 'moderation', 'rejected'] as const) {
    for (;;) {
      const page = await api<{ data: { id: number }[] }>(
        baseUrl,
        'GET',
        `/api/user/products?status=${status}&page=1`,
        { headers },
      );
      if (page.data.length === 0) break;
      for (const ad of page.data) {
        await api(baseUrl, 'DELETE', `/api/product/${ad.id}`, { headers });
        deleted++;
      }
    }
  }
  return deleted;
}
