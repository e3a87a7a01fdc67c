import { beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { limits, messages } from '@mp/contract';
import { productImages, products } from '../../db/schema/index.ts';
import { useTestApp, type SignedIn } from '../../test/harness.ts';
import { formInTwoChunks, noisePng } from '../../test/images.ts';
import {
  adCatalogue,
  agedAccount,
  adFields,
  adForm,
  adJson,
  savedAd,
  send,
  trackStoredFiles,
  type AdCatalogue,
  type Reply,
} from './test-support.ts';

const t = useTestApp();
const files = trackStoredFiles();
let c: AdCatalogue;
let owner: SignedIn;
let stranger: SignedIn;
beforeAll(async () => {
  c = await adCatalogue(t.db);
  owner = await t.signedIn();
  await agedAccount(t.db, owner.user.id);
  stranger = await t.signedIn();
});

async function publish(images = 2, fields = adFields(c)) {
  const res = await send(t.app, 'POST', '/products', owner.token, await adForm(fields, images));
  expect(res.statusCode, res.body).toBe(201);
  return savedAd(res.body);
}

/** The ad's row and image rows, once the pictures' check is done, to prove a refusal changed nothing. */
async function snapshot(id: number) {
  await t.app.services.events.settled();
  const [row] = await t.db.select().from(products).where(eq(products.id, id));
  const images = await t.db
    .select()
    .from(productImages)
    .where(eq(productImages.productId, id))
    .orderBy(asc(productImages.position));
  return { row, images };
}

describe('PATCH /api/products/:id', () => {
  it('edits every field; the ad page shows the new price at once (its cache is dropped)', async () => {
    const ad = await publish();
    const before = await send(t.app, 'GET', `/products/${ad.id}`, undefined);
    expect(before.json<Reply>().data.price).toBe(45000);
    const res = await send(t.app, 'PATCH', `/products/${ad.id}`, owner.token, adJson(c, { price: 39990.5 }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Reply>()).toMatchObject({
      message: messages.adUpdated,
      data: { price: 39990.5, status: 'active' },
    });
    const after = await send(t.app, 'GET', `/products/${ad.id}`, undefined);
    expect(after.json<Reply>().data.price).toBe(39990.5);
  });

  it('sends an active ad with forbidden words to moderation and drops it from the site', async () => {
    const ad = await publish(1);
    await send(t.app, 'GET', `/products/${ad.id}`, undefined);
    const res = await send(
      t.app,
      'PATCH',
      `/products/${ad.id}`,
      owner.token,
      adJson(c, { name: 'Телефон и травматический пистолет' }),
    );
    expect(res.json<Reply>()).toMatchObject({
      message: messages.adSentToModeration,
      data: { status: 'moderation', rejection_reason: 'Запрещённый товар: Оружие и боеприпасы: «пистолет»' },
    });
    expect((await send(t.app, 'GET', `/products/${ad.id}`, undefined)).statusCode).toBe(404);
  });

  it('validates like publishing (422 with field messages) and changes nothing', async () => {
    const ad = await publish(1);
    const before = await snapshot(ad.id);
    for (const [body, field, message] of [
      [adJson(c, { name: undefined }), 'name', messages.adNameRequired],
      [adJson(c, { price: -1 }), 'price', messages.adPriceInvalid],
      [adJson(c, { filters: { brand: 'Nokia' } }), 'filters.brand', messages.adFilterInvalid],
      [adJson(c, { filters: { colour: 'red' } }), 'filters.colour', messages.adFilterUnknown],
      [adJson(c, { subcategory_id: c.furniture.id }), 'subcategory_id', messages.adSubcategoryMismatch],
    ] as const) {
      const res = await send(t.app, 'PATCH', `/products/${ad.id}`, owner.token, body);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json<Reply>().errors[field]).toContain(message);
    }
    expect(await snapshot(ad.id)).toEqual(before);
  });

  it('sends a rejected ad, once edited, back to moderation; a sold one keeps its state', async () => {
    const rejected = await publish(1);
    await t.db
      .update(products)
      .set({ status: 'rejected', moderationNote: 'Не то фото' })
      .where(eq(products.id, rejected.id));
    const res = await send(t.app, 'PATCH', `/products/${rejected.id}`, owner.token, adJson(c));
    expect(res.json<Reply>()).toMatchObject({
      message: messages.adSentToModeration,
      data: { status: 'moderation', rejection_reason: null },
    });
    const sold = await publish(1);
    await send(t.app, 'POST', `/products/${sold.id}/sold`, owner.token);
    const edited = await send(t.app, 'PATCH', `/products/${sold.id}`, owner.token, adJson(c, { price: 1 }));
    expect(edited.json<Reply>()).toMatchObject({
      message: messages.adUpdated,
      data: { status: 'sold', price: 1 },
    });
  });

  it('404 for an unknown ad', async () => {
    const res = await send(t.app, 'PATCH', '/products/987654', owner.token, adJson(c));
    expect(res.statusCode).toBe(404);
    expect(res.json<Reply>().message).toBe(messages.productNotFound);
  });
});

describe('another user’s ad', () => {
  it('cannot be edited, deleted, pictured, reordered or moved between states: 403, nothing changed', async () => {
    const ad = await publish(2);
    const before = await snapshot(ad.id);
    const live = (await files.live(t.app)).length;
    const imageIds = before.images.map((image) => image.id);
    const attempts = [
      send(t.app, 'PATCH', `/products/${ad.id}`, stranger.token, adJson(c, { price: 1 })),
      send(t.app, 'DELETE', `/product/${ad.id}`, stranger.token),
      send(t.app, 'POST', `/products/${ad.id}/images`, stranger.token, await adForm({}, 1)),
      send(t.app, 'DELETE', `/products/${ad.id}/images/${imageIds[0]}`, stranger.token),
      send(t.app, 'PUT', `/products/${ad.id}/images/order`, stranger.token, {
        image_ids: [...imageIds].reverse(),
      }),
      send(t.app, 'POST', `/products/${ad.id}/sold`, stranger.token),
      send(t.app, 'POST', `/products/${ad.id}/archive`, stranger.token),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json<Reply>().message).toBe(messages.forbidden);
    }
    expect(await snapshot(ad.id)).toEqual(before);
    expect((await files.live(t.app)).length).toBe(live);
  });

  it('401 without a session', async () => {
    const ad = await publish(1);
    expect((await send(t.app, 'DELETE', `/product/${ad.id}`, undefined)).statusCode).toBe(401);
    expect((await send(t.app, 'PATCH', `/products/${ad.id}`, undefined, adJson(c))).statusCode).toBe(401);
  });
});

describe('DELETE /api/product/:id', () => {
  it('deletes the ad, its picture rows and files', async () => {
    const ad = await publish(2);
    const paths = ad.images.flatMap((image) => [image.path, image.full_path]);
    for (const url of paths) expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const res = await send(t.app, 'DELETE', `/product/${ad.id}`, owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.json<Reply>()).toEqual({ message: messages.productDeleted });
    expect(await snapshot(ad.id)).toEqual({ row: undefined, images: [] });
    for (const url of paths) expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await send(t.app, 'GET', `/products/${ad.id}`, undefined)).statusCode).toBe(404);
    const again = await send(t.app, 'DELETE', `/product/${ad.id}`, owner.token);
    expect(again.statusCode).toBe(404);
    expect(again.json<Reply>().message).toBe(messages.productNotFound);
  });
});

describe('pictures of an ad', () => {
  it('adds up to 10, removes any but the last, and reorders with the cover first', async () => {
    const ad = await publish(8);
    const added = await send(t.app, 'POST', `/products/${ad.id}/images`, owner.token, await adForm({}, 2));
    expect(added.statusCode, added.body).toBe(200);
    const images = savedAd(added.body).images;
    expect(images).toHaveLength(10);

    // The eleventh is refused whole: nothing stored.
    const before = await snapshot(ad.id);
    const live = (await files.live(t.app)).length;
    const eleventh = await send(t.app, 'POST', `/products/${ad.id}/images`, owner.token, await adForm({}, 1));
    expect(eleventh.statusCode).toBe(422);
    expect(eleventh.json<Reply>().errors.images).toEqual([messages.adImagesTooMany]);
    const text = await send(
      t.app,
      'POST',
      `/products/${ad.id}/images`,
      owner.token,
      await adForm({}, [{ field: 'images[]', data: 'не картинка', name: 'x.jpg' }]),
    );
    expect(text.statusCode).toBe(422);
    expect(await snapshot(ad.id)).toEqual(before);
    expect((await files.live(t.app)).length).toBe(live);

    const order = [...images].reverse().map((image) => image.id);
    const reordered = await send(t.app, 'PUT', `/products/${ad.id}/images/order`, owner.token, {
      image_ids: order,
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(savedAd(reordered.body).images.map((image) => image.id)).toEqual(order);
    const page = await send(t.app, 'GET', `/products/${ad.id}`, undefined);
    expect(page.json<Reply>().data.images[0]!.id).toBe(order[0]);

    const wrong = await send(t.app, 'PUT', `/products/${ad.id}/images/order`, owner.token, {
      image_ids: order.slice(1),
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json<Reply>().errors.image_ids).toEqual([messages.imageOrderInvalid]);

    const removed = images[0]!;
    const del = await send(t.app, 'DELETE', `/products/${ad.id}/images/${removed.id}`, owner.token);
    expect(del.statusCode).toBe(200);
    expect(savedAd(del.body).images).toHaveLength(9);
    expect((await t.app.inject({ method: 'GET', url: removed.full_path })).statusCode).toBe(404);
    const missing = await send(t.app, 'DELETE', `/products/${ad.id}/images/${removed.id}`, owner.token);
    expect(missing.statusCode).toBe(404);
  });

  it('keeps the last picture', async () => {
    const ad = await publish(1);
    const res = await send(t.app, 'DELETE', `/products/${ad.id}/images/${ad.images[0]!.id}`, owner.token);
    expect(res.statusCode).toBe(422);
    expect(res.json<Reply>().errors.images).toEqual([messages.adImagesRequired]);
    expect((await snapshot(ad.id)).images).toHaveLength(1);
  });

  it('refuses a 12 MB picture', async () => {
    const ad = await publish(1);
    const res = await send(
      t.app,
      'POST',
      `/products/${ad.id}/images`,
      owner.token,
      await adForm({}, [{ field: 'images[]', data: await noisePng(12 * 1024 * 1024), name: 'big.png' }]),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json<Reply>().errors.images).toEqual([messages.adImageTooLarge]);
    expect((await snapshot(ad.id)).images).toHaveLength(1);
  });

  it('refuses a 48 MB picture whose first 10 MB arrive on their own', async () => {
    const ad = await publish(1);
    const big = await noisePng(48 * 1024 * 1024);
    const { headers, payload } = formInTwoChunks('images[]', big, limits.productImageMaxBytes);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/products/${ad.id}/images`,
      headers: { ...headers, authorization: `Bearer ${owner.token}` },
      payload,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json<Reply>().errors.images).toEqual([messages.adImageTooLarge]);
    expect((await snapshot(ad.id)).images).toHaveLength(1);
  });
});

describe('OpenAPI', () => {
  it('lists every route of ads and drafts, the uploads as multipart', () => {
    const spec = t.app.swagger() as { paths: Record<string, Record<string, { requestBody?: unknown }>> };
    for (const path of [
      '/api/products/{id}/images',
      '/api/products/{id}/images/{imageId}',
      '/api/products/{id}/images/order',
      '/api/product/{id}',
      '/api/products/{id}/sold',
      '/api/products/{id}/relist',
      '/api/user/products',
      '/api/drafts',
      '/api/drafts/{id}',
      '/api/drafts/{id}/images',
      '/api/drafts/{id}/publish',
    ]) {
      expect(spec.paths[path], path).toBeDefined();
    }
    expect(spec.paths['/api/products/{id}']?.patch).toBeDefined();
    expect(JSON.stringify(spec.paths['/api/products']?.post)).toContain('multipart/form-data');
  });
});
