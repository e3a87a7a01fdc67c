import sharp from 'sharp';
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { messages, type ProfilePhotoReply } from '@mp/contract';
import { useTestApp } from './test/harness.ts';
import { form, picture, upload } from './test/images.ts';
import { startLocalS3, type LocalS3 } from './test/local-s3.ts';

// Started before the apps below, whose environment names it.
let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(() => s3.close());

/** The bucket's own address stands for a CDN: the store serves its objects to anyone, as a public bucket does. */
const publicUrl = () => `${s3.endpoint}/${s3.bucket}`;

/** Two instances sharing the bucket: one presigns its redirects, the other has a public address. */
const presigning = useTestApp({ env: () => s3.env });
const behindCdn = useTestApp({ env: () => ({ ...s3.env, S3_PUBLIC_URL: `${publicUrl()}/` }) });

async function uploadPhoto(): Promise<string> {
  const { token } = await presigning.signedIn();
  const photo = form([{ field: 'photo', data: await picture(600, 600, 'png') }]);
  const res = await upload(presigning.app, 'POST', '/user/profile-photo', token, photo);
  expect(res.statusCode).toBe(200);
  return res.json<ProfilePhotoReply>().profile_photo_url;
}

const get = (app: typeof presigning.app, url: string) => app.inject({ method: 'GET', url });

describe('pictures in an S3 bucket', () => {
  it('redirects /storage to a presigned URL that serves the uploaded WebP', async () => {
    const url = await uploadPhoto();
    expect(url).toMatch(/^\/storage\/avatars\/[0-9a-f]{32}\.webp$/);
    const res = await get(presigning.app, url);
    expect(res.statusCode).toBe(302);
    expect(res.headers['cache-control']).toBe('private, max-age=3000');
    expect(res.body).toBe('');
    const file = await fetch(String(res.headers.location));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 400, height: 400 });
  });

  it('serves a picture stored through one instance from another, by a lasting redirect to S3_PUBLIC_URL', async () => {
    const url = await uploadPhoto();
    const key = url.replace('/storage/', '');
    const res = await get(behindCdn.app, url);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`${publicUrl()}/${key}`);
    expect(res.headers['cache-control']).toBe('public, max-age=2592000, immutable');
    const viaCdn = await fetch(`${publicUrl()}/${key}`);
    const presigned = await fetch(String((await get(presigning.app, url)).headers.location));
    expect(Buffer.from(await viaCdn.arrayBuffer())).toEqual(Buffer.from(await presigned.arrayBuffer()));
  });

  it('removes a replaced photo from the bucket', async () => {
    const { token } = await presigning.signedIn();
    const send = async (data: Buffer) =>
      (
        await upload(presigning.app, 'POST', '/user/profile-photo', token, form([{ field: 'photo', data }]))
      ).json<ProfilePhotoReply>().profile_photo_url;
    const first = await send(await picture(300, 300, 'png'));
    await send(await picture(300, 300, 'jpeg'));
    const gone = await fetch(String((await get(presigning.app, first)).headers.location));
    expect(gone.status).toBe(404);
  });

  it('answers a /storage path that is not a stored key’s form with the JSON 404', async () => {
    for (const url of ['/storage/', '/storage/A.webp', '/storage/ads/x', '/storage/ads/..%2Fx.webp']) {
      for (const app of [presigning.app, behindCdn.app]) {
        const res = await get(app, url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json(), url).toEqual({ message: messages.resourceNotFound });
      }
    }
  });
});
