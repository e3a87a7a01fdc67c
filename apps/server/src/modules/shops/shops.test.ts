import { beforeAll, describe, expect, it } from 'vitest';
import { limits, messages, type ShopsReply } from '@mp/contract';
import { useTestApp, type SignedIn } from '../../test/harness.ts';
import {
  createCategory,
  createCity,
  createCompany,
  createProduct,
  createSubcategory,
  createUser,
} from '../../test/fixtures.ts';

const t = useTestApp();
let cityA: number;
let cityB: number;
let big: { userId: number; id: number };
let small: { userId: number; id: number };
let viewer: SignedIn;

beforeAll(async () => {
  cityA = (await createCity(t.db, { name: 'Лавочкин' })).id;
  cityB = (await createCity(t.db, { name: 'Прилавск' })).id;
  const category = await createCategory(t.db);
  const subcategory = await createSubcategory(t.db, category.id);
  const ads = async (userId: number, cityId: number, n: number, status: 'active' | 'archived' = 'active') => {
    for (let i = 0; i < n; i++) await createProduct(t.db, { userId, subcategory, cityId, status });
  };
  const shop = async (name: string, values: Parameters<typeof createCompany>[2] = {}) => {
    const user = await createUser(t.db);
    const company = await createCompany(t.db, user.id, { name, ...values });
    return { userId: user.id, id: company.id };
  };
  big = await shop('Электроника 100%', { moderationStatus: 'approved', logoUrl: '/storage/logo.webp' });
  small = await shop('Книжная лавка', { sellerType: 'offline' });
  const idle = await shop('Закрытый магазин');
  const privateSeller = await createUser(t.db);
  await ads(big.userId, cityA, 3);
  await ads(big.userId, cityB, 1);
  await ads(small.userId, cityA, 1);
  await ads(small.userId, cityB, 2);
  await ads(idle.userId, cityA, 2, 'archived');
  await ads(privateSeller.id, cityA, 4);
  viewer = await t.signedIn();
});

const shops = async (query: string, token?: string) => {
  const res = await t.call('GET', `/shops${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ShopsReply>();
};

describe('«Магазины»', () => {
  it('lists companies with active ads in the city, most ads first, with their public face', async () => {
    const reply = await shops(`?city_id=${cityA}`);
    expect(reply.data).toEqual([
      {
        id: big.id,
        user_id: big.userId,
        name: 'Электроника 100%',
        logo: '/storage/logo.webp',
        seller_type: 'online',
        verified: true,
        rating: null,
        reviews_count: 0,
        ads_count: 3,
      },
      expect.objectContaining({ id: small.id, seller_type: 'offline', verified: false, ads_count: 1 }),
    ]);
    expect(reply.pagination).toMatchObject({ current_page: 1, last_page: 1, total: 2 });
  });

  it('counts the ads of the chosen city, or of all of Russia without one', async () => {
    expect((await shops(`?city_id=${cityB}`)).data.map((shop) => [shop.id, shop.ads_count])).toEqual([
      [small.id, 2],
      [big.id, 1],
    ]);
    expect((await shops('')).data.map((shop) => [shop.id, shop.ads_count])).toEqual([
      [big.id, 4],
      [small.id, 3],
    ]);
  });

  it('finds shops by a part of the name, any case, wildcards taken literally', async () => {
    expect((await shops('?search=ЛАВКА')).data.map((shop) => shop.id)).toEqual([small.id]);
    expect((await shops(`?search=${encodeURIComponent('100%')}`)).data.map((shop) => shop.id)).toEqual([
      big.id,
    ]);
    expect((await shops(`?search=${encodeURIComponent('_')}`)).data).toEqual([]);
    expect((await shops('?search=Закрытый')).data).toEqual([]);
  });

  it('leaves out the shops the signed-in viewer blocked', async () => {
    expect((await t.call('POST', `/users/${small.userId}/block`, viewer.token)).statusCode).toBe(200);
    expect((await shops(`?city_id=${cityA}`, viewer.token)).data.map((shop) => shop.id)).toEqual([big.id]);
    expect((await shops(`?city_id=${cityA}`)).data).toHaveLength(2);
  });

  it('answers malformed queries with 422 in Russian', async () => {
    const cases: [string, string][] = [
      ['?city_id=abc', messages.invalidInteger],
      ['?city_id=-3', messages.invalidInteger],
      ['?page=0', messages.invalidInteger],
      [`?search=${'а'.repeat(limits.searchMaxLength + 1)}`, messages.searchTooLong],
    ];
    for (const [query, message] of cases) {
      const res = await t.call('GET', `/shops${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.json<{ message: string }>().message).toBe(message);
    }
  });
});
