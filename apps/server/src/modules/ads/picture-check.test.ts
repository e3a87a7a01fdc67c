import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { messages, type ModerationAd, type NotificationsPage } from '@mp/contract';
import { productImages } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/harness.ts';
import { photo } from '../../test/images.ts';
import {
  adCatalogue,
  adFields,
  adForm,
  adJson,
  savedAd,
  send,
  smallJpeg,
  type AdCatalogue,
  type Reply,
} from './test-support.ts';

const t = useTestApp();
let c: AdCatalogue;
beforeAll(async () => {
  c = await adCatalogue(t.db);
});

/** The pictures are checked in the background: wait for it, as the next visitor would find the ad. */
const checked = () => t.app.services.events.settled();

const photoFile = (data: Buffer, name = 'photo.jpg') => ({ field: 'images[]', data, name });

/** Publishes an ad with these pictures; resolves to the ad as saved (before the pictures' check). */
async function publish(token: string, pictures: Buffer[], fields: Record<string, string> = {}) {
  const res = await send(
    t.app,
    'POST',
    '/products',
    token,
    await adForm(
      adFields(c, fields),
      pictures.map((p) => photoFile(p)),
    ),
  );
  expect(res.statusCode, res.body).toBe(201);
  return savedAd(res.body);
}

const ownAd = async (token: string, id: number) =>
  (await send(t.app, 'GET', `/user/products/${id}`, token)).json<{
    data: { status: string; rejection_reason: string | null };
  }>().data;
const isPublic = async (id: number) =>
  (await send(t.app, 'GET', `/products/${id}`, undefined)).statusCode === 200;

/** The photo as a thief gets it: downloaded from the ad page (the stored WebP), made smaller, saved as JPEG. */
async function takenFrom(adId: number): Promise<Buffer> {
  const [image] = await t.db.select().from(productImages).where(eq(productImages.productId, adId));
  const stored = await t.app.inject({ method: 'GET', url: image!.fullPath });
  return sharp(stored.rawPayload).resize(800).jpeg({ quality: 70 }).toBuffer();
}

describe('the pictures’ check', () => {
  it('holds an ad with another seller’s photo for a moderator, naming the ad it came from', async () => {
    const owner = await t.signedIn();
    const original = await publish(owner.token, [await photo(1)]);
    await checked();
    const thief = await t.signedIn();
    const copy = await publish(thief.token, [await takenFrom(original.id), await photo(2)], {
      name: 'iPhone 13 дёшево',
    });
    // Published at once: no reply waits for the pictures.
    expect(copy.status).toBe('active');
    await checked();

    expect(await ownAd(thief.token, copy.id)).toMatchObject({ status: 'moderation' });
    expect(await isPublic(copy.id)).toBe(false);
    expect(await ownAd(owner.token, original.id)).toMatchObject({ status: 'active' });
    const moderator = await t.signedIn('moderator');
    const queue = (await send(t.app, 'GET', '/moderation/products', moderator.token)).json<{
      data: ModerationAd[];
    }>().data;
    expect(queue.find((row) => row.id === copy.id)).toMatchObject({
      risk: 45,
      findings: [
        {
          rule: 'duplicate_photo',
          reason: `Фото уже использовано в другом объявлении (№ ${original.id})`,
          fragments: [],
        },
      ],
    });
  });

  it('does not hold again, on an edit or a new picture, an ad a moderator approved with the photo', async () => {
    const owner = await t.signedIn();
    const original = await publish(owner.token, [await photo(11)]);
    await checked();
    const reseller = await t.signedIn();
    const copy = await publish(reseller.token, [await takenFrom(original.id)]);
    await checked();
    expect(await ownAd(reseller.token, copy.id)).toMatchObject({ status: 'moderation' });
    const moderator = await t.signedIn('moderator');
    const decided = await send(t.app, 'PATCH', `/moderation/products/${copy.id}`, moderator.token, {
      decision: 'approve',
    });
    expect(decided.statusCode, decided.body).toBe(200);

    const edited = await send(
      t.app,
      'PATCH',
      `/products/${copy.id}`,
      reseller.token,
      adJson(c, { price: 41000 }),
    );
    expect(edited.json<Reply>()).toMatchObject({ message: messages.adUpdated, data: { status: 'active' } });
    const added = await send(
      t.app,
      'POST',
      `/products/${copy.id}/images`,
      reseller.token,
      await adForm({}, [photoFile(await photo(12))]),
    );
    expect(added.statusCode, added.body).toBe(200);
    await checked();
    expect(await ownAd(reseller.token, copy.id)).toMatchObject({ status: 'active' });
    expect(await isPublic(copy.id)).toBe(true);
  });

  it('returns the same ad placed twice by its seller, and it goes live once the photo is taken out', async () => {
    const seller = await t.signedIn();
    const first = await publish(seller.token, [await photo(3)], { name: 'Велосипед Stels' });
    await checked();
    const again = await publish(seller.token, [await photo(3), await photo(4)], { name: 'Велосипед Stels' });
    await checked();

    const returned = await ownAd(seller.token, again.id);
    expect(returned.status).toBe('rejected');
    expect(returned.rejection_reason).toBe(
      'Такое объявление у вас уже есть: «Велосипед Stels». Одно объявление на один товар: поднимите то, что уже есть, в поиске',
    );
    const notices = (
      await send(t.app, 'GET', '/notifications?type=ad_moderation', seller.token)
    ).json<NotificationsPage>().data;
    expect(notices[0]?.data).toMatchObject({
      title: 'Объявление не опубликовано',
      link: `/ad/edit/${again.id}`,
    });
    expect(await ownAd(seller.token, first.id)).toMatchObject({ status: 'active' });

    // Editing the text alone changes nothing: the photo is still the other ad's.
    const still = await send(
      t.app,
      'PATCH',
      `/products/${again.id}`,
      seller.token,
      adJson(c, { name: 'Велосипед Stels, второй' }),
    );
    expect(still.json<Reply>().data.status).toBe('rejected');
    // Without the photo, the ad goes live at once.
    const images = await t.db.select().from(productImages).where(eq(productImages.productId, again.id));
    const repeated = images.find((image) => image.position === 0)!;
    expect(
      (await send(t.app, 'DELETE', `/products/${again.id}/images/${repeated.id}`, seller.token)).statusCode,
    ).toBe(200);
    const edited = await send(
      t.app,
      'PATCH',
      `/products/${again.id}`,
      seller.token,
      adJson(c, { name: 'Велосипед Stels, второй' }),
    );
    expect(edited.json<Reply>()).toMatchObject({ message: messages.adPublished, data: { status: 'active' } });
  });

  it('holds a live ad when a picture added to it is another seller’s', async () => {
    const owner = await t.signedIn();
    const original = await publish(owner.token, [await photo(5)]);
    const other = await t.signedIn();
    const ad = await publish(other.token, [await photo(6)]);
    await checked();
    expect(await ownAd(other.token, ad.id)).toMatchObject({ status: 'active' });

    const added = await send(
      t.app,
      'POST',
      `/products/${ad.id}/images`,
      other.token,
      await adForm({}, [photoFile(await takenFrom(original.id))]),
    );
    expect(added.statusCode, added.body).toBe(200);
    await checked();
    expect(await ownAd(other.token, ad.id)).toMatchObject({ status: 'moderation' });
  });

  it('hashes after publishing the pictures of an ad published from a draft, and holds a copied one', async () => {
    const owner = await t.signedIn();
    const original = await publish(owner.token, [await photo(13)]);
    const other = await t.signedIn();
    const created = await send(t.app, 'POST', '/drafts', other.token, adJson(c));
    expect(created.statusCode, created.body).toBe(201);
    const draftId = created.json<{ data: { id: number } }>().data.id;
    const pictured = await send(
      t.app,
      'POST',
      `/drafts/${draftId}/images`,
      other.token,
      await adForm({}, [photoFile(await takenFrom(original.id))]),
    );
    expect(pictured.statusCode, pictured.body).toBe(200);
    const published = await send(t.app, 'POST', `/drafts/${draftId}/publish`, other.token);
    expect(published.statusCode, published.body).toBe(201);
    await checked();
    expect(await ownAd(other.token, savedAd(published.body).id)).toMatchObject({ status: 'moderation' });
  });

  it('lets different photos and plain pictures through, whoever else has them', async () => {
    const first = await t.signedIn();
    const second = await t.signedIn();
    const plain = await smallJpeg();
    const a = await publish(first.token, [await photo(7), plain]);
    const b = await publish(second.token, [await photo(8), plain]);
    const c2 = await publish(second.token, [plain], { name: 'Чехол для телефона' });
    await checked();
    for (const [token, id] of [
      [first.token, a.id],
      [second.token, b.id],
      [second.token, c2.id],
    ] as const) {
      expect(await ownAd(token, id)).toMatchObject({ status: 'active' });
    }
    const hashed = await t.db.select().from(productImages).where(eq(productImages.productId, a.id));
    expect(hashed.map((image) => image.hashParts?.length).sort()).toEqual([0, 4]);
  });

  it('does not take back an ad the seller removed meanwhile, nor fail on its gone pictures', async () => {
    const owner = await t.signedIn();
    const original = await publish(owner.token, [await photo(9)]);
    await checked();
    const thief = await t.signedIn();
    const copy = await publish(thief.token, [await takenFrom(original.id)]);
    expect((await send(t.app, 'DELETE', `/product/${copy.id}`, thief.token)).statusCode).toBe(200);
    await checked();
    expect((await send(t.app, 'GET', `/user/products/${copy.id}`, thief.token)).statusCode).toBe(404);
    expect(await ownAd(owner.token, original.id)).toMatchObject({ status: 'active' });
  });
});
