import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  messages,
  screeningLimits,
  screeningRules,
  type ModerationAd,
  type NotificationsPage,
} from '@mp/contract';
import { products } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/harness.ts';
import {
  adCatalogue,
  agedAccount,
  adForm,
  adFields,
  adJson,
  savedAd,
  send,
  type AdCatalogue,
  type Reply,
} from '../ads/test-support.ts';
import { screeningRepository } from './repository.ts';
import { screeningService } from './service.ts';

const t = useTestApp();
let c: AdCatalogue;
beforeAll(async () => {
  c = await adCatalogue(t.db);
});

const ad = {
  name: 'Велосипед',
  description: 'Почти новый',
  price: 15000,
  categorySlug: 'sport',
  subcategoryId: 0,
  cityId: 0,
};
const screen = (name: string, description = ad.description) =>
  screeningService({ repository: screeningRepository(t.db), now: () => new Date() }).screen({
    ...ad,
    name,
    description,
  });

describe('forbidden goods on Russian stems', () => {
  it('finds any form of a word, and its disguises with digits and Latin letters', async () => {
    for (const text of [
      'Торгую оружием',
      'Продам оружия',
      'ОРУЖИЕ',
      '0ружие в наличии',
      'ОРУЖ1Е',
      'oружие',
    ]) {
      const { verdict, findings } = await screen(text);
      expect(verdict, text).toBe('doubt');
      expect(findings, text).toEqual([
        {
          rule: 'banned_goods',
          reason: 'Запрещённый товар: Оружие и боеприпасы',
          fragments: [text.split(' ').find((w) => /ж/i.test(w))!],
        },
      ]);
    }
  });

  it('finds phrases as words in a row, each kind named once', async () => {
    const { findings } = await screen('Курительную смесь и спайс', 'Есть водка и коньяк');
    expect(findings).toEqual([
      {
        rule: 'banned_goods',
        reason: 'Запрещённый товар: Наркотики, Алкоголь и табак',
        fragments: ['Курительную смесь', 'спайс', 'водка', 'коньяк'],
      },
    ]);
  });

  it('leaves other words of the same beginning alone', async () => {
    for (const text of [
      'Оружейное масло',
      'Патронташ кожаный',
      'Смесь для выпечки, курительная трубка',
      'Камера скрытая в коробке',
    ]) {
      expect((await screen(text)).verdict, text).toBe('clean');
    }
  });
});

/** Publishes an ad through the form with these fields changed. */
const publish = async (token: string, fields: Record<string, string> = {}) =>
  send(t.app, 'POST', '/products', token, await adForm(adFields(c, fields)));
const publishedAd = async (token: string, fields: Record<string, string> = {}) =>
  savedAd((await publish(token, fields)).body);
/** Edits an ad with these fields changed; resolves to the reply. */
const edit = async (token: string, id: number, fields: Record<string, unknown> = {}) =>
  (await send(t.app, 'PATCH', `/products/${id}`, token, adJson(c, fields))).json<Reply>();
const isPublic = async (id: number) =>
  (await send(t.app, 'GET', `/products/${id}`, undefined)).statusCode === 200;

const notices = async (token: string) =>
  (await send(t.app, 'GET', '/notifications?type=ad_moderation', token)).json<NotificationsPage>().data;

describe('publishing and editing through the checks', () => {
  it('returns an ad with a phone in its description to the seller with the reason and a notification', async () => {
    const seller = await t.signedIn();
    const description = 'Звоните: восемь девятьсот двенадцать 345 67 89';
    const res = await publish(seller.token, { description });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Reply>().message).toBe(messages.adReturnedToSeller);
    const returned = savedAd(res.body);
    expect(returned.status).toBe('rejected');
    expect(returned.rejection_reason).toContain(
      'Контакты в тексте объявления: «восемь девятьсот двенадцать 345 67 89»',
    );
    expect(await isPublic(returned.id)).toBe(false);
    const [notice] = await notices(seller.token);
    expect(notice?.data).toMatchObject({
      title: 'Объявление не опубликовано',
      link: `/ad/edit/${returned.id}`,
    });
    expect(notice?.data.message).toContain('«Смартфон Apple iPhone 13»: Контакты в тексте объявления');

    // The seller takes the number out: the ad goes live at once, with no moderator.
    expect(await edit(seller.token, returned.id, { description: 'Пишите в чат' })).toMatchObject({
      message: messages.adPublished,
      data: { status: 'active', rejection_reason: null },
    });
    expect(await isPublic(returned.id)).toBe(true);
  });

  it('returns a live ad edited to hold an address, and keeps it off the site', async () => {
    const seller = await t.signedIn();
    const live = await publishedAd(seller.token);
    expect(await edit(seller.token, live.id, { name: 'Айфон, пишите @ivan_sell' })).toMatchObject({
      message: messages.adReturnedToSeller,
      data: { status: 'rejected' },
    });
    expect(await isPublic(live.id)).toBe(false);
  });

  it('a moderator’s rejection tells the seller, and a clean edit of it goes back to a moderator', async () => {
    const seller = await t.signedIn();
    const moderator = await t.signedIn('moderator');
    const held = await publishedAd(seller.token, { description: 'Отдам с порохом' });
    expect(held.status).toBe('moderation');
    const reason = 'Порох продавать нельзя';
    const decided = await send(t.app, 'PATCH', `/moderation/products/${held.id}`, moderator.token, {
      decision: 'reject',
      reason,
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect((await notices(seller.token))[0]?.data).toMatchObject({
      title: 'Объявление отклонено модератором',
      message: `«Смартфон Apple iPhone 13»: ${reason}`,
    });
    expect(await edit(seller.token, held.id)).toMatchObject({
      message: messages.adSentToModeration,
      data: { status: 'moderation' },
    });
  });

  it('keeps an approved ad live through edits of what the moderator saw; something new holds it again', async () => {
    const seller = await t.signedIn();
    const moderator = await t.signedIn('moderator');
    const held = await publishedAd(seller.token, { name: 'Пистолет сигнальный' });
    expect(held.status).toBe('moderation');
    await send(t.app, 'PATCH', `/moderation/products/${held.id}`, moderator.token, { decision: 'approve' });

    const name = 'Пистолет сигнальный';
    expect(await edit(seller.token, held.id, { name, price: 4000 })).toMatchObject({
      message: messages.adUpdated,
      data: { status: 'active' },
    });
    expect(await edit(seller.token, held.id, { name, description: 'Отдам с порохом' })).toMatchObject({
      message: messages.adSentToModeration,
      data: {
        status: 'moderation',
        rejection_reason: 'Запрещённый товар: Оружие и боеприпасы: «Пистолет», «порохом»',
      },
    });
  });

  it('shows the queue riskiest first, with each rule’s reason and the matched text', async () => {
    const seller = await t.signedIn();
    const moderator = await t.signedIn('moderator');
    const zero = await publishedAd(seller.token, { price: '0' });
    const weapon = await publishedAd(seller.token, { name: 'Пистолет сигнальный' });
    const queue = (await send(t.app, 'GET', '/moderation/products', moderator.token)).json<{
      data: ModerationAd[];
    }>().data;
    const order = queue.map((row) => row.id).filter((id) => id === zero.id || id === weapon.id);
    expect(order).toEqual([weapon.id, zero.id]);
    expect(queue.find((row) => row.id === weapon.id)).toMatchObject({
      risk: 40,
      findings: [
        { rule: 'banned_goods', reason: 'Запрещённый товар: Оружие и боеприпасы', fragments: ['Пистолет'] },
      ],
    });
  });

  it('a refused publish still makes one ad and one notice, and nothing more', async () => {
    const seller = await t.signedIn();
    const before = (
      await t.db.select({ n: count() }).from(products).where(eq(products.status, 'rejected'))
    )[0]!.n;
    await send(
      t.app,
      'POST',
      '/products',
      seller.token,
      await adForm(adFields(c, { description: 'почта ivan@mail.ru' })),
    );
    const after = (
      await t.db.select({ n: count() }).from(products).where(eq(products.status, 'rejected'))
    )[0]!.n;
    expect(after - before).toBe(1);
    expect(await notices(seller.token)).toHaveLength(1);
  });
});

describe('prices far below the typical one, and new accounts in a hurry', () => {
  it('holds an ad priced under a tenth of its subcategory’s median in the city, from the daily prices', async () => {
    // Ten ads of the phones in the city, from three sellers (none placing five in its first hour).
    const others = [await t.signedIn(), await t.signedIn(), await t.signedIn()];
    const services = t.app.services;
    for (let i = 0; i < screeningLimits.priceSampleMin; i++) {
      expect((await publishedAd(others[i % 3]!.token, { price: String(40_000 + i * 1_000) })).status).toBe(
        'active',
      );
    }
    const seller = await t.signedIn();
    // No typical prices yet: nothing to compare with.
    expect((await publishedAd(seller.token, { price: '500' })).status).toBe('active');

    const refreshed = await services.screening.refreshPricesIfDue(services.ads.typicalPrices);
    expect(refreshed.priceNorms).toBeGreaterThanOrEqual(1);
    // A day's prices are not computed again within the day.
    expect(await services.screening.refreshPricesIfDue(services.ads.typicalPrices)).toEqual({});

    const cheap = await publishedAd(seller.token, { price: '500' });
    expect(cheap.status).toBe('moderation');
    expect(cheap.rejection_reason).toMatch(/^Цена намного ниже обычной: 500 ₽ при обычной \d[\d ]* ₽$/);
    expect((await publishedAd(seller.token, { price: '30000' })).status).toBe('active');
  });

  it('holds the fifth ad a new account places in its first hour', async () => {
    const seller = await t.signedIn();
    const statuses: string[] = [];
    for (let i = 0; i < screeningLimits.newAccountAds; i++) {
      statuses.push((await publishedAd(seller.token, { name: `Смартфон ${i + 1}` })).status);
    }
    expect(statuses).toEqual(['active', 'active', 'active', 'active', 'moderation']);
  });
});

describe('the same description across accounts', () => {
  const description =
    'Продаю диван в хорошем состоянии, самовывоз из центра города, торг уместен при осмотре';

  it("holds a copy of another seller's description for a moderator, however it is spaced or spelt", async () => {
    const first = await t.signedIn();
    const original = await publishedAd(first.token, { description });
    expect(original.status).toBe('active');
    // The seller's own text again is not a copy (whether it is the same ad placed twice is the pictures' call).
    const again = await publishedAd(first.token, { description, name: 'Диван угловой' });
    expect(again.status).toBe('active');

    const copier = await t.signedIn();
    const copy = await publishedAd(copier.token, {
      description:
        'ПРОДАЮ  диван в хорошем состоянии!!! Самовывоз из центра города — торг уместен при 0смотре.',
    });
    expect(copy.status).toBe('moderation');
    expect(copy.rejection_reason).toBe(
      `Такой же текст в объявлениях других продавцов (№ ${original.id}, № ${again.id})`,
    );
    // A third seller's copy names the live ads and the held one.
    const third = await publishedAd((await t.signedIn()).token, { description });
    expect(third.rejection_reason).toBe(
      `Такой же текст в объявлениях других продавцов (№ ${original.id}, № ${again.id}, № ${copy.id})`,
    );

    // The original's seller edits it: the copies came later and do not hold it.
    const repriced = await edit(first.token, original.id, { description, price: 14000 });
    expect(repriced.data).toMatchObject({ status: 'active', rejection_reason: null });
    // A short common phrase is no copy; an edit away from the copy takes the finding away.
    const common = 'Отличное состояние, полный комплект, без царапин';
    expect((await publishedAd(copier.token, { description: common })).status).toBe('active');
    expect((await publishedAd(first.token, { description: common })).status).toBe('active');
    const rewritten = await edit(copier.token, copy.id, { description: `${description}, звонить не нужно` });
    expect(rewritten.data.rejection_reason).toBeNull();
  });

  it('compares with live and held ads only: a copy of an archived ad passes', async () => {
    const text = `${description}, подушки в комплекте`;
    const first = await t.signedIn();
    const archived = await publishedAd(first.token, { description: text });
    const res = await send(t.app, 'POST', `/products/${archived.id}/archive`, first.token);
    expect(res.statusCode, res.body).toBe(200);
    expect((await publishedAd((await t.signedIn()).token, { description: text })).status).toBe('active');
  });
});

describe('the moderators’ decisions on what the checks flagged', () => {
  type Outcomes = { data: { rule: string; label: string; decided: number; overturned: number }[] };
  const outcomes = async (token: string) => {
    const res = await send(t.app, 'GET', '/moderation/screening-rules', token);
    expect(res.statusCode, res.body).toBe(200);
    return Object.fromEntries(res.json<Outcomes>().data.map((row) => [row.rule, row]));
  };
  const decide = (token: string, id: number, body: object) =>
    send(t.app, 'PATCH', `/moderation/products/${id}`, token, body);

  it('keeps each decision with the rules that flagged the ad, and shows each rule’s overturned share', async () => {
    const seller = await t.signedIn();
    await agedAccount(t.db, seller.user.id);
    const moderator = await t.signedIn('moderator');
    const before = await outcomes(moderator.token);

    const weapon = await publishedAd(seller.token, { name: 'Пистолет сигнальный' });
    const free = await publishedAd(seller.token, { price: '0' });
    const both = await publishedAd(seller.token, { name: 'Пистолет стартовый', price: '0' });
    const clean = await publishedAd(seller.token, { name: 'Смартфон Samsung' });
    expect([weapon, free, both, clean].map((ad) => ad.status)).toEqual([
      'moderation',
      'moderation',
      'moderation',
      'active',
    ]);
    expect((await decide(moderator.token, weapon.id, { decision: 'approve' })).statusCode).toBe(200);
    expect((await decide(moderator.token, free.id, { decision: 'approve' })).statusCode).toBe(200);
    const rejected = await decide(moderator.token, both.id, { decision: 'reject', reason: 'Оружие нельзя' });
    expect(rejected.statusCode).toBe(200);
    // A live ad the checks never flagged: a decision on it teaches nothing about them.
    expect(
      (await decide(moderator.token, clean.id, { decision: 'reject', reason: 'Дубль' })).statusCode,
    ).toBe(200);
    // A second decision finds the ad approved (still live: nothing flags it now) or rejected (409): not kept.
    expect((await decide(moderator.token, weapon.id, { decision: 'approve' })).statusCode).toBe(200);
    expect((await decide(moderator.token, both.id, { decision: 'approve' })).statusCode).toBe(409);

    const after = await outcomes(moderator.token);
    const delta = (rule: string) => ({
      decided: after[rule]!.decided - before[rule]!.decided,
      overturned: after[rule]!.overturned - before[rule]!.overturned,
    });
    expect(delta('banned_goods')).toEqual({ decided: 2, overturned: 1 });
    expect(delta('zero_price')).toEqual({ decided: 2, overturned: 1 });
    expect(delta('contacts')).toEqual({ decided: 0, overturned: 0 });
    expect(after.banned_goods?.label).toBe('Запрещённый товар');
    expect(Object.keys(after)).toEqual([...screeningRules]);
  });

  it('are shown to moderators only', async () => {
    const seller = await t.signedIn();
    expect((await send(t.app, 'GET', '/moderation/screening-rules', seller.token)).statusCode).toBe(403);
    expect((await send(t.app, 'GET', '/moderation/screening-rules', undefined)).statusCode).toBe(401);
  });
});
