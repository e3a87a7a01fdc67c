import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  messages,
  type OwnProfile,
  type ProductsReply,
  type ProfileUpdateReply,
  type PublicProfile,
} from '@mp/contract';
import { products, sessions, users, verificationCodes } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/harness.ts';
import {
  createCategory,
  createCity,
  createCompany,
  createProduct,
  createSubcategory,
} from '../../test/fixtures.ts';

const server = useTestApp();
const { call, signedIn } = server;

const profile = {
  name: 'Мария',
  surname: 'Петрова',
  patronymic: 'Ивановна',
  address: 'Москва, ул. Тверская, 1',
  birth_date: '1991-04-12',
  has_car: true,
  gender: 'female',
};

async function storedRow(id: number) {
  const [row] = await server.db.select().from(users).where(eq(users.id, id));
  return row;
}

describe('GET /api/user', () => {
  it('replies the signed-in user with the profile fields, defaults before any edit', async () => {
    const { token, user } = await signedIn();
    const res = await call('GET', '/user', token);
    expect(res.statusCode).toBe(200);
    expect(res.json<OwnProfile>()).toEqual({
      ...user,
      email: null,
      surname: null,
      patronymic: null,
      address: null,
      birth_date: null,
      has_car: false,
      gender: 'male',
      profile_photo_url: null,
      allow_calls: false,
    });
  });

  it.each(['GET', 'PUT', 'DELETE'] as const)('%s without a token is 401 Unauthenticated.', async (method) => {
    const res = await call(method, '/user', undefined, method === 'PUT' ? profile : undefined);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: messages.unauthenticated });
  });
});

describe('PUT /api/user', () => {
  it('updates the own profile and replies it with the success message', async () => {
    const { token, user } = await signedIn();
    const res = await call('PUT', '/user', token, { ...profile, name: '  Мария  ' });
    expect(res.statusCode).toBe(200);
    const reply = res.json<ProfileUpdateReply>();
    expect(reply.message).toBe(messages.profileUpdated);
    expect(reply.user).toMatchObject({ id: user.id, phone: user.phone, ...profile });
    expect((await call('GET', '/user', token)).json<OwnProfile>()).toEqual(reply.user);
  });

  it.each([
    ['name', { name: undefined }, messages.profileNameRequired],
    ['name', { name: ' ' }, messages.profileNameRequired],
    ['surname', { surname: undefined }, messages.profileSurnameRequired],
    ['surname', { surname: '' }, messages.profileSurnameRequired],
    ['birth_date', { birth_date: undefined }, messages.birthDateRequired],
    ['birth_date', { birth_date: '12.04.1991' }, messages.birthDateFormat],
    ['birth_date', { birth_date: '2026-02-30' }, messages.birthDateFormat],
    ['birth_date', { birth_date: '2999-01-01' }, messages.birthDateFormat],
    ['gender', { gender: undefined }, messages.genderInvalid],
    ['gender', { gender: 'robot' }, messages.genderInvalid],
    ['name', { name: 'я'.repeat(101) }, messages.nameTooLong],
    ['surname', { surname: 'я'.repeat(101) }, messages.surnameTooLong],
    ['patronymic', { patronymic: 'я'.repeat(101) }, messages.patronymicTooLong],
    ['address', { address: 'я'.repeat(256) }, messages.addressTooLong],
    ['allow_calls', { allow_calls: 'yes' }, messages.allowCallsInvalid],
    ['allow_calls', { allow_calls: null }, messages.allowCallsInvalid],
  ])('refuses a bad %s with 422 and changes nothing', async (field, change, message) => {
    const { token, user } = await signedIn();
    const before = await storedRow(user.id);
    const res = await call('PUT', '/user', token, { ...profile, ...change });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message, errors: { [field]: [message] } });
    expect(await storedRow(user.id)).toEqual(before);
  });

  it('stores allow_calls when sent and keeps it when the body leaves it out', async () => {
    const { token, user } = await signedIn();
    const allowed = await call('PUT', '/user', token, { ...profile, allow_calls: true });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json<ProfileUpdateReply>().user.allow_calls).toBe(true);
    expect((await storedRow(user.id))?.allowCalls).toBe(true);

    const omitted = await call('PUT', '/user', token, { ...profile, name: 'Марина' });
    expect(omitted.json<ProfileUpdateReply>().user).toMatchObject({ name: 'Марина', allow_calls: true });
    expect((await call('GET', '/user', token)).json<OwnProfile>().allow_calls).toBe(true);

    const refused = await call('PUT', '/user', token, { ...profile, allow_calls: false });
    expect(refused.json<ProfileUpdateReply>().user.allow_calls).toBe(false);
    expect((await storedRow(user.id))?.allowCalls).toBe(false);
  });

  it('only ever touches the caller: another user’s row stays as it was', async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const bobBefore = await storedRow(bob.user.id);
    // Even an id smuggled into the body is ignored.
    const res = await call('PUT', '/user', alice.token, { ...profile, id: bob.user.id });
    expect(res.statusCode).toBe(200);
    expect(res.json<ProfileUpdateReply>().user.id).toBe(alice.user.id);
    expect(await storedRow(bob.user.id)).toEqual(bobBefore);
    expect((await storedRow(alice.user.id))?.surname).toBe(profile.surname);
  });
});

async function place() {
  const city = await createCity(server.db);
  const category = await createCategory(server.db);
  const subcategory = await createSubcategory(server.db, category.id);
  return { cityId: city.id, subcategory };
}

async function adFor(userId: number, name: string, where?: Awaited<ReturnType<typeof place>>) {
  return createProduct(server.db, { userId, name, ...(where ?? (await place())) });
}

describe('GET /api/users/{id}', () => {
  it('shows another user’s public profile without phone or personal data', async () => {
    const viewer = await signedIn();
    const seller = await signedIn();
    await call('PUT', '/user', seller.token, profile);
    await adFor(seller.user.id, 'Велосипед продавца');
    const archived = await adFor(seller.user.id, 'Старый шкаф');
    await server.db.update(products).set({ status: 'archived' }).where(eq(products.id, archived.id));

    const res = await call('GET', `/users/${seller.user.id}`, viewer.token);
    expect(res.statusCode).toBe(200);
    const body = res.json<PublicProfile>();
    expect(body).toEqual({
      id: seller.user.id,
      name: profile.name,
      created_at: seller.user.created_at,
      profile_photo_url: null,
      active_ads_count: 1,
      rating: null,
      reviews_count: 0,
      company: null,
      blocked_by_me: false,
      products: {
        data: [expect.objectContaining({ name: 'Велосипед продавца' })],
        pagination: { current_page: 1, last_page: 1, per_page: 20, total: 1 },
      },
    });
    expect(res.body).not.toContain(seller.user.phone.slice(2));
    expect(res.body).not.toContain(profile.surname);
  });

  it('is 404 with a Russian message for an unknown id and 422 for a non-numeric one', async () => {
    const missing = await call('GET', '/users/2000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: messages.userNotFound });
    const bad = await call('GET', '/users/abc');
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ message: messages.invalidInteger });
  });
});

describe('GET /api/users/{id}: company, ads and paging', () => {
  const requisites = {
    inn: '7707083893',
    fullName: 'ООО «Ромашка»',
    ogrn: '1027700132195',
    kpp: '773601001',
    legalAddress: 'Москва, ул. Вавилова, 19',
    bik: '044525225',
    bankName: 'ПАО Сбербанк',
    bankAccount: '40702810938000000001',
    correspondentAccount: '30101810400000000225',
  };
  const schedule = {
    mon: '09:00-18:00',
    tue: '09:00-18:00',
    wed: '09:00-18:00',
    thu: '09:00-18:00',
    fri: '09:00-17:00',
    sat: 'выходной',
    sun: 'выходной',
  };

  it('pages the active ads newest first; a page past the end is empty with the same totals', async () => {
    const seller = await signedIn();
    const where = await place();
    const db = server.db;
    const ads = [];
    for (let i = 0; i < 21; i++) {
      ads.push(
        await createProduct(db, {
          userId: seller.user.id,
          name: `Объявление ${i}`,
          ...where,
          createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
        }),
      );
    }
    const draft = await adFor(seller.user.id, 'Черновик', where);
    await db.update(products).set({ status: 'draft' }).where(eq(products.id, draft.id));
    const newestFirst = ads.map((ad) => ad.id).reverse();

    const page = async (query: string) => {
      const res = await call('GET', `/users/${seller.user.id}${query}`);
      expect(res.statusCode).toBe(200);
      return res.json<PublicProfile>();
    };
    const first = await page('');
    expect(first.active_ads_count).toBe(21);
    expect(first.products.data.map((p) => p.id)).toEqual(newestFirst.slice(0, 20));
    expect(first.products.pagination).toEqual({ current_page: 1, last_page: 2, per_page: 20, total: 21 });
    const second = await page('?page=2');
    expect(second.products.data.map((p) => p.id)).toEqual(newestFirst.slice(20));
    expect(second.products.pagination).toEqual({ current_page: 2, last_page: 2, per_page: 20, total: 21 });
    const past = await page('?page=7');
    expect(past.products).toEqual({
      data: [],
      pagination: { current_page: 7, last_page: 2, per_page: 20, total: 21 },
    });
    // Cards are the products module's cards.
    expect(first.products.data[0]).toMatchObject({
      name: 'Объявление 20',
      city_id: where.cityId,
      images: [],
    });

    for (const query of ['?page=0', '?page=abc', '?page=-1', '?page=1.5', '?page=10001']) {
      const bad = await call('GET', `/users/${seller.user.id}${query}`);
      expect(bad.statusCode, query).toBe(422);
      expect(bad.json()).toMatchObject({ message: messages.invalidInteger });
    }
    for (const id of ['abc', '0', '99999999999']) {
      const bad = await call('GET', `/users/${id}`);
      expect(bad.statusCode, id).toBe(422);
    }
  });

  it('shows an offline store’s public point and never the requisites, phone of the account or email', async () => {
    const seller = await signedIn();
    const db = server.db;
    await call('PUT', '/user', seller.token, profile);
    await db.update(users).set({ email: 'seller@example.ru' }).where(eq(users.id, seller.user.id));
    await createCompany(db, seller.user.id, {
      name: 'Ромашка',
      sellerType: 'offline',
      moderationStatus: 'approved',
      address: 'Москва, Тверская, 7',
      phone: '+74951234567',
      workSchedule: schedule,
      logoUrl: '/storage/companies/logo.webp',
      ...requisites,
    });
    const res = await call('GET', `/users/${seller.user.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<PublicProfile>().company).toEqual({
      name: 'Ромашка',
      logo: '/storage/companies/logo.webp',
      seller_type: 'offline',
      address: 'Москва, Тверская, 7',
      phone: '+74951234567',
      work_schedule: schedule,
      verified: true,
    });
    for (const secret of [
      ...Object.values(requisites),
      seller.user.phone.slice(2),
      'seller@example.ru',
      profile.surname,
      profile.patronymic,
      profile.birth_date,
      profile.address,
    ]) {
      expect(res.body).not.toContain(secret);
    }
    expect(Object.keys(res.json<PublicProfile>()).sort()).toEqual([
      'active_ads_count',
      'blocked_by_me',
      'company',
      'created_at',
      'id',
      'name',
      'products',
      'profile_photo_url',
      'rating',
      'reviews_count',
    ]);
  });

  it('hides an online seller’s phone and schedule; an unapproved company is not verified', async () => {
    const seller = await signedIn();
    const db = server.db;
    await createCompany(db, seller.user.id, {
      name: 'Онлайн-лавка',
      sellerType: 'online',
      moderationStatus: 'pending',
      phone: '+79161112233',
      workSchedule: schedule,
      ...requisites,
    });
    const res = await call('GET', `/users/${seller.user.id}`);
    expect(res.json<PublicProfile>().company).toEqual({
      name: 'Онлайн-лавка',
      logo: null,
      seller_type: 'online',
      address: null,
      phone: null,
      work_schedule: null,
      verified: false,
    });
    expect(res.body).not.toContain('79161112233');
  });
});

describe('DELETE /api/user', () => {
  it('deletes the account: token dead, public page gone, ads off the lists, personal data erased', async () => {
    const other = await signedIn();
    const { token, user } = await signedIn();
    await call('PUT', '/user', token, profile);
    const where = await place();
    const ad = await adFor(user.id, 'Самокат удаляемого', where);
    const othersAd = await adFor(other.user.id, 'Самокат соседа', where);

    const listed = async () =>
      (await call('GET', `/products?subcategory_id=${where.subcategory.id}`))
        .json<ProductsReply>()
        .products_in_selected_cities.data.map((p) => p.id);
    expect(await listed()).toEqual(expect.arrayContaining([ad.id, othersAd.id]));

    const res = await call('DELETE', '/user', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: messages.profileDeleted });

    const after = await call('GET', '/user', token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: messages.unauthenticated });
    expect((await call('GET', `/users/${user.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/products/${ad.id}`)).statusCode).toBe(404);
    const remaining = await listed();
    expect(remaining).not.toContain(ad.id);
    expect(remaining).toContain(othersAd.id);

    const db = server.db;
    expect(await storedRow(user.id)).toBeUndefined();
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect(await db.select().from(verificationCodes).where(eq(verificationCodes.phone, user.phone))).toEqual(
      [],
    );
    // The other account is untouched.
    expect((await call('GET', '/user', other.token)).statusCode).toBe(200);
  });
});

describe('OpenAPI', () => {
  it('lists the user endpoints', async () => {
    const { paths } = (await call('GET', '/docs/openapi.json')).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    expect(Object.keys(paths['/api/user'] ?? {})).toEqual(expect.arrayContaining(['get', 'put', 'delete']));
    expect(paths).toHaveProperty(['/api/users/{id}']);
  });
});
