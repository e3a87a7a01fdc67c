import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { adLimits, adSavedReplySchema, messages, type ProductsReply } from '@mp/contract';
import { productImages, products } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/harness.ts';
import { createCompany } from '../../test/fixtures.ts';
import { noisePng } from '../../test/images.ts';
import {
  adCatalogue,
  adFields,
  adForm,
  savedAd,
  send,
  smallJpeg,
  trackStoredFiles,
  type AdCatalogue,
  type Reply,
} from './test-support.ts';

const t = useTestApp();
const files = trackStoredFiles();
let c: AdCatalogue;
let refusedSeller: string;
beforeAll(async () => {
  c = await adCatalogue(t.db);
  refusedSeller = (await t.signedIn()).token;
});

const rows = async () => ({
  products: (await t.db.select({ n: count() }).from(products))[0]!.n,
  images: (await t.db.select({ n: count() }).from(productImages))[0]!.n,
});

/** A refused create: 422 with `message` on `field`, and no row or file left behind. */
async function refused(payload: FormData, field: string, message: string) {
  const seller = refusedSeller;
  const before = await rows();
  const liveBefore = (await files.live(t.app)).length;
  const res = await send(t.app, 'POST', '/products', seller, payload);
  expect(res.statusCode, res.body).toBe(422);
  expect(res.json<Reply>().errors[field]).toContain(message);
  expect(await rows()).toEqual(before);
  expect((await files.live(t.app)).length).toBe(liveBefore);
}

describe('POST /api/products', () => {
  it('publishes an ad with its filter values and pictures, found by search and on its page', async () => {
    const seller = await t.signedIn();
    const res = await send(t.app, 'POST', '/products', seller.token, await adForm(adFields(c), 3));
    expect(res.statusCode, res.body).toBe(201);
    const reply = adSavedReplySchema.parse(res.json<unknown>());
    expect(reply.message).toBe(messages.adPublished);
    expect(reply.data).toMatchObject({
      name: 'Смартфон Apple iPhone 13',
      price: 45000,
      status: 'active',
      seller_type: 'private',
      actions: ['sold', 'archive'],
      rejection_reason: null,
    });
    expect(reply.data.images).toHaveLength(3);
    const expires = new Date(reply.data.expires_at!).getTime() - Date.now();
    expect(Math.round(expires / 86_400_000)).toBe(adLimits.placementDays);

    const [row] = await t.db.select().from(products).where(eq(products.id, reply.data.id));
    expect(row!.attributes).toEqual({ brand: 'Apple', memory: 128, delivery: true });
    expect(row).toMatchObject({ userId: seller.user.id, address: 'Казань, ул. Баумана, 1', latitude: 55.79 });

    // Card and full WebP, without metadata.
    const card = await t.app.inject({ method: 'GET', url: reply.data.images[0]!.path });
    const cardMeta = await sharp(card.rawPayload).metadata();
    expect(cardMeta).toMatchObject({ format: 'webp', width: 400, height: 300 });
    expect(cardMeta.exif).toBeUndefined();
    const full = await t.app.inject({ method: 'GET', url: reply.data.images[0]!.full_path });
    expect(await sharp(full.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 800,
      height: 600,
    });

    const search = await send(t.app, 'GET', `/products?city_id[]=${c.city.id}&search=iPhone`, undefined);
    const found = search.json<ProductsReply>().products_in_selected_cities.data.map((ad) => ad.id);
    expect(found).toContain(reply.data.id);
    const page = await send(t.app, 'GET', `/products/${reply.data.id}`, undefined);
    expect(page.statusCode).toBe(200);
    expect(page.json<Reply>().data).toMatchObject({
      price: 45000,
      description: 'Отличное состояние, полный комплект, без царапин',
    });
  });

  it('marks a company’s ad as a company’s', async () => {
    const seller = await t.signedIn();
    await createCompany(t.db, seller.user.id);
    const res = await send(t.app, 'POST', '/products', seller.token, await adForm(adFields(c)));
    expect(res.statusCode).toBe(201);
    expect(savedAd(res.body).seller_type).toBe('company');
  });

  it('sends forbidden words and a zero price to moderation, but not a free service', async () => {
    const seller = await t.signedIn();
    const words = await send(
      t.app,
      'POST',
      '/products',
      seller.token,
      await adForm(adFields(c, { description: 'Продаю телефон, в подарок ПАТРОНЫ и сигареты' })),
    );
    expect(words.statusCode).toBe(201);
    expect(words.json<Reply>().message).toBe(messages.adSentToModeration);
    expect(savedAd(words.body)).toMatchObject({
      status: 'moderation',
      expires_at: null,
      rejection_reason: 'Запрещённый товар: Оружие и боеприпасы, Алкоголь и табак: «ПАТРОНЫ», «сигареты»',
      actions: ['archive'],
    });
    const free = await send(
      t.app,
      'POST',
      '/products',
      seller.token,
      await adForm(adFields(c, { price: '0' })),
    );
    expect(savedAd(free.body)).toMatchObject({
      status: 'moderation',
      rejection_reason: 'Цена 0 ₽ в категории, где нужна цена',
    });
    const service = await send(
      t.app,
      'POST',
      '/products',
      seller.token,
      await adForm(
        adFields(c, {
          category_id: String(c.services.id),
          subcategory_id: String(c.tutoring.id),
          price: '0',
          'filters[brand]': undefined,
          'filters[memory]': undefined,
          'filters[delivery]': undefined,
        }),
      ),
    );
    expect(service.statusCode, service.body).toBe(201);
    expect(savedAd(service.body).status).toBe('active');
    // Ads on moderation are not public.
    const page = await send(t.app, 'GET', `/products/${savedAd(words.body).id}`, undefined);
    expect(page.statusCode).toBe(404);
  });

  it('asks a service for no condition or stock: whatever came is not read, it is kept as new, one', async () => {
    const seller = await t.signedIn();
    const fields = adFields(c, {
      category_id: String(c.services.id),
      subcategory_id: String(c.tutoring.id),
      quantity: 'много',
      condition: 'broken',
      'filters[brand]': undefined,
      'filters[memory]': undefined,
      'filters[delivery]': undefined,
    });
    const res = await send(t.app, 'POST', '/products', seller.token, await adForm(fields));
    expect(res.statusCode, res.body).toBe(201);
    expect(savedAd(res.body)).toMatchObject({ kind: 'service', quantity: 1, condition: 'new' });
  });

  it('requires a session', async () => {
    const res = await send(t.app, 'POST', '/products', undefined, await adForm(adFields(c)));
    expect(res.statusCode).toBe(401);
  });

  describe('refuses bad input with a Russian message and stores nothing', () => {
    it.each([
      ['name', { name: undefined }, messages.adNameRequired],
      ['name', { name: 'ab' }, messages.adNameShort],
      ['name', { name: 'x'.repeat(101) }, messages.adNameLong],
      ['description', { description: undefined }, messages.adDescriptionRequired],
      ['description', { description: 'коротко' }, messages.adDescriptionShort],
      ['price', { price: undefined }, messages.adPriceInvalid],
      ['price', { price: 'дорого' }, messages.adPriceInvalid],
      ['price', { price: '-5' }, messages.adPriceInvalid],
      ['price', { price: '10.555' }, messages.adPriceInvalid],
      ['quantity', { quantity: '0' }, messages.adQuantityInvalid],
      ['quantity', { quantity: '1.5' }, messages.adQuantityInvalid],
      ['condition', { condition: 'broken' }, messages.adConditionInvalid],
      ['category_id', { category_id: undefined }, messages.adCategoryRequired],
      ['category_id', { category_id: '999999' }, messages.categoryNotFound],
      ['subcategory_id', { subcategory_id: 'abc' }, messages.adSubcategoryRequired],
      ['subcategory_id', { subcategory_id: '999999' }, messages.subcategoryNotFound],
      ['city_id', { city_id: undefined }, messages.adCityRequired],
      ['city_id', { city_id: '999999' }, messages.cityNotFound],
      ['address', { address: '   ' }, messages.adAddressRequired],
      ['address', { address: 'a'.repeat(256) }, messages.addressTooLong],
      ['latitude', { latitude: '91' }, messages.adLocationInvalid],
      ['longitude', { longitude: 'восток' }, messages.adLocationInvalid],
      ['filters.brand', { 'filters[brand]': 'Nokia' }, messages.adFilterInvalid],
      ['filters.memory', { 'filters[memory]': '4096' }, messages.adFilterInvalid],
      ['filters.memory', { 'filters[memory]': 'много' }, messages.adFilterInvalid],
      ['filters.delivery', { 'filters[delivery]': 'может быть' }, messages.adFilterInvalid],
      ['filters.colour', { 'filters[colour]': 'красный' }, messages.adFilterUnknown],
    ])('%s: %j', async (field, overrides, message) => {
      await refused(await adForm(adFields(c, overrides)), field, message);
    });

    it('a subcategory of another category', async () => {
      const fields = adFields(c, { subcategory_id: String(c.furniture.id), 'filters[brand]': undefined });
      await refused(await adForm(fields), 'subcategory_id', messages.adSubcategoryMismatch);
    });

    it('no pictures', async () => {
      await refused(await adForm(adFields(c), 0), 'images', messages.adImagesRequired);
    });

    it('an eleventh picture', async () => {
      await refused(await adForm(adFields(c), 11), 'images', messages.adImagesTooMany);
    });

    it('a 12 MB picture', async () => {
      const big = await noisePng(12 * 1024 * 1024);
      const images = [
        { field: 'images[]', data: await smallJpeg(), name: 'a.jpg' },
        { field: 'images[]', data: big, name: 'big.png', type: 'image/png' },
      ];
      await refused(await adForm(adFields(c), images), 'images', messages.adImageTooLarge);
    });

    it('a picture of more than 40 megapixels, however few its bytes', async () => {
      const flood = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#888' } })
        .png()
        .toBuffer();
      const images = [
        { field: 'images[]', data: await smallJpeg(), name: 'a.jpg' },
        { field: 'images[]', data: flood, name: 'flood.png', type: 'image/png' },
      ];
      await refused(await adForm(adFields(c), images), 'images', messages.imageTooManyPixels);
    });

    it('a text file named .jpg', async () => {
      const images = [{ field: 'images[]', data: 'просто текст, не картинка', name: 'photo.jpg' }];
      await refused(await adForm(adFields(c), images), 'images', messages.avatarNotImage);
    });

    it('reports every field error at once', async () => {
      const seller = await t.signedIn();
      const res = await send(t.app, 'POST', '/products', seller.token, await adForm({ name: 'ab' }, 0));
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json<Reply>().errors)).toEqual(
        expect.arrayContaining(['name', 'description', 'price', 'category_id', 'city_id', 'images']),
      );
    });

    it('a body that is not a form', async () => {
      const seller = await t.signedIn();
      const before = await rows();
      const res = await send(t.app, 'POST', '/products', seller.token, { name: 'JSON' });
      expect(res.statusCode).toBe(422);
      expect(await rows()).toEqual(before);
    });
  });
});
