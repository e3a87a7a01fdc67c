import { describe, expect, it } from 'vitest';
import { messages, type AutocompleteItem, type ProductsReply, type PublicProfile } from '@mp/contract';
import { useTestApp } from '../../test/harness.ts';
import { createCategory, createCity, createProduct, createSubcategory } from '../../test/fixtures.ts';
import { blocksRepository } from './repository.ts';

const server = useTestApp();
const { call, signedIn } = server;

/**
 * A subcategory of its own with two cities: the viewer's city holds one ad of each seller, another
 * city holds one more ad of each, so both lists and both totals can be checked.
 */
async function market(word: string) {
  const db = server.db;
  const here = await createCity(db);
  const elsewhere = await createCity(db);
  const category = await createCategory(db);
  const subcategory = await createSubcategory(db, category.id);
  const viewer = await signedIn();
  const blocked = await signedIn();
  const other = await signedIn();
  const ad = (userId: number, name: string, cityId: number) =>
    createProduct(db, { userId, name, subcategory, cityId });
  const ads = {
    blockedHere: await ad(blocked.user.id, `${word} заблокированного здесь`, here.id),
    blockedThere: await ad(blocked.user.id, `${word} заблокированного там`, elsewhere.id),
    otherHere: await ad(other.user.id, `${word} соседа здесь`, here.id),
    otherThere: await ad(other.user.id, `${word} соседа там`, elsewhere.id),
  };
  const lists = async (token?: string, extra = '') => {
    const res = await call(
      'GET',
      `/products?subcategory_id=${subcategory.id}&city_id[]=${here.id}${extra}`,
      token,
    );
    expect(res.statusCode).toBe(200);
    const reply = res.json<ProductsReply>();
    return {
      here: reply.products_in_selected_cities.data.map((p) => p.id).sort((a, b) => a - b),
      there: reply.other_products.data.map((p) => p.id).sort((a, b) => a - b),
      totals: [reply.products_in_selected_cities.pagination.total, reply.other_products.pagination.total],
    };
  };
  const suggestions = async (q: string, token?: string) => {
    const res = await call('GET', `/products/autocomplete?q=${encodeURIComponent(q)}`, token);
    expect(res.statusCode).toBe(200);
    return res
      .json<{ data: AutocompleteItem[] }>()
      .data.map((item) => item.id)
      .sort((a, b) => a - b);
  };
  return { viewer, blocked, other, ads, lists, suggestions };
}

const sorted = (...ids: number[]) => ids.sort((a, b) => a - b);

describe('blocking a user hides their ads from the blocker', () => {
  it('leaves both lists, both totals and autocomplete of the blocker; unblocking restores them', async () => {
    const { viewer, blocked, ads, lists, suggestions } = await market('Мотоблок');
    const everything = {
      here: sorted(ads.blockedHere.id, ads.otherHere.id),
      there: sorted(ads.blockedThere.id, ads.otherThere.id),
      totals: [2, 2],
    };
    expect(await lists(viewer.token)).toEqual(everything);
    // A guest's autocomplete fills the shared cache with the blocked seller's ads first.
    expect(await suggestions('мотоблок')).toHaveLength(4);

    const res = await call('POST', `/users/${blocked.user.id}/block`, viewer.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: messages.userBlocked });

    expect(await lists(viewer.token)).toEqual({
      here: [ads.otherHere.id],
      there: [ads.otherThere.id],
      totals: [1, 1],
    });
    expect(await suggestions('мотоблок', viewer.token)).toEqual(sorted(ads.otherHere.id, ads.otherThere.id));
    // Other orders and a text search (its own pinned plan) leave them out too.
    for (const extra of ['&sort=price', '&sort=created_at', '&search=мотоблок', '&search=мотоблк']) {
      expect(await lists(viewer.token, extra)).toEqual({
        here: [ads.otherHere.id],
        there: [ads.otherThere.id],
        totals: [1, 1],
      });
    }
    // The ad page still opens by its direct link.
    expect((await call('GET', `/products/${ads.blockedHere.id}`, viewer.token)).statusCode).toBe(200);

    // Guests and other users are not affected, and the blocker's uncached answer did not leak.
    const stranger = await signedIn();
    expect(await lists()).toEqual(everything);
    expect(await lists(stranger.token)).toEqual(everything);
    expect(await suggestions('мотоблок')).toHaveLength(4);
    expect(await suggestions('мотоблок', stranger.token)).toHaveLength(4);
    // The blocked user still sees the blocker's... and everyone's ads: a block is one-way.
    expect((await lists(blocked.token)).totals).toEqual([2, 2]);

    const unblocked = await call('DELETE', `/users/${blocked.user.id}/block`, viewer.token);
    expect(unblocked.statusCode).toBe(200);
    expect(unblocked.json()).toEqual({ message: messages.userUnblocked });
    expect(await lists(viewer.token)).toEqual(everything);
    expect(await suggestions('мотоблок', viewer.token)).toHaveLength(4);
  });

  it('treats a bad or stale token on a public list as a guest, not as 401', async () => {
    const { viewer, blocked, lists } = await market('Культиватор');
    await call('POST', `/users/${blocked.user.id}/block`, viewer.token);
    expect((await lists('not-a-real-token')).totals).toEqual([2, 2]);
    await call('POST', '/logout', viewer.token);
    expect((await lists(viewer.token)).totals).toEqual([2, 2]);
  });

  it('autocomplete of a blocker bypasses the cache and never fills it', async () => {
    const { viewer, blocked, ads, suggestions } = await market('Снегоуборщик');
    await call('POST', `/users/${blocked.user.id}/block`, viewer.token);
    // The blocker asks first: the guest after them still gets every seller.
    expect(await suggestions('снегоуборщик', viewer.token)).toEqual(
      sorted(ads.otherHere.id, ads.otherThere.id),
    );
    expect(await suggestions('снегоуборщик')).toHaveLength(4);
    expect(await suggestions('снегоуборщик', viewer.token)).toHaveLength(2);
  });

  it('shows blocked_by_me on the public page to the blocker only', async () => {
    const { viewer, blocked, other } = await market('Газонокосилка');
    const page = async (token?: string) =>
      (await call('GET', `/users/${blocked.user.id}`, token)).json<PublicProfile>().blocked_by_me;
    expect(await page(viewer.token)).toBe(false);
    await call('POST', `/users/${blocked.user.id}/block`, viewer.token);
    expect(await page(viewer.token)).toBe(true);
    expect(await page(other.token)).toBe(false);
    expect(await page()).toBe(false);
    expect(await page('garbage')).toBe(false);
    await call('DELETE', `/users/${blocked.user.id}/block`, viewer.token);
    expect(await page(viewer.token)).toBe(false);
  });
});

describe('POST and DELETE /api/users/{id}/block, GET /api/user/blocks', () => {
  it('is idempotent and lists whom I blocked, most recent first', async () => {
    const me = await signedIn();
    const first = await signedIn();
    const second = await signedIn();
    for (let i = 0; i < 2; i++) {
      expect((await call('POST', `/users/${first.user.id}/block`, me.token)).statusCode).toBe(200);
    }
    expect((await call('POST', `/users/${second.user.id}/block`, me.token)).statusCode).toBe(200);
    const res = await call('GET', '/user/blocks', me.token);
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ data: { id: number; name: string; blocked_at: string }[] }>();
    expect(data.map((u) => u.id)).toEqual([second.user.id, first.user.id]);
    const { blocked_at: blockedAt, ...blocked } = data[0]!;
    expect(blocked).toEqual({ id: second.user.id, name: second.user.name, profile_photo_url: null });
    expect(Date.parse(blockedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(res.body).not.toContain(second.user.phone);
    expect(await blocksRepository(server.db).isBlocked(me.user.id, first.user.id)).toBe(true);
    expect(await blocksRepository(server.db).isBlocked(first.user.id, me.user.id)).toBe(false);
    // Unblocking twice is fine too.
    for (let i = 0; i < 2; i++) {
      expect((await call('DELETE', `/users/${first.user.id}/block`, me.token)).statusCode).toBe(200);
    }
    expect((await call('GET', '/user/blocks', me.token)).json()).toEqual({
      data: [expect.objectContaining({ id: second.user.id })],
    });
  });

  it('lets nobody unblock on my behalf', async () => {
    const me = await signedIn();
    const target = await signedIn();
    const meddler = await signedIn();
    await call('POST', `/users/${target.user.id}/block`, me.token);
    // The blocked user and a third user both try: only their own (absent) blocks are touched.
    expect((await call('DELETE', `/users/${target.user.id}/block`, meddler.token)).statusCode).toBe(200);
    expect((await call('DELETE', `/users/${me.user.id}/block`, target.token)).statusCode).toBe(200);
    expect(await blocksRepository(server.db).isBlocked(me.user.id, target.user.id)).toBe(true);
    expect((await call('GET', '/user/blocks', meddler.token)).json()).toEqual({ data: [] });
  });

  it('refuses blocking oneself, unknown users and bad ids', async () => {
    const me = await signedIn();
    const self = await call('POST', `/users/${me.user.id}/block`, me.token);
    expect(self.statusCode).toBe(422);
    expect(self.json()).toMatchObject({ message: messages.cannotBlockSelf });
    for (const method of ['POST', 'DELETE'] as const) {
      const missing = await call(method, '/users/2000000000/block', me.token);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: messages.userNotFound });
      for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
        const bad = await call(method, `/users/${id}/block`, me.token);
        expect(bad.statusCode).toBe(422);
        expect(bad.json()).toMatchObject({ message: messages.invalidInteger });
      }
    }
    expect((await call('GET', '/user/blocks', me.token)).json()).toEqual({ data: [] });
  });

  it.each([
    ['POST', '/users/1/block'],
    ['DELETE', '/users/1/block'],
    ['GET', '/user/blocks'],
  ] as const)('%s %s needs a signed-in user', async (method, url) => {
    for (const token of [undefined, 'garbage']) {
      const res = await call(method, url, token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: messages.unauthenticated });
    }
  });

  it('is documented in OpenAPI', async () => {
    const { paths } = (await call('GET', '/docs/openapi.json')).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    expect(Object.keys(paths['/api/users/{id}/block'] ?? {})).toEqual(
      expect.arrayContaining(['post', 'delete']),
    );
    expect(paths).toHaveProperty(['/api/user/blocks', 'get', 'security'], [{ bearer: [] }]);
  });
});
