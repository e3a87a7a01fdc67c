import { afterEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { avatarMaxBytes, messages, type ProfilePhotoReply } from '@mp/contract';
import { users } from '../../db/schema/index.ts';
import { LocalFileStorage } from '../../platform/storage/index.ts';
import { useTestApp } from '../../test/harness.ts';
import { adCatalogue, adFields, adForm, savedAd, send } from '../ads/test-support.ts';
import { fetchStored, form, formInTwoChunks, noisePng, picture, upload } from '../../test/images.ts';

const server = useTestApp();
const { call, signedIn } = server;
afterEach(() => vi.restoreAllMocks());

const sendPhoto = (token: string | undefined, body: FormData | object) =>
  upload(server.app, 'POST', '/user/profile-photo', token, body);

async function storedPhoto(userId: number) {
  const [row] = await server.db
    .select({ url: users.profilePhotoUrl })
    .from(users)
    .where(eq(users.id, userId));
  return row?.url;
}

const notImage = { message: messages.avatarNotImage, errors: { photo: [messages.avatarNotImage] } };

describe('POST /api/user/profile-photo', () => {
  it('stores a 400×400 WebP without metadata and points the profile at it', async () => {
    const { token, user } = await signedIn();
    const jpeg = await picture(1200, 800, 'jpeg', { exif: true, orientation: 6 });
    const res = await sendPhoto(token, form([{ field: 'photo', data: jpeg }]));
    expect(res.statusCode).toBe(200);
    const reply = res.json<ProfilePhotoReply>();
    expect(reply.message).toBe(messages.profilePhotoUpdated);
    expect(reply.profile_photo_url).toMatch(/^\/storage\/avatars\/[0-9a-f]{32}\.webp$/);
    expect(await storedPhoto(user.id)).toBe(reply.profile_photo_url);

    const file = await fetchStored(server.app, reply.profile_photo_url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('public, max-age=2592000, immutable');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 400, height: 400 });
    expect(meta.exif).toBeUndefined();
    expect(file.rawPayload.includes('secret-owner')).toBe(false);
  });

  it('replaces the previous photo and deletes its file', async () => {
    const { token, user } = await signedIn();
    const first = await sendPhoto(token, form([{ field: 'photo', data: await picture(500, 500, 'png') }]));
    const firstUrl = first.json<ProfilePhotoReply>().profile_photo_url;
    const second = await sendPhoto(token, form([{ field: 'photo', data: await picture(300, 600, 'webp') }]));
    expect(second.statusCode).toBe(200);
    const secondUrl = second.json<ProfilePhotoReply>().profile_photo_url;
    expect(secondUrl).not.toBe(firstUrl);
    expect(await storedPhoto(user.id)).toBe(secondUrl);
    expect((await fetchStored(server.app, firstUrl)).statusCode).toBe(404);
    expect((await fetchStored(server.app, secondUrl)).statusCode).toBe(200);
  });

  it('goes with the account: deleting the account deletes the photo and the pictures of ads and drafts', async () => {
    const { token } = await signedIn();
    const res = await sendPhoto(token, form([{ field: 'photo', data: await picture(200, 200, 'png') }]));
    const photo = res.json<ProfilePhotoReply>().profile_photo_url;
    const catalogue = await adCatalogue(server.db);
    const ad = savedAd(
      (await send(server.app, 'POST', '/products', token, await adForm(adFields(catalogue), 2))).body,
    );
    const draft = await call('POST', '/drafts', token, { name: 'Черновик' });
    const draftId = draft.json<{ data: { id: number } }>().data.id;
    const drafted = await send(server.app, 'POST', `/drafts/${draftId}/images`, token, await adForm({}, 1));
    expect(drafted.statusCode).toBe(200);
    const files = [
      photo,
      ...ad.images.flatMap((image) => [image.path, image.full_path]),
      ...drafted
        .json<{ data: { images: { path: string; full_path: string }[] } }>()
        .data.images.flatMap((image) => [image.path, image.full_path]),
    ];
    expect(files).toHaveLength(7);
    for (const url of files) expect((await fetchStored(server.app, url)).statusCode).toBe(200);

    const deleted = await call('DELETE', '/user', token);
    expect(deleted.statusCode).toBe(200);
    for (const url of files) expect((await fetchStored(server.app, url)).statusCode).toBe(404);
  });

  it('needs a signed-in user', async () => {
    const res = await sendPhoto(undefined, form([{ field: 'photo', data: await picture(100, 100) }]));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('refuses a form without the photo field, or not a form at all', async () => {
    const { token } = await signedIn();
    const wrongField = await sendPhoto(token, form([{ field: 'avatar', data: await picture(100, 100) }]));
    expect(wrongField.statusCode).toBe(422);
    expect(wrongField.json()).toEqual(notImage);
    const textField = await sendPhoto(token, form([{ field: 'photo', data: 'not a file' }]));
    expect(textField.statusCode).toBe(422);
    expect(textField.json()).toEqual(notImage);
    const json = await sendPhoto(token, { photo: 'x' });
    expect(json.statusCode).toBe(422);
    expect(json.json()).toEqual(notImage);
    const empty = await upload(server.app, 'POST', '/user/profile-photo', token);
    expect(empty.statusCode).toBe(422);
  });

  it('refuses a text file named photo.jpg and stores nothing', async () => {
    const { token, user } = await signedIn();
    const put = vi.spyOn(LocalFileStorage.prototype, 'put');
    const res = await sendPhoto(
      token,
      form([{ field: 'photo', data: 'hello, I am text', name: 'photo.jpg', type: 'image/jpeg' }]),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(notImage);
    expect(put).not.toHaveBeenCalled();
    expect(await storedPhoto(user.id)).toBeNull();
  });

  it('refuses an SVG (not accepted, even though it is a picture)', async () => {
    const { token } = await signedIn();
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
    const res = await sendPhoto(
      token,
      form([{ field: 'photo', data: svg, name: 'a.svg', type: 'image/svg+xml' }]),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(notImage);
  });

  it('refuses a valid picture over 5 MB with the spec’s message and stores nothing', async () => {
    const { token, user } = await signedIn();
    const big = await noisePng(6 * 1024 * 1024);
    expect(big.length).toBeGreaterThan(6 * 1024 * 1024);
    const put = vi.spyOn(LocalFileStorage.prototype, 'put');
    const res = await sendPhoto(
      token,
      form([{ field: 'photo', data: big, name: 'big.png', type: 'image/png' }]),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: messages.avatarTooLarge,
      errors: { photo: [messages.avatarTooLarge] },
    });
    expect(put).not.toHaveBeenCalled();
    expect(await storedPhoto(user.id)).toBeNull();
  });

  it('refuses a 48 MB photo whose first 5 MB arrive on their own, and keeps the previous photo', async () => {
    const { token, user } = await signedIn();
    await sendPhoto(token, form([{ field: 'photo', data: await picture(100, 100) }]));
    const before = await storedPhoto(user.id);
    const big = await noisePng(48 * 1024 * 1024);
    const { headers, payload } = formInTwoChunks('photo', big, avatarMaxBytes);
    const put = vi.spyOn(LocalFileStorage.prototype, 'put');
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/user/profile-photo',
      headers: { ...headers, authorization: `Bearer ${token}` },
      payload,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: messages.avatarTooLarge,
      errors: { photo: [messages.avatarTooLarge] },
    });
    expect(put).not.toHaveBeenCalled();
    expect(await storedPhoto(user.id)).toBe(before);
  });

  it('refuses a picture of more than 40 megapixels before decoding it, whatever its bytes, and stores nothing', async () => {
    const { token, user } = await signedIn();
    // A single colour: 7,000 × 7,000 pixels (49 MP) in a few hundred KB.
    const flood = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    expect(flood.length).toBeLessThan(1024 * 1024);
    const put = vi.spyOn(LocalFileStorage.prototype, 'put');
    const res = await sendPhoto(
      token,
      form([{ field: 'photo', data: flood, name: 'flood.png', type: 'image/png' }]),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: messages.imageTooManyPixels,
      errors: { photo: [messages.imageTooManyPixels] },
    });
    expect(put).not.toHaveBeenCalled();
    expect(await storedPhoto(user.id)).toBeNull();
  });

  it('is documented in the OpenAPI document as a multipart upload', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ paths: Record<string, Record<string, { description?: string }>> }>();
    expect(doc.paths['/api/user/profile-photo']?.post?.description).toContain('multipart/form-data');
    expect(doc.paths['/api/user/company/logo']?.post).toBeDefined();
    expect(doc.paths['/api/user/company/images']?.post).toBeDefined();
    expect(doc.paths['/api/user/company/images/{index}']?.delete).toBeDefined();
  });
});

describe('POST /api/user/avatar (spec §7: the same call as the profile photo)', () => {
  const sendAvatar = (token: string | undefined, body: FormData) =>
    upload(server.app, 'POST', '/user/avatar', token, body);

  it('stores the photo and replies as /user/profile-photo does', async () => {
    const { token, user } = await signedIn();
    const res = await sendAvatar(token, form([{ field: 'photo', data: await picture(600, 300, 'png') }]));
    expect(res.statusCode).toBe(200);
    const reply = res.json<ProfilePhotoReply>();
    expect(reply.message).toBe(messages.profilePhotoUpdated);
    expect(reply.profile_photo_url).toMatch(/^\/storage\/avatars\/[0-9a-f]{32}\.webp$/);
    expect(await storedPhoto(user.id)).toBe(reply.profile_photo_url);
    const meta = await sharp((await fetchStored(server.app, reply.profile_photo_url)).rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 400, height: 400 });
  });

  it('needs a signed-in user', async () => {
    const res = await sendAvatar(undefined, form([{ field: 'photo', data: await picture(100, 100) }]));
    expect(res.statusCode).toBe(401);
  });

  it('refuses a text file or another field with 422 on photo and stores nothing', async () => {
    const { token, user } = await signedIn();
    const put = vi.spyOn(LocalFileStorage.prototype, 'put');
    const text = await sendAvatar(
      token,
      form([{ field: 'photo', data: 'hello, I am text', name: 'photo.jpg', type: 'image/jpeg' }]),
    );
    expect(text.statusCode).toBe(422);
    expect(text.json()).toEqual(notImage);
    const wrongField = await sendAvatar(token, form([{ field: 'avatar', data: await picture(100, 100) }]));
    expect(wrongField.statusCode).toBe(422);
    expect(wrongField.json()).toEqual(notImage);
    expect(put).not.toHaveBeenCalled();
    expect(await storedPhoto(user.id)).toBeNull();
  });

  it('is listed in the OpenAPI document with the profile photo’s reply', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    const doc = res.json<{
      paths: Record<string, Record<string, { description?: string; responses?: object }>>;
    }>();
    const avatar = doc.paths['/api/user/avatar']?.post;
    expect(avatar?.description).toContain('multipart/form-data');
    expect(avatar?.responses).toEqual(doc.paths['/api/user/profile-photo']?.post?.responses);
  });
});
