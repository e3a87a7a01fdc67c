import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  messages,
  reviewLimits,
  type OrdersCreatedReply,
  type ProductDetailReply,
  type PublicProfile,
  type ReviewSavedReply,
  type ReviewsPage,
  type ShopsReply,
} from '@mp/contract';
import { reviews } from '../../db/schema/index.ts';
import { useTestApp, type SignedIn } from '../../test/harness.ts';
import {
  createCategory,
  createCity,
  createCompany,
  createProduct,
  createSubcategory,
} from '../../test/fixtures.ts';
import { fetchStored, form, picture, upload, type UploadFile } from '../../test/images.ts';

const t = useTestApp();
let seller: SignedIn;
let cityId: number;
let newAd: (userId?: number) => Promise<number>;

beforeAll(async () => {
  seller = await t.signedIn();
  await createCompany(t.db, seller.user.id, { name: 'Велосалон' });
  cityId = (await createCity(t.db, { name: 'Отзывск' })).id;
  const category = await createCategory(t.db);
  const subcategory = await createSubcategory(t.db, category.id);
  newAd = async (userId = seller.user.id) =>
    (await createProduct(t.db, { userId, subcategory, cityId, quantity: 50 })).id;
});

/** An order of the ad by the buyer, moved as far as `until` by its parties through the API. */
async function orderOf(buyer: SignedIn, ad: number, until: 'new' | 'completed' = 'completed', by = seller) {
  const placed = await t.call('POST', '/orders', buyer.token, {
    items: [{ product_id: ad, quantity: 1 }],
    delivery_address: 'Москва, Тверская 1',
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const id = placed.json<OrdersCreatedReply>().orders[0]!.id;
  if (until === 'completed') {
    expect((await t.call('PUT', `/orders/${id}`, by.token, { status: 'confirmed' })).statusCode).toBe(200);
    expect((await t.call('PUT', `/orders/${id}`, by.token, { status: 'shipped' })).statusCode).toBe(200);
    expect((await t.call('PUT', `/orders/${id}`, buyer.token, { status: 'completed' })).statusCode).toBe(200);
  }
  return id;
}

const reviewForm = async (fields: Record<string, string>, images = 0, extra: UploadFile[] = []) =>
  form([
    ...Object.entries(fields).map(([field, data]) => ({ field, data })),
    ...(await Promise.all(
      Array.from({ length: images }, async () => ({
        field: 'images[]',
        data: await picture(1600, 900),
        name: 'p.jpg',
      })),
    )),
    ...extra,
  ]);
const reviewAd = async (token: string | undefined, ad: number | string, body: FormData) =>
  upload(t.app, 'POST', `/products/${ad}/reviews`, token, body);
const reviewsCount = async () => (await t.db.select({ value: count() }).from(reviews))[0]!.value;
const expectRefused = (res: { statusCode: number; json: <T>() => T }, status: number, message: string) => {
  expect(res.statusCode).toBe(status);
  expect(res.json<{ message: string }>().message).toBe(message);
};

describe('reviews of an ad', () => {
  it('lets a buyer with a completed order review the ad with photos, once per order', async () => {
    const buyer = await t.signedIn();
    const ad = await newAd();
    const order = await orderOf(buyer, ad);

    const res = await reviewAd(
      buyer.token,
      ad,
      await reviewForm({ rating: '9', review: ' Отличный велосипед ' }, 2),
    );

    expect(res.statusCode, res.body).toBe(201);
    const { message, data } = res.json<ReviewSavedReply>();
    expect(message).toBe(messages.reviewPublished);
    expect(data).toMatchObject({
      kind: 'product',
      rating: 9,
      comment: 'Отличный велосипед',
      product_id: ad,
      order_id: order,
      seller_id: seller.user.id,
      seller_type: 'company',
      seller: { id: seller.user.id, name: seller.user.name },
      user_id: buyer.user.id,
      author: { id: buyer.user.id, name: buyer.user.name },
    });
    expect(data.images).toHaveLength(2);
    for (const url of data.images)
      expect((await fetchStored(t.app, url)).headers['content-type']).toBe('image/webp');

    expectRefused(
      await reviewAd(buyer.token, ad, await reviewForm({ rating: '5' })),
      409,
      messages.reviewAlreadyLeft,
    );
    await orderOf(buyer, ad);
    expect((await reviewAd(buyer.token, ad, await reviewForm({ rating: '6' }))).statusCode).toBe(201);
  });

  it('lists an ad’s reviews newest first with the rounded mean, and the seller’s rating everywhere', async () => {
    const shop = await t.signedIn();
    await createCompany(t.db, shop.user.id, { name: 'Рейтинговый' });
    const ad = await newAd(shop.user.id);
    const [first, second] = [await t.signedIn(), await t.signedIn()];
    await orderOf(first, ad, 'completed', shop);
    await orderOf(second, ad, 'completed', shop);
    await reviewAd(first.token, ad, await reviewForm({ rating: '7', review: 'Хорошо' }));
    await reviewAd(second.token, ad, await reviewForm({ rating: '8', review: 'Очень хорошо' }));

    const list = (await t.call('GET', `/reviews?product_id=${ad}`)).json<ReviewsPage>();
    expect(list.data.map((review) => review.comment)).toEqual(['Очень хорошо', 'Хорошо']);
    expect((await t.call('GET', `/reviews/stats?product_id=${ad}`)).json()).toEqual({ rating: 8, count: 2 });
    expect((await t.call('GET', `/reviews/stats?product_id=${await newAd()}`)).json()).toEqual({
      rating: null,
      count: 0,
    });

    const profile = (await t.call('GET', `/users/${shop.user.id}`)).json<PublicProfile>();
    expect([profile.rating, profile.reviews_count]).toEqual([8, 2]);
    const page = (await t.call('GET', `/products/${ad}`)).json<ProductDetailReply>();
    expect(page.data.seller).toMatchObject({ rating: 8, reviews_count: 2 });
    const shops = (
      await t.call('GET', `/shops?city_id=${cityId}&search=${encodeURIComponent('Рейтинговый')}`)
    ).json<ShopsReply>();
    expect(shops.data[0]).toMatchObject({ rating: 8, reviews_count: 2 });
    const mine = (await t.call('GET', `/reviews?user_id=${first.user.id}`)).json<ReviewsPage>();
    expect(mine.data.map((review) => review.rating)).toEqual([7]);
  });

  it('refuses a buyer whose order is not completed, and anyone without an order', async () => {
    const buyer = await t.signedIn();
    const ad = await newAd();
    const before = await reviewsCount();
    expectRefused(
      await reviewAd(buyer.token, ad, await reviewForm({ rating: '8' })),
      403,
      messages.reviewNeedsCompletedOrder,
    );
    await orderOf(buyer, ad, 'new');
    expectRefused(
      await reviewAd(buyer.token, ad, await reviewForm({ rating: '8' })),
      403,
      messages.reviewNeedsCompletedOrder,
    );
    expectRefused(
      await reviewAd(seller.token, ad, await reviewForm({ rating: '10' })),
      403,
      messages.reviewNeedsCompletedOrder,
    );
    expect((await reviewAd(undefined, ad, await reviewForm({ rating: '8' }))).statusCode).toBe(401);
    expect(await reviewsCount()).toBe(before);
  });

  it('answers missing, malformed and oversized forms with 422 in Russian and stores nothing', async () => {
    const buyer = await t.signedIn();
    const ad = await newAd();
    await orderOf(buyer, ad);
    const before = await reviewsCount();
    const cases: [FormData, string, string][] = [
      [await reviewForm({}), 'rating', messages.reviewRatingInvalid],
      [await reviewForm({ rating: '0' }), 'rating', messages.reviewRatingInvalid],
      [await reviewForm({ rating: '11' }), 'rating', messages.reviewRatingInvalid],
      [await reviewForm({ rating: 'десять' }), 'rating', messages.reviewRatingInvalid],
      [await reviewForm({ rating: '7.5' }), 'rating', messages.reviewRatingInvalid],
      [
        await reviewForm({ rating: '8', review: 'о'.repeat(reviewLimits.commentMax + 1) }),
        'review',
        messages.reviewCommentTooLong,
      ],
      [await reviewForm({ rating: '8' }, reviewLimits.imagesMax + 1), 'images', messages.reviewImagesTooMany],
      [
        await reviewForm({ rating: '8' }, 0, [{ field: 'images[]', data: 'не картинка', name: 'fake.jpg' }]),
        'images',
        messages.avatarNotImage,
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await reviewAd(buyer.token, ad, body);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(422);
      expect(res.json<{ errors: Record<string, string[]> }>().errors[field]).toContain(message);
    }
    expect((await reviewAd(buyer.token, 'abc', await reviewForm({ rating: '8' }))).statusCode).toBe(422);
    expect((await t.call('GET', '/reviews/stats')).statusCode).toBe(422);
    expect((await t.call('GET', '/reviews?product_id=-1')).statusCode).toBe(422);
    expect(await reviewsCount()).toBe(before);
  });
});

describe('reviews of a seller', () => {
  const reviewSeller = (token: string | undefined, body: object) =>
    t.call('POST', '/company/reviews', token, body);

  it('takes a review of the seller after a completed order, once per order, with the right seller type', async () => {
    const buyer = await t.signedIn();
    const order = await orderOf(buyer, await newAd());
    const body = {
      seller_type: 'company',
      seller_id: seller.user.id,
      rating: 10,
      comment: 'Быстро отправили',
    };

    expectRefused(
      await reviewSeller(buyer.token, { ...body, seller_type: 'private' }),
      422,
      messages.reviewSellerTypeMismatch,
    );
    const res = await reviewSeller(buyer.token, body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<ReviewSavedReply>().data).toMatchObject({
      kind: 'seller',
      order_id: order,
      product_id: null,
      rating: 10,
    });
    expectRefused(await reviewSeller(buyer.token, body), 409, messages.reviewAlreadyLeft);

    const listed = (
      await t.call('GET', `/company/reviews?seller_id=${seller.user.id}&user_id=${buyer.user.id}`)
    ).json<ReviewsPage>();
    expect(listed.data.map((review) => review.kind)).toEqual(['seller']);
  });

  it('refuses oneself, strangers and malformed bodies', async () => {
    const stranger = await t.signedIn();
    const before = await reviewsCount();
    const valid = { seller_type: 'company', seller_id: seller.user.id, rating: 5, comment: '' };
    expectRefused(await reviewSeller(stranger.token, valid), 403, messages.reviewNeedsCompletedOrder);
    expectRefused(await reviewSeller(seller.token, valid), 422, messages.reviewOfOneself);
    for (const [patch, message] of [
      [{ rating: 0 }, messages.reviewRatingInvalid],
      [{ rating: 'пять' }, messages.reviewRatingInvalid],
      [{ seller_type: 'shop' }, messages.reviewSellerTypeInvalid],
      [{ seller_id: 'abc' }, messages.invalidInteger],
      [{ comment: 'к'.repeat(reviewLimits.commentMax + 1) }, messages.reviewCommentTooLong],
    ] as const) {
      expectRefused(await reviewSeller(stranger.token, { ...valid, ...patch }), 422, message);
    }
    expect((await reviewSeller(undefined, valid)).statusCode).toBe(401);
    expect(await reviewsCount()).toBe(before);
  });
});

describe('changing and deleting a review', () => {
  it('lets only the author change or delete it; new photos replace the old and their files go', async () => {
    const buyer = await t.signedIn();
    const stranger = await t.signedIn();
    const ad = await newAd();
    await orderOf(buyer, ad);
    const created = (
      await reviewAd(buyer.token, ad, await reviewForm({ rating: '4', review: 'Так себе' }, 1))
    ).json<ReviewSavedReply>().data;
    const oldImage = created.images[0]!;

    expectRefused(
      await upload(t.app, 'PUT', `/reviews/${created.id}`, stranger.token, await reviewForm({ rating: '1' })),
      403,
      messages.reviewAuthorOnly,
    );
    expectRefused(
      await t.call('DELETE', `/reviews/${created.id}`, stranger.token),
      403,
      messages.reviewAuthorOnly,
    );
    expectRefused(await t.call('DELETE', '/reviews/2147483000', buyer.token), 404, messages.reviewNotFound);

    const changed = await upload(
      t.app,
      'PUT',
      `/reviews/${created.id}`,
      buyer.token,
      await reviewForm({ rating: '8', review: 'Разобрался, всё отлично' }, 1),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<ReviewSavedReply>()).toMatchObject({
      message: messages.reviewUpdated,
      data: { rating: 8, comment: 'Разобрался, всё отлично' },
    });
    expect(changed.json<ReviewSavedReply>().data.images).not.toContain(oldImage);
    expect((await fetchStored(t.app, oldImage)).statusCode).toBe(404);

    const kept = await upload(
      t.app,
      'PUT',
      `/reviews/${created.id}`,
      buyer.token,
      await reviewForm({ rating: '0' }),
    );
    expect(kept.statusCode).toBe(422);

    const deleted = await t.call('DELETE', `/reviews/${created.id}`, buyer.token);
    expect(deleted.json()).toEqual({ message: messages.reviewDeleted });
    const [row] = await t.db.select().from(reviews).where(eq(reviews.id, created.id));
    expect(row).toBeUndefined();
    expect((await fetchStored(t.app, changed.json<ReviewSavedReply>().data.images[0]!)).statusCode).toBe(404);
  });
});

describe('the OpenAPI document', () => {
  it('lists every reviews call; writing ones are signed-in only', async () => {
    const { paths } = (await t.call('GET', '/docs/openapi.json')).json<{
      paths: Record<string, Record<string, { security?: unknown; tags?: string[] }>>;
    }>();
    for (const [path, method, signedInOnly] of [
      ['/api/products/{productId}/reviews', 'post', true],
      ['/api/reviews', 'get', false],
      ['/api/reviews/stats', 'get', false],
      ['/api/reviews/{id}', 'put', true],
      ['/api/reviews/{id}', 'delete', true],
      ['/api/company/reviews', 'post', true],
      ['/api/company/reviews', 'get', false],
    ] as const) {
      expect(paths[path]?.[method]?.tags, `${method} ${path}`).toEqual(['reviews']);
      expect(paths[path]?.[method]?.security, `${method} ${path}`).toEqual(
        signedInOnly ? [{ bearer: [] }] : undefined,
      );
    }
  });
});
