import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { startLocalS3, type LocalS3 } from '../../test/local-s3.ts';
import { newVapidKeys } from '../push/vapid-keys.ts';
import { createFileStorage } from './index.ts';
import { LocalFileStorage } from './local.ts';
import { S3FileStorage, type S3StorageOptions } from './s3.ts';
import { randomStorageKey } from './storage.ts';
import { describeFileStorage } from './storage-contract.ts';

let s3: LocalS3;
let storage: S3FileStorage;

const optionsFor = (store: LocalS3): S3StorageOptions => ({
  bucket: store.bucket,
  region: 'us-east-1',
  endpoint: store.endpoint,
  forcePathStyle: true,
  accessKeyId: store.accessKeyId,
  secretAccessKey: store.secretAccessKey,
});

beforeAll(async () => {
  s3 = await startLocalS3();
  storage = new S3FileStorage(optionsFor(s3));
});
afterAll(() => s3.close());

/** Reads an object as a browser would: through the presigned URL the app redirects to. */
async function fetchObject(key: string): Promise<Response> {
  return fetch((await storage.addressOf(key)).url);
}

describeFileStorage('S3FileStorage', () => ({
  storage,
  read: async (key) => {
    const res = await fetchObject(key);
    if (res.status === 404) return undefined;
    expect(res.status).toBe(200);
    return Buffer.from(await res.arrayBuffer());
  },
}));

describe('S3FileStorage', () => {
  it('keeps the content type and a year-long immutable cache with each object', async () => {
    const key = randomStorageKey('ads', 'webp');
    await storage.put(key, Buffer.from('picture'), 'image/webp');
    const res = await fetchObject(key);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('addresses an object by a presigned URL that is good for an hour and for that object only', async () => {
    const key = randomStorageKey('ads', 'webp');
    const other = randomStorageKey('ads', 'webp');
    await storage.put(key, Buffer.from('mine'), 'image/webp');
    await storage.put(other, Buffer.from('not mine'), 'image/webp');
    const address = await storage.addressOf(key);
    expect(address.expiresInSeconds).toBe(3600);
    const url = new URL(address.url);
    expect(url.pathname).toBe(`/${s3.bucket}/${key}`);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('3600');
    // Checksums only where required: no checksum mode that some stores and caches would trip over.
    expect(url.searchParams.has('x-amz-checksum-mode')).toBe(false);
    const forged = address.url.replace(key, other);
    expect((await fetch(forged)).status).toBe(403);
  });

  it('addresses an object at the public URL when the bucket has one, for good', async () => {
    const key = randomStorageKey('ads', 'webp');
    const cdn = new S3FileStorage({ ...optionsFor(s3), publicUrl: 'https://cdn.example.ru/pictures' });
    expect(await cdn.addressOf(key)).toEqual({ url: `https://cdn.example.ru/pictures/${key}` });
    await expect(cdn.addressOf('../x.webp')).rejects.toThrow();
  });

  it('fails rather than answering "not there" when the store refuses the credentials', async () => {
    const key = randomStorageKey('ads', 'webp');
    await storage.put(key, Buffer.from('x'), 'image/webp');
    const stranger = new S3FileStorage({ ...optionsFor(s3), secretAccessKey: 'wrong' });
    await expect(stranger.exists(key)).rejects.toThrow();
    await expect(
      stranger.put(randomStorageKey('ads', 'webp'), Buffer.from('x'), 'image/webp'),
    ).rejects.toThrow();
  });
});

describe('createFileStorage', () => {
  // Every secret set: a config that made some would write them into the checkout's ./data.
  const vapid = newVapidKeys();
  const secrets = {
    JWT_SECRET: 'j'.repeat(32),
    PUSHER_APP_SECRET: 'p'.repeat(16),
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
  };

  it('takes the bucket when S3_BUCKET is set, addressing a self-hosted store path-style', async () => {
    const config = loadConfig({ ...secrets, ...s3.env });
    const configured = await createFileStorage(config);
    expect(configured).toBeInstanceOf(S3FileStorage);
    const key = randomStorageKey('ads', 'webp');
    await configured.put(key, Buffer.from('x'), 'image/webp');
    expect(await storage.exists(key)).toBe(true);
  });

  it('keeps the files on the local disk otherwise', async () => {
    const configured = await createFileStorage(
      loadConfig({ ...secrets, DATA_DIR: '/tmp/mp-storage-config' }),
    );
    expect(configured).toStrictEqual(new LocalFileStorage('/tmp/mp-storage-config/uploads'));
  });
});
