import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages, ownAdDetailReplySchema, type OwnAdDetail } from '@mp/contract';
import { products } from '../../db/schema/index.ts';
import { useTestApp, type SignedIn } from '../../test/harness.ts';
import { adCatalogue, adFields, adForm, savedAd, send, type AdCatalogue } from './test-support.ts';

const t = useTestApp();
let c: AdCatalogue;
let owner: SignedIn;
let stranger: SignedIn;
beforeAll(async () => {
  c = await adCatalogue(t.db);
  owner = await t.signedIn();
  stranger = await t.signedIn();
});

async function publish() {
  const res = await send(t.app, 'POST', '/products', owner.token, await adForm(adFields(c), 2));
  expect(res.statusCode, res.body).toBe(201);
  return savedAd(res.body);
}

const own = (id: number | string, token: string | undefined = owner.token) =>
  send(t.app, 'GET', `/user/products/${id}`, token);

async function ownDetail(id: number): Promise<OwnAdDetail> {
  const res = await own(id);
  expect(res.statusCode, res.body).toBe(200);
  return ownAdDetailReplySchema.parse(res.json()).data;
}

describe('GET /api/user/products/:id', () => {
  it('shows the owner’s active ad like its page, plus the state and the raw filter values', async () => {
    const ad = await publish();
    const detail = await ownDetail(ad.id);
    const page = (await send(t.app, 'GET', `/products/${ad.id}`, undefined)).json<{ data: object }>().data;
    expect(detail).toMatchObject({ ...page, views: detail.views });
    expect(detail).toMatchObject({
      id: ad.id,
      status: 'active',
      filters: { brand: 'Apple', memory: 128, delivery: true },
      expires_at: ad.expires_at,
      rejection_reason: null,
      category_id: c.electronics.id,
      subcategory_id: c.phones.id,
      latitude: 55.79,
      longitude: 49.12,
    });
    expect(detail.images).toHaveLength(2);
  });

  it('shows a rejected ad with the moderator’s reason (the public page is 404)', async () => {
    const ad = await publish();
    const reason = 'На фото другой товар';
    await t.db
      .update(products)
      .set({ status: 'rejected', expiresAt: null, moderationNote: reason })
      .where(eq(products.id, ad.id));
    expect(await ownDetail(ad.id)).toMatchObject({
      status: 'rejected',
      rejection_reason: reason,
      expires_at: null,
      filters: { brand: 'Apple', memory: 128, delivery: true },
    });
    expect((await send(t.app, 'GET', `/products/${ad.id}`, undefined)).statusCode).toBe(404);
  });

  it('shows a sold ad', async () => {
    const ad = await publish();
    const sold = await send(t.app, 'POST', `/products/${ad.id}/sold`, owner.token);
    expect(sold.statusCode, sold.body).toBe(200);
    expect(await ownDetail(ad.id)).toMatchObject({ id: ad.id, status: 'sold', expires_at: null });
  });

  it('refuses someone else’s ad with 403 and shows nothing of it', async () => {
    const ad = await publish();
    const res = await own(ad.id, stranger.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: messages.forbidden });
    expect(res.body).not.toContain('Apple');
  });

  it('is 404 for an unknown id and 422 for a malformed one', async () => {
    const missing = await own(999999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: messages.productNotFound });
    for (const id of ['abc', '0', '-1']) expect((await own(id)).statusCode).toBe(422);
  });

  it('is 401 for a guest', async () => {
    const ad = await publish();
    expect((await send(t.app, 'GET', `/user/products/${ad.id}`, undefined)).statusCode).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('documents the owner’s view of an ad', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    const { paths } = res.json<{ paths: Record<string, { get?: { security?: unknown } }> }>();
    expect(paths['/api/user/products/{id}']?.get?.security).toEqual([{ bearer: [] }]);
  });
});
