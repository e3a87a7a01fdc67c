import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { adLimits, messages, type ModerationAd } from '@mp/contract';
import { products, reports } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/harness.ts';
import {
  createCategory,
  createCity,
  createProduct,
  createSubcategory,
  hoursAgo,
} from '../../test/fixtures.ts';
import { adQueuePerPage } from './ad-repository.ts';

const server = useTestApp();
const { call, signedIn } = server;

interface AdList {
  data: ModerationAd[];
  pagination: { current_page: number; last_page: number; per_page: number; total: number };
}

async function adOf(userId: number, values: Partial<typeof products.$inferInsert> = {}) {
  const db = server.db;
  const category = await createCategory(db);
  return createProduct(db, {
    userId,
    subcategory: await createSubcategory(db, category.id),
    cityId: (await createCity(db)).id,
    images: 1,
    ...values,
  });
}

const productRow = async (id: number) =>
  (await server.db.select().from(products).where(eq(products.id, id)))[0]!;
const reportsAbout = (id: number) =>
  server.db
    .select()
    .from(reports)
    .where(and(eq(reports.subject, 'product'), eq(reports.subjectId, id)))
    .orderBy(reports.id);

describe('POST /api/products/{id}/report', () => {
  it('files one report per user and ad: a second is 409 and changes nothing', async () => {
    const seller = await signedIn();
    const reporter = await signedIn();
    const ad = await adOf(seller.user.id);
    const url = `/products/${ad.id}/report`;

    const res = await call('POST', url, reporter.token, { reason: 'fraud', comment: ' Предоплата ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: messages.reportSent });
    const before = await reportsAbout(ad.id);
    expect(before).toEqual([
      expect.objectContaining({
        reporterId: reporter.user.id,
        subject: 'product',
        subjectId: ad.id,
        reason: 'fraud',
        comment: 'Предоплата',
        status: 'open',
      }),
    ]);

    const again = await call('POST', url, reporter.token, { reason: 'spam' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: messages.adReportAlreadySent });
    expect(await reportsAbout(ad.id)).toEqual(before);

    // A report on the seller as a user is a different subject and still allowed.
    const onUser = await call('POST', `/users/${seller.user.id}/report`, reporter.token, { reason: 'spam' });
    expect(onUser.statusCode).toBe(201);
    const other = await signedIn();
    expect((await call('POST', url, other.token, { reason: 'spam' })).statusCode).toBe(201);
    expect(await reportsAbout(ad.id)).toHaveLength(2);
  });

  it('refuses one’s own ad, unknown and inactive ads, bad ids and bodies, and guests', async () => {
    const seller = await signedIn();
    const me = await signedIn();
    const own = await adOf(me.user.id);
    const hidden = await adOf(seller.user.id, { status: 'moderation' });
    const ad = await adOf(seller.user.id);

    const self = await call('POST', `/products/${own.id}/report`, me.token, { reason: 'spam' });
    expect(self.statusCode).toBe(422);
    expect(self.json()).toMatchObject({ message: messages.cannotReportOwnAd });

    for (const id of [hidden.id, 2_000_000_000, 99_999_999_999]) {
      const res = await call('POST', `/products/${id}/report`, me.token, { reason: 'spam' });
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json()).toEqual({ message: messages.productNotFound });
    }
    for (const id of ['abc', '0', '-1', '1.5']) {
      const res = await call('POST', `/products/${id}/report`, me.token, { reason: 'spam' });
      expect(res.statusCode, id).toBe(422);
    }
    for (const body of [{}, { reason: 'boring' }, { reason: 'other', comment: 'я'.repeat(1001) }]) {
      const res = await call('POST', `/products/${ad.id}/report`, me.token, body);
      expect(res.statusCode).toBe(422);
    }
    for (const token of [undefined, 'garbage']) {
      const res = await call('POST', `/products/${ad.id}/report`, token, { reason: 'spam' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: messages.unauthenticated });
    }
    for (const id of [own.id, hidden.id, ad.id]) expect(await reportsAbout(id)).toEqual([]);
  });
});

describe('GET /api/moderation/products', () => {
  it('lets moderators and admins in; 403 for users, 401 for guests', async () => {
    const user = await signedIn();
    for (const role of ['moderator', 'admin'] as const) {
      const who = await signedIn(role);
      expect((await call('GET', '/moderation/products', who.token)).statusCode).toBe(200);
      expect((await call('GET', '/moderation/products?reported=1', who.token)).statusCode).toBe(200);
    }
    for (const query of ['', '?reported=1']) {
      const forbidden = await call('GET', `/moderation/products${query}`, user.token);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual({ message: messages.forbidden });
      const guest = await call('GET', `/moderation/products${query}`);
      expect(guest.statusCode).toBe(401);
      expect(guest.json()).toEqual({ message: messages.unauthenticated });
    }
    const moderator = await signedIn('moderator');
    for (const query of ['page=0', 'page=abc', 'page=10001', 'reported=yes']) {
      const bad = await call('GET', `/moderation/products?${query}`, moderator.token);
      expect(bad.statusCode, query).toBe(422);
    }
  });

  it('lists ads in moderation oldest first with seller, note and open reports', async () => {
    const moderator = await signedIn('moderator');
    const seller = await signedIn();
    const newer = await adOf(seller.user.id, {
      status: 'moderation',
      moderationNote: 'Запрещённые слова',
      createdAt: hoursAgo(1),
    });
    const older = await adOf(seller.user.id, { status: 'moderation', createdAt: hoursAgo(5) });
    await adOf(seller.user.id); // active: not in the queue
    const reporter = await signedIn();
    await server.db.insert(reports).values([
      { reporterId: reporter.user.id, subject: 'product', subjectId: newer.id, reason: 'spam' },
      {
        reporterId: moderator.user.id,
        subject: 'product',
        subjectId: newer.id,
        reason: 'spam',
        status: 'dismissed',
      },
    ]);

    const res = await call('GET', '/moderation/products', moderator.token);
    expect(res.statusCode).toBe(200);
    const list = res.json<AdList>();
    // Other tests of this file left ads in moderation too, created now: after these two.
    expect(list.data.map((ad) => ad.id).slice(0, 2)).toEqual([older.id, newer.id]);
    expect(list.data[1]).toMatchObject({
      id: newer.id,
      name: newer.name,
      status: 'moderation',
      moderation_note: 'Запрещённые слова',
      seller: { id: seller.user.id, name: seller.user.name },
      open_reports: 1,
    });
    expect(list.data[1]?.images.map((image) => image.path)).toEqual([
      expect.stringMatching(/^\/storage\/.+\.webp$/),
    ]);
    expect(list.data[0]).toMatchObject({ moderation_note: null, open_reports: 0 });
    const total = await server.db.$count(products, eq(products.status, 'moderation'));
    expect(list.data).toHaveLength(total);
    expect(list.pagination).toEqual({ current_page: 1, last_page: 1, per_page: adQueuePerPage, total });
    expect(res.body).not.toContain(seller.user.phone);

    const past = await call('GET', '/moderation/products?page=2', moderator.token);
    expect(past.json<AdList>()).toMatchObject({ data: [], pagination: { total } });
  });

  it('lists reported active ads most reported first with reported=1', async () => {
    const moderator = await signedIn('moderator');
    const seller = await signedIn();
    const once = await adOf(seller.user.id);
    const twice = await adOf(seller.user.id);
    const taken = await adOf(seller.user.id);
    const [a, b] = [await signedIn(), await signedIn()];
    for (const [who, ad] of [
      [a, once],
      [a, twice],
      [b, twice],
      [a, taken],
    ] as const) {
      expect(
        (await call('POST', `/products/${ad.id}/report`, who.token, { reason: 'fraud' })).statusCode,
      ).toBe(201);
    }
    await server.db.update(products).set({ status: 'archived' }).where(eq(products.id, taken.id));

    const list = (await call('GET', '/moderation/products?reported=1', moderator.token)).json<AdList>();
    const ours = new Set([once.id, twice.id, taken.id]);
    expect(
      list.data.filter((ad) => ours.has(ad.id)).map((ad) => [ad.id, ad.open_reports, ad.status]),
    ).toEqual([
      [twice.id, 2, 'active'],
      [once.id, 1, 'active'],
    ]);
    // Most reported first across the whole list.
    const counts = list.data.map((ad) => ad.open_reports);
    expect(counts).toEqual([...counts].sort((x, y) => y - x));
    expect(list.data.every((ad) => ad.status === 'active' && ad.open_reports > 0)).toBe(true);
    expect(list.pagination.total).toBe(list.data.length);
  });
});

describe('PATCH /api/moderation/products/{id}', () => {
  it('approves an ad in moderation: active for the placement period, note cleared', async () => {
    const moderator = await signedIn('moderator');
    const seller = await signedIn();
    const ad = await adOf(seller.user.id, { status: 'moderation', moderationNote: 'Цена 0' });
    const res = await call('PATCH', `/moderation/products/${ad.id}`, moderator.token, {
      decision: 'approve',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: messages.adApproved });
    const row = await productRow(ad.id);
    expect(row).toMatchObject({ status: 'active', moderationNote: null });
    const days = (row.expiresAt!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(adLimits.placementDays - 0.01);
    expect(days).toBeLessThan(adLimits.placementDays + 0.01);
    // The product page shows it now.
    expect((await call('GET', `/products/${ad.id}`)).statusCode).toBe(200);
  });

  it('rejects with a reason shown to the seller and resolves the open reports', async () => {
    const moderator = await signedIn('moderator');
    const seller = await signedIn();
    const ad = await adOf(seller.user.id);
    const reporter = await signedIn();
    await call('POST', `/products/${ad.id}/report`, reporter.token, { reason: 'prohibited' });
    // The ad page and its related blocks are cached now; the decision drops them.
    expect((await call('GET', `/products/${ad.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/products/${ad.id}/seller-ads`)).statusCode).toBe(200);
    const res = await call('PATCH', `/moderation/products/${ad.id}`, moderator.token, {
      decision: 'reject',
      reason: '  Запрещённый товар  ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: messages.adRejected });
    expect(await productRow(ad.id)).toMatchObject({
      status: 'rejected',
      moderationNote: 'Запрещённый товар',
    });
    const [report] = await reportsAbout(ad.id);
    expect(report).toMatchObject({ status: 'resolved', resolvedBy: moderator.user.id });
    expect(report?.resolvedAt).toBeInstanceOf(Date);
    // Gone from the public page, the reported list and further reports.
    expect((await call('GET', `/products/${ad.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/products/${ad.id}/seller-ads`)).statusCode).toBe(404);
    const reported = (await call('GET', '/moderation/products?reported=1', moderator.token)).json<AdList>();
    expect(reported.data.map((a) => a.id)).not.toContain(ad.id);
    const late = await call('POST', `/products/${ad.id}/report`, (await signedIn()).token, {
      reason: 'spam',
    });
    expect(late.statusCode).toBe(404);
  });

  it('approving a reported active ad dismisses the reports and keeps its placement period', async () => {
    const moderator = await signedIn('admin');
    const seller = await signedIn();
    const expiresAt = new Date(Date.now() + 3 * 86_400_000);
    const ad = await adOf(seller.user.id, { expiresAt });
    await call('POST', `/products/${ad.id}/report`, (await signedIn()).token, { reason: 'spam' });
    const res = await call('PATCH', `/moderation/products/${ad.id}`, moderator.token, {
      decision: 'approve',
    });
    expect(res.json()).toEqual({ message: messages.adApproved });
    expect(await productRow(ad.id)).toMatchObject({ status: 'active', expiresAt });
    expect(await reportsAbout(ad.id)).toEqual([
      expect.objectContaining({ status: 'dismissed', resolvedBy: moderator.user.id }),
    ]);
  });

  it('refuses other states (409), bad bodies (422), unknown ids, users and guests, changing nothing', async () => {
    const moderator = await signedIn('moderator');
    const user = await signedIn();
    const seller = await signedIn();
    for (const status of ['draft', 'sold', 'archived', 'expired', 'rejected'] as const) {
      const ad = await adOf(seller.user.id, { status, moderationNote: 'было' });
      for (const body of [{ decision: 'approve' }, { decision: 'reject', reason: 'Нет' }]) {
        const res = await call('PATCH', `/moderation/products/${ad.id}`, moderator.token, body);
        expect(res.statusCode, status).toBe(409);
        expect(res.json()).toEqual({ message: messages.adModerationUnavailable });
      }
      expect(await productRow(ad.id)).toMatchObject({ status, moderationNote: 'было' });
    }

    const ad = await adOf(seller.user.id, { status: 'moderation' });
    const url = `/moderation/products/${ad.id}`;
    for (const [body, message] of [
      [{ decision: 'reject' }, messages.rejectionReasonRequired],
      [{ decision: 'reject', reason: '   ' }, messages.rejectionReasonRequired],
      [
        { decision: 'reject', reason: 'я'.repeat(adLimits.rejectionReasonMax + 1) },
        messages.rejectionReasonRequired,
      ],
      [{ decision: 'reject', reason: 42 }, messages.rejectionReasonRequired],
      [{}, messages.invalidChoice],
      [{ decision: 'maybe' }, messages.invalidChoice],
    ] as const) {
      const res = await call('PATCH', url, moderator.token, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(422);
      expect(res.json()).toMatchObject({ message });
    }

    const forbidden = await call('PATCH', url, user.token, { decision: 'approve' });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: messages.forbidden });
    const owner = await call('PATCH', url, seller.token, { decision: 'approve' });
    expect(owner.statusCode).toBe(403);
    expect((await call('PATCH', url, undefined, { decision: 'approve' })).statusCode).toBe(401);
    expect(await productRow(ad.id)).toMatchObject({ status: 'moderation', moderationNote: null });

    for (const id of [2_000_000_000, 99_999_999_999]) {
      const res = await call('PATCH', `/moderation/products/${id}`, moderator.token, { decision: 'approve' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: messages.productNotFound });
    }
    for (const id of ['abc', '0']) {
      const res = await call('PATCH', `/moderation/products/${id}`, moderator.token, { decision: 'approve' });
      expect(res.statusCode).toBe(422);
    }

    // Exactly the longest reason is accepted.
    const longest = 'я'.repeat(adLimits.rejectionReasonMax);
    const ok = await call('PATCH', url, moderator.token, { decision: 'reject', reason: longest });
    expect(ok.statusCode).toBe(200);
    expect(await productRow(ad.id)).toMatchObject({ status: 'rejected', moderationNote: longest });
  });

  it('is documented in OpenAPI', async () => {
    const { paths } = (await call('GET', '/docs/openapi.json')).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    expect(paths).toHaveProperty(['/api/moderation/products', 'get']);
    expect(paths).toHaveProperty(['/api/moderation/products/{id}', 'patch']);
    expect(paths).toHaveProperty(['/api/products/{id}/report', 'post']);
  });
});
