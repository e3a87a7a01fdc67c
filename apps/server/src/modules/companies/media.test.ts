import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { companyImagesMax, messages, type CompanySavedReply, type ProfilePhotoReply } from '@mp/contract';
import { companies, users } from '../../db/schema/index.ts';
import { LocalFileStorage, userUploads } from '../../platform/storage/index.ts';
import { useTestApp } from '../../test/harness.ts';
import { createCompany, createUser } from '../../test/fixtures.ts';
import { fetchStored, form, noisePng, picture, upload, type UploadFile } from '../../test/images.ts';
import { deleteUserMedia } from '../users/media.ts';
import { usersRepository } from '../users/repository.ts';

const server = useTestApp();
let photo: Buffer;

beforeAll(async () => {
  photo = await picture(2400, 1200, 'jpeg', { exif: true });
});
afterEach(() => vi.restoreAllMocks());

/** A signed-in user who owns a company. */
async function seller() {
  const account = await server.signedIn();
  await createCompany(server.db, account.user.id);
  return account;
}

async function companyOf(userId: number) {
  const [row] = await server.db.select().from(companies).where(eq(companies.userId, userId));
  return row!;
}

const photos = (n: number, field = 'images[]'): UploadFile[] =>
  Array.from({ length: n }, (_, i) => ({ field, data: photo, name: `p${i}.jpg` }));
const addImages = (token: string | undefined, files: UploadFile[]) =>
  upload(server.app, 'POST', '/user/company/images', token, form(files));
const sendLogo = (token: string | undefined, data: Buffer | string, name = 'logo.png') =>
  upload(server.app, 'POST', '/user/company/logo', token, form([{ field: 'logo', data, name }]));
const deleteImage = (token: string | undefined, index: string | number) =>
  upload(server.app, 'DELETE', `/user/company/images/${index}`, token);

const limitReply = {
  message: messages.companyImagesLimit,
  errors: { images: [messages.companyImagesLimit] },
};

describe('POST /api/user/company/logo', () => {
  it('stores a WebP fitted inside 512×512 and replies the company', async () => {
    const { token, user } = await seller();
    const res = await sendLogo(token, await picture(1024, 256, 'png'));
    expect(res.statusCode).toBe(200);
    const reply = res.json<CompanySavedReply>();
    expect(reply.message).toBe(messages.companyLogoUpdated);
    expect(reply.company.logo).toMatch(/^\/storage\/companies\/logos\/[0-9a-f]{32}\.webp$/);
    expect((await companyOf(user.id)).logoUrl).toBe(reply.company.logo);
    const file = await fetchStored(server.app, reply.company.logo!);
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 512,
      height: 128,
    });
  });

  it('replaces the old logo and deletes its file', async () => {
    const { token } = await seller();
    const first = (await sendLogo(token, await picture(100, 100))).json<CompanySavedReply>().company.logo!;
    const res = await sendLogo(token, await picture(200, 100));
    const second = res.json<CompanySavedReply>().company.logo!;
    expect(second).not.toBe(first);
    expect((await fetchStored(server.app, first)).statusCode).toBe(404);
    expect((await fetchStored(server.app, second)).statusCode).toBe(200);
  });

  it('refuses a non-picture, a missing file and one over 5 MB', async () => {
    const { token, user } = await seller();
    const text = await sendLogo(token, 'plain text', 'logo.jpg');
    expect(text.statusCode).toBe(422);
    expect(text.json()).toEqual({
      message: messages.avatarNotImage,
      errors: { logo: [messages.avatarNotImage] },
    });
    const missing = await upload(server.app, 'POST', '/user/company/logo', token, form(photos(1, 'photo')));
    expect(missing.statusCode).toBe(422);
    const big = await sendLogo(token, await noisePng(6 * 1024 * 1024));
    expect(big.statusCode).toBe(422);
    expect(big.json()).toEqual({
      message: messages.avatarTooLarge,
      errors: { logo: [messages.avatarTooLarge] },
    });
    expect((await companyOf(user.id)).logoUrl).toBeNull();
  });
});

describe('POST /api/user/company/images', () => {
  it('appends photos fitted inside 1600×1600 (field images[] or images)', async () => {
    const { token, user } = await seller();
    const res = await addImages(token, photos(2));
    expect(res.statusCode).toBe(200);
    const reply = res.json<CompanySavedReply>();
    expect(reply.message).toBe(messages.companyImagesUpdated);
    expect(reply.company.images).toHaveLength(2);
    const more = (await addImages(token, photos(1, 'images'))).json<CompanySavedReply>();
    expect(more.company.images.slice(0, 2)).toEqual(reply.company.images);
    expect(more.company.images).toHaveLength(3);
    expect((await companyOf(user.id)).imageUrls).toEqual(more.company.images);
    for (const url of more.company.images) {
      expect(url).toMatch(/^\/storage\/companies\/images\/[0-9a-f]{32}\.webp$/);
      const meta = await sharp((await fetchStored(server.app, url)).rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 800 });
      expect(meta.exif).toBeUndefined();
    }
  });

  it(`refuses an eleventh photo and stores nothing`, async () => {
    const { token, user } = await seller();
    expect((await addImages(token, photos(9))).statusCode).toBe(200);
    const before = (await companyOf(user.id)).imageUrls;
    const put = vi.spyOn(LocalFileStorage.prototype, 'put');

    const two = await addImages(token, photos(2));
    expect(two.statusCode).toBe(422);
    expect(two.json()).toEqual(limitReply);
    expect(put).not.toHaveBeenCalled();
    expect((await companyOf(user.id)).imageUrls).toEqual(before);

    put.mockRestore();
    expect((await addImages(token, photos(1))).statusCode).toBe(200);
    const full = await addImages(token, photos(1));
    expect(full.statusCode).toBe(422);
    expect(full.json()).toEqual(limitReply);
    expect((await companyOf(user.id)).imageUrls).toHaveLength(companyImagesMax);
  });

  it('refuses more than ten photos in one request', async () => {
    const { token, user } = await seller();
    const put = vi.spyOn(LocalFileStorage.prototype, 'put');
    const res = await addImages(token, photos(companyImagesMax + 1));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(limitReply);
    expect(put).not.toHaveBeenCalled();
    expect((await companyOf(user.id)).imageUrls).toEqual([]);
  });

  it('refuses the whole request when one file is not a picture', async () => {
    const { token, user } = await seller();
    const put = vi.spyOn(LocalFileStorage.prototype, 'put');
    const res = await addImages(token, [...photos(2), { field: 'images[]', data: 'text', name: 'x.jpg' }]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: messages.avatarNotImage,
      errors: { images: [messages.avatarNotImage] },
    });
    expect(put).not.toHaveBeenCalled();
    expect((await companyOf(user.id)).imageUrls).toEqual([]);
  });
});

describe('DELETE /api/user/company/images/:index', () => {
  it('removes the photo at the index and its file', async () => {
    const { token, user } = await seller();
    const urls = (await addImages(token, photos(3))).json<CompanySavedReply>().company.images;
    const res = await deleteImage(token, 1);
    expect(res.statusCode).toBe(200);
    const reply = res.json<CompanySavedReply>();
    expect(reply.message).toBe(messages.companyImageDeleted);
    expect(reply.company.images).toEqual([urls[0], urls[2]]);
    expect((await companyOf(user.id)).imageUrls).toEqual([urls[0], urls[2]]);
    expect((await fetchStored(server.app, urls[1]!)).statusCode).toBe(404);
    expect((await fetchStored(server.app, urls[0]!)).statusCode).toBe(200);
  });

  it('replies 404 for an index out of range or not a number', async () => {
    const { token, user } = await seller();
    await addImages(token, photos(2));
    for (const index of [2, 99, -1, 'abc', '1.5', '99999999999999999999']) {
      const res = await deleteImage(token, index);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: messages.imageNotFound });
    }
    expect((await companyOf(user.id)).imageUrls).toHaveLength(2);
  });
});

describe('company media access', () => {
  it('needs a signed-in user', async () => {
    for (const res of [
      await sendLogo(undefined, await picture(10, 10)),
      await addImages(undefined, photos(1)),
      await deleteImage(undefined, 0),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthenticated.' });
    }
  });

  it('needs the caller’s own company', async () => {
    const { token } = await server.signedIn();
    for (const res of [
      await sendLogo(token, await picture(10, 10)),
      await addImages(token, photos(1)),
      await deleteImage(token, 0),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: messages.companyRequired });
    }
  });

  it('never touches another user’s company', async () => {
    const owner = await seller();
    const ownerUrls = (await addImages(owner.token, photos(2))).json<CompanySavedReply>().company.images;
    const ownerLogo = (await sendLogo(owner.token, await picture(50, 50))).json<CompanySavedReply>().company
      .logo;
    const ownerCompany = await companyOf(owner.user.id);

    const other = await seller();
    const otherCompany = await companyOf(other.user.id);
    const res = await addImages(other.token, photos(1));
    expect(res.json<CompanySavedReply>().company.id).toBe(otherCompany.id);
    await sendLogo(other.token, await picture(60, 60));
    await deleteImage(other.token, 0);
    await deleteImage(other.token, 1);
    // Query strings and form fields naming a company are ignored.
    await upload(
      server.app,
      'POST',
      `/user/company/logo?company_id=${ownerCompany.id}`,
      other.token,
      form([
        { field: 'company_id', data: String(ownerCompany.id) },
        { field: 'logo', data: photo },
      ]),
    );

    const after = await companyOf(owner.user.id);
    expect(after.imageUrls).toEqual(ownerUrls);
    expect(after.logoUrl).toBe(ownerLogo);
    for (const url of [...ownerUrls, ownerLogo!])
      expect((await fetchStored(server.app, url)).statusCode).toBe(200);
  });
});

describe('deleteUserMedia', () => {
  it('clears the avatar, logo and photos and deletes their files, leaving demo files alone', async () => {
    const { token, user } = await seller();
    const avatar = (
      await upload(server.app, 'POST', '/user/profile-photo', token, form([{ field: 'photo', data: photo }]))
    ).json<ProfilePhotoReply>().profile_photo_url;
    const logo = (await sendLogo(token, await picture(40, 40))).json<CompanySavedReply>().company.logo!;
    const images = (await addImages(token, photos(2))).json<CompanySavedReply>().company.images;
    const storage = new LocalFileStorage('/nonexistent');
    const deleted = vi.spyOn(storage, 'delete').mockResolvedValue();
    const deleteMedia = (userId: number) =>
      deleteUserMedia(usersRepository(server.db), userUploads(storage), userId);

    const demo = await createUser(server.db, { profilePhotoUrl: '/storage/demo/a-b-1.webp' });
    expect(await deleteMedia(demo.id)).toBe(0);

    expect(await deleteMedia(user.id)).toBe(4);
    expect(deleted.mock.calls.map(([url]) => url).sort()).toEqual([avatar, logo, ...images].sort());
    const [row] = await server.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.profilePhotoUrl).toBeNull();
    expect(await companyOf(user.id)).toMatchObject({ logoUrl: null, imageUrls: [] });
    expect(await deleteMedia(user.id)).toBe(0);
  });
});
