import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3FileStorage } from '../platform/storage/s3.ts';
import { startLocalS3, type LocalS3 } from '../test/local-s3.ts';
import { demoImages, renderDemoImages } from './images.ts';
import { COLOURS } from './pictures/colours.ts';
import { KINDS } from './pictures/kinds.ts';

let s3: LocalS3;
let storage: S3FileStorage;

beforeAll(async () => {
  s3 = await startLocalS3();
  storage = new S3FileStorage({
    bucket: s3.bucket,
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
  });
});
afterAll(() => s3.close());

describe('renderDemoImages', () => {
  it('stores the pool’s card and full-size pictures through the file storage, once', async () => {
    const pool = demoImages({ thing: 'coat', subject: KINDS.coat, colour: COLOURS.Красный }, 2);
    expect(pool[0]).toMatchObject({
      key: 'demo/coat-red-1.webp',
      fullKey: 'demo/coat-red-1-full.webp',
      path: '/storage/demo/coat-red-1.webp',
      fullPath: '/storage/demo/coat-red-1-full.webp',
    });
    expect(await renderDemoImages(storage, pool)).toBe(2);
    for (const image of pool) {
      for (const [key, width] of [
        [image.key, 400],
        [image.fullKey, 1200],
      ] as const) {
        const res = await fetch((await storage.addressOf(key)).url);
        expect(res.headers.get('content-type')).toBe('image/webp');
        const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
        expect(meta).toMatchObject({ format: 'webp', width });
      }
    }
    expect(await renderDemoImages(storage, pool)).toBe(0);
  });
});
