import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { limits, messages, savedSearchLabels, type SavedSearch, type SavedSearchesReply } from '@mp/contract';
import { savedSearches, type SavedQuery } from '../../db/schema/index.ts';
import { useTestApp, type SignedIn } from '../../test/harness.ts';
import {
  createCategory,
  createCity,
  createFilter,
  createProduct,
  createSubcategory,
  createUser,
} from '../../test/fixtures.ts';
import { noticesOf as notices } from '../../test/notifications.ts';
import { expectRefused } from '../../test/refusals.ts';
import { digestMomentBefore, matchKeyOf, requiredWord } from './service.ts';

/** The clock the app reads; tests move it past the hourly limit and to the daily digest. */
let clock = new Date('2030-03-10T10:00:00Z');
const t = useTestApp({ now: () => clock });
const hours = (n: number) => (clock = new Date(clock.getTime() + n * 3_600_000));

let city: { id: number; name: string };
let otherCity: { id: number };
let subcategory: { id: number; categoryId: number; name: string };
let sellerId: number;

beforeAll(async () => {
  city = await createCity(t.db, { name: 'Искомск' });
  otherCity = await createCity(t.db);
  const category = await createCategory(t.db, { name: 'Транспорт' });
  subcategory = await createSubcategory(t.db, category.id, { name: 'Велосипеды' });
  await createFilter(t.db, subcategory.id, { name: 'frame', options: ['steel', 'carbon'] });
  sellerId = (await createUser(t.db)).id;
});

/** A new active ad of the test subcategory, in the test city unless told otherwise. */
const newAd = (name: string, values: { cityId?: number; priceKopecks?: number; frame?: string } = {}) =>
  createProduct(t.db, {
    userId: sellerId,
    subcategory,
    cityId: values.cityId ?? city.id,
    name,
    priceKopecks: values.priceKopecks ?? 1_000_000,
    attributes: values.frame === undefined ? {} : { frame: values.frame },
  });

const save = (token: string | undefined, body: object) => t.call('POST', '/saved-searches', token, body);

async function saved(who: SignedIn, query: string, extra: object = {}): Promise<SavedSearch> {
  const res = await save(who.token, { query, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: SavedSearch }>().data;
}

const listOf = async (who: SignedIn) => {
  const res = await t.call('GET', '/saved-searches', who.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SavedSearchesReply>().data;
};

const noticesOf = (who: SignedIn) => notices(t.db, who.user.id);

const announce = () => t.app.services.savedSearches.announceNew();

async function rowsOf(who: SignedIn) {
  return t.db.select().from(savedSearches).where(eq(savedSearches.userId, who.user.id));
}

describe('POST, GET, PUT, DELETE /api/saved-searches', () => {
  it('saves the search page’s query, names it, lists it with a link, renames and deletes it', async () => {
    const me = await t.signedIn();
    const query = `city_id[]=${city.id}&search=самокат&subcategory_id=${subcategory.id}&price_to=20000&filter[frame]=steel&sort=price&period=7d`;
    const created = await save(me.token, { query });
    expect(created.statusCode, created.body).toBe(201);
    const { message, data } = created.json<{ message: string; data: SavedSearch }>();
    expect(message).toBe(messages.savedSearchSaved);
    expect(data).toMatchObject({ name: 'Велосипеды в Искомске', notify: 'hourly', new_count: 0 });
    expect(decodeURIComponent(data.url)).toBe(
      `/search/искомск?search=самокат&subcategory_id=${subcategory.id}&price_to=20000&sort=price&period=7d&filter[frame]=steel`,
    );
    expect(new URLSearchParams(data.query).getAll('city_id[]')).toEqual([String(city.id)]);
    expect(new URLSearchParams(data.query).get('filter[frame]')).toBe('steel');

    // Only the matching new ad in the city counts as new.
    await newAd('Самокат детский', { frame: 'steel', priceKopecks: 1_500_000 });
    await newAd('Самокат взрослый', { frame: 'carbon' });
    await newAd('Самокат городской', { frame: 'steel', cityId: otherCity.id });
    await newAd('Самокат дорогой', { frame: 'steel', priceKopecks: 9_000_000 });
    expect((await listOf(me)).map((s) => [s.id, s.new_count])).toEqual([[data.id, 1]]);

    const visited = await t.call('POST', `/saved-searches/${data.id}/visit`, me.token);
    expect(visited.statusCode, visited.body).toBe(200);
    expect(visited.json<{ data: SavedSearch }>().data).toMatchObject({
      new_count: 0,
      visited_at: clock.toISOString(),
    });

    const renamed = await t.call('PUT', `/saved-searches/${data.id}`, me.token, {
      name: '  Самокат до 20 тысяч ',
      notify: 'daily',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({
      message: messages.savedSearchUpdated,
      data: { name: 'Самокат до 20 тысяч', notify: 'daily' },
    });

    const removed = await t.call('DELETE', `/saved-searches/${data.id}`, me.token);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: messages.savedSearchDeleted });
    expect(await listOf(me)).toEqual([]);
  });

  it('names a search by its text, or by where it looks, and lists the newest first', async () => {
    const me = await t.signedIn();
    const first = await saved(me, `search=${encodeURIComponent('горный велосипед')}`);
    const second = await saved(me, `city_id[]=${city.id}`);
    const third = await saved(me, '', { name: 'Всё подряд', notify: 'off' });
    expect(first.name).toBe('«горный велосипед» в России');
    expect(second.name).toBe('Объявления в Искомске');
    expect(third).toMatchObject({
      name: 'Всё подряд',
      notify: 'off',
      url: '/search/%D1%80%D0%BE%D1%81%D1%81%D0%B8%D1%8F',
    });
    expect((await listOf(me)).map((s) => s.id)).toEqual([third.id, second.id, first.id]);
  });

  it(`keeps at most ${limits.savedSearchesMax} searches a person; the next is a 409 that saves nothing`, async () => {
    const me = await t.signedIn();
    for (let i = 0; i < limits.savedSearchesMax; i++) {
      expect((await save(me.token, { query: `search=предел${i}`, name: `№${i}` })).statusCode).toBe(201);
    }
    expectRefused(await save(me.token, { query: 'search=лишний' }), 409, messages.savedSearchesLimit);
    expect(await listOf(me)).toHaveLength(limits.savedSearchesMax);
    // Someone else still may.
    expect((await save((await t.signedIn()).token, { query: 'search=лишний' })).statusCode).toBe(201);
  });

  it('refuses missing, malformed and oversized input with the contract’s messages, saving nothing', async () => {
    const me = await t.signedIn();
    const refusals: [object, string][] = [
      [{}, messages.savedSearchQueryRequired],
      [{ query: 42 }, messages.savedSearchQueryRequired],
      [{ query: 'a'.repeat(10_000) }, messages.savedSearchQueryTooLong],
      [{ query: `search=${'велосипед '.repeat(30)}` }, messages.searchTooLong],
      [{ query: 'category_id=abc' }, messages.invalidInteger],
      [{ query: 'price_from=дёшево' }, messages.invalidNumber],
      [{ query: 'sort=random' }, messages.invalidChoice],
      [{ query: '', name: 'x'.repeat(10_000) }, messages.savedSearchNameTooLong],
      [{ query: '', name: '   ' }, messages.savedSearchNameRequired],
      [{ query: '', name: 5 }, messages.savedSearchNameRequired],
      [{ query: '', notify: 'always' }, messages.savedSearchNotifyInvalid],
    ];
    for (const [body, message] of refusals) expectRefused(await save(me.token, body), 422, message);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: { authorization: `Bearer ${me.token}`, 'content-type': 'application/json' },
      payload: '{"query": ',
    });
    expectRefused(malformed, 400, messages.badRequest);
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: { authorization: `Bearer ${me.token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ query: 'search=x', name: 'я'.repeat(1024 * 1024) }),
    });
    expectRefused(huge, 413, messages.payloadTooLarge);
    expect(await rowsOf(me)).toEqual([]);
  });

  it('refuses bad changes and bad ids, and changes nothing', async () => {
    const me = await t.signedIn();
    const mine = await saved(me, 'search=неизменный', { name: 'Моё' });
    const url = `/saved-searches/${mine.id}`;
    for (const [body, message] of [
      [{}, messages.savedSearchChangeRequired],
      [{ name: 'x'.repeat(10_000) }, messages.savedSearchNameTooLong],
      [{ name: '' }, messages.savedSearchNameRequired],
      [{ notify: 'weekly' }, messages.savedSearchNotifyInvalid],
    ] as const) {
      expectRefused(await t.call('PUT', url, me.token, body), 422, message);
    }
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      expectRefused(
        await t.call('PUT', `/saved-searches/${id}`, me.token, { name: 'x' }),
        422,
        messages.invalidInteger,
      );
      expectRefused(await t.call('DELETE', `/saved-searches/${id}`, me.token), 422, messages.invalidInteger);
      expectRefused(
        await t.call('POST', `/saved-searches/${id}/visit`, me.token),
        422,
        messages.invalidInteger,
      );
    }
    expect(await listOf(me)).toEqual([mine]);
  });

  it('answers someone else’s search as unknown (404) and leaves it as it was', async () => {
    const owner = await t.signedIn();
    const stranger = await t.signedIn();
    const theirs = await saved(owner, 'search=чужой', { name: 'Чужой' });
    for (const id of [theirs.id, 2_000_000_000]) {
      const url = `/saved-searches/${id}`;
      expectRefused(
        await t.call('PUT', url, stranger.token, { name: 'Взлом' }),
        404,
        messages.savedSearchNotFound,
      );
      expectRefused(await t.call('DELETE', url, stranger.token), 404, messages.savedSearchNotFound);
      expectRefused(await t.call('POST', `${url}/visit`, stranger.token), 404, messages.savedSearchNotFound);
    }
    expect(await listOf(stranger)).toEqual([]);
    expect(await listOf(owner)).toEqual([theirs]);
  });

  it.each([
    ['GET', '/saved-searches'],
    ['POST', '/saved-searches'],
    ['PUT', '/saved-searches/1'],
    ['DELETE', '/saved-searches/1'],
    ['POST', '/saved-searches/1/visit'],
  ] as const)('%s %s needs a signed-in user', async (method, url) => {
    for (const token of [undefined, 'garbage']) {
      expectRefused(
        await t.call(method, url, token, { query: 'search=x', name: 'x' }),
        401,
        messages.unauthenticated,
      );
    }
    const [saves] = await t.db
      .select({ value: count() })
      .from(savedSearches)
      .where(eq(savedSearches.name, 'x'));
    expect(saves?.value).toBe(0);
  });

  it('is documented in OpenAPI', async () => {
    const { paths } = (await t.call('GET', '/docs/openapi.json')).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    expect(Object.keys(paths['/api/saved-searches'] ?? {})).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(paths['/api/saved-searches/{id}'] ?? {})).toEqual(
      expect.arrayContaining(['put', 'delete']),
    );
    expect(paths).toHaveProperty(['/api/saved-searches/{id}/visit', 'post', 'security'], [{ bearer: [] }]);
  });
});

describe('the matching job', () => {
  it('announces new matching ads once, then at most once an hour with what arrived meanwhile', async () => {
    const me = await t.signedIn();
    const search = await saved(me, `city_id[]=${city.id}&search=тандем`, { name: 'Тандем' });
    await announce();
    expect(await noticesOf(me)).toEqual([]);

    await newAd('Велосипед тандем');
    await announce();
    await announce();
    expect(await noticesOf(me)).toEqual([
      {
        type: 'saved_search',
        title: savedSearchLabels.noticeTitle,
        message: 'По поиску «Тандем» 1 новое объявление',
        link: search.url,
      },
    ]);

    // Within the hour: nothing more, however many arrive; then one notice with all of them.
    await newAd('Тандем прогулочный');
    hours(0.5);
    await announce();
    await newAd('Тандем спортивный');
    expect(await noticesOf(me)).toHaveLength(1);
    hours(0.6);
    await announce();
    await announce();
    const notices = await noticesOf(me);
    expect(notices.map((n) => n.message)).toEqual([
      'По поиску «Тандем» 1 новое объявление',
      'По поиску «Тандем» 2 новых объявления',
    ]);
  });

  it('says nothing of ads that do not match: other words, city, price, a dynamic filter', async () => {
    const me = await t.signedIn();
    await saved(me, `city_id[]=${city.id}&search=фэтбайк&price_to=20000&filter[frame]=carbon`);
    await newAd('Горный велосипед', { frame: 'carbon' });
    await newAd('Фэтбайк зимний', { frame: 'carbon', cityId: otherCity.id });
    await newAd('Фэтбайк дорогой', { frame: 'carbon', priceKopecks: 5_000_000 });
    await newAd('Фэтбайк стальной', { frame: 'steel' });
    await announce();
    expect(await noticesOf(me)).toEqual([]);
    await newAd('Фэтбайк карбоновый', { frame: 'carbon' });
    await announce();
    expect((await noticesOf(me)).map((n) => n.message)).toEqual([
      expect.stringMatching(/^По поиску «.+» 1 новое объявление$/),
    ]);
  });

  it('matches what the words mean by the search vocabulary, as the search page finds it', async () => {
    const me = await t.signedIn();
    await saved(me, `city_id[]=${city.id}&search=${encodeURIComponent('гироборд')}`, { name: 'Гироборды' });
    await newAd('Самокат детский');
    await announce();
    expect(await noticesOf(me)).toEqual([]);
    await newAd('Гироскутер с колонкой');
    await announce();
    expect((await noticesOf(me)).map((n) => n.message)).toEqual(['По поиску «Гироборды» 1 новое объявление']);
  });

  it('finds searches without text by their subcategory, and those with alternatives by their columns', async () => {
    const me = await t.signedIn();
    await saved(me, `subcategory_id=${subcategory.id}&vip=1`, { name: 'VIP велосипеды' });
    await saved(me, `city_id[]=${city.id}&search=${encodeURIComponent('моноцикл or гироскутер')}`, {
      name: 'Моноколёса',
    });
    await createProduct(t.db, {
      userId: sellerId,
      subcategory,
      cityId: city.id,
      name: 'Гироскутер',
      isVip: true,
    });
    await announce();
    expect((await noticesOf(me)).map((n) => n.message).sort()).toEqual([
      'По поиску «VIP велосипеды» 1 новое объявление',
      'По поиску «Моноколёса» 1 новое объявление',
    ]);
  });

  it('puts the daily searches of a person into one digest a day', async () => {
    const me = await t.signedIn();
    await saved(me, 'search=лонгборд', { name: 'Лонгборд', notify: 'daily' });
    await saved(me, 'search=скейтборд', { name: 'Скейтборд', notify: 'daily' });
    await saved(me, 'search=пенниборд', { name: 'Пенниборд', notify: 'off' });
    await announce();
    await newAd('Лонгборд');
    await newAd('Лонгборд бамбуковый');
    await newAd('Скейтборд');
    await newAd('Пенниборд');
    await announce();
    expect(await noticesOf(me)).toEqual([]);

    clock = new Date(digestMomentBefore(new Date(clock.getTime() + 24 * 3_600_000)).getTime() + 60_000);
    await announce();
    await announce();
    expect(await noticesOf(me)).toEqual([
      {
        type: 'saved_search',
        title: savedSearchLabels.digestTitle,
        message: '«Лонгборд»: 2 новых объявления; «Скейтборд»: 1 новое объявление',
        link: '/profile/saved-searches',
      },
    ]);
  });

  it('stops when the search is deleted or its notifications are off; turned back on, only what comes next', async () => {
    const me = await t.signedIn();
    const deleted = await saved(me, 'search=электросамокат', { name: 'Удалённый' });
    const paused = await saved(me, 'search=сегвей', { name: 'Сегвей' });
    await t.call('DELETE', `/saved-searches/${deleted.id}`, me.token);
    await t.call('PUT', `/saved-searches/${paused.id}`, me.token, { notify: 'off' });
    await newAd('Электросамокат');
    await newAd('Сегвей');
    await announce();
    expect(await noticesOf(me)).toEqual([]);

    await t.call('PUT', `/saved-searches/${paused.id}`, me.token, { notify: 'hourly' });
    await announce();
    expect(await noticesOf(me)).toEqual([]);
    await newAd('Сегвей новый');
    await announce();
    expect((await noticesOf(me)).map((n) => n.message)).toEqual(['По поиску «Сегвей» 1 новое объявление']);
  });

  it('is safe to run again, and moves a due search on past ads that do not match', async () => {
    const me = await t.signedIn();
    await saved(me, 'search=велотренажёр');
    await newAd('Велотренажёр');
    expect((await announce()).savedSearchNotices).toBeGreaterThan(0);
    expect(await announce()).toEqual({ savedSearchNotices: 0 });
    expect(await noticesOf(me)).toHaveLength(1);
    // Within the hour it waits where it stopped; after it, it moves on past what does not match.
    const ad = await newAd('Самокат');
    await announce();
    expect((await rowsOf(me))[0]?.lastSeenProductId).toBeLessThan(ad.id);
    hours(1.1);
    await announce();
    expect((await rowsOf(me))[0]?.lastSeenProductId).toBe(ad.id);
    expect(await noticesOf(me)).toHaveLength(1);
  });
});

describe('match keys', () => {
  it('take the longest word every match needs, else the narrowest column', () => {
    expect(requiredWord("'велосипед' & 'горн'")).toBe('велосипед');
    expect(requiredWord("'iphon' <-> '15'")).toBe('iphon');
    expect(requiredWord("'моноцикл' | 'гироскутер'")).toBeUndefined();
    expect(requiredWord("'it''s'")).toBe("it's");
    expect(requiredWord('T')).toBeUndefined();
    expect(requiredWord('')).toBeUndefined();
    const query: SavedQuery = { city_ids: [7], period: 'all', filters: {} };
    expect(matchKeyOf('велосипед', { ...query, subcategory_id: 3 })).toBe('w:велосипед');
    expect(matchKeyOf(undefined, { ...query, category_id: 2, subcategory_id: 3 })).toBe('sub:3');
    expect(matchKeyOf(undefined, { ...query, category_id: 2 })).toBe('cat:2');
    expect(matchKeyOf(undefined, query)).toBe('city:7');
    expect(matchKeyOf(undefined, { ...query, city_ids: [] })).toBe('*');
  });

  it('put the digest at 09:00 Moscow time', () => {
    expect(digestMomentBefore(new Date('2030-03-10T05:59:00Z')).toISOString()).toBe(
      '2030-03-09T06:00:00.000Z',
    );
    expect(digestMomentBefore(new Date('2030-03-10T06:00:00Z')).toISOString()).toBe(
      '2030-03-10T06:00:00.000Z',
    );
  });
});
