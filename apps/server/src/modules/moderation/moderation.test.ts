import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages, reportCommentMaxLength, type Report } from '@mp/contract';
import { reports } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/harness.ts';
import { createCategory, createCity, createProduct, createSubcategory } from '../../test/fixtures.ts';
import { reportsPerPage } from './repository.ts';

const server = useTestApp();
const { call, signedIn } = server;

const allReports = () => server.db.select().from(reports).orderBy(reports.id);

interface ReportList {
  data: Report[];
  pagination: { current_page: number; last_page: number; per_page: number; total: number };
}

describe('POST /api/users/{id}/report', () => {
  it('files one report per reporter and user: a second is 409 and changes nothing', async () => {
    const reporter = await signedIn();
    const subject = await signedIn();
    const res = await call('POST', `/users/${subject.user.id}/report`, reporter.token, {
      reason: 'fraud',
      comment: '  Просит предоплату  ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: messages.reportSent });
    const before = await allReports();
    expect(before).toEqual([
      expect.objectContaining({
        reporterId: reporter.user.id,
        subject: 'user',
        subjectId: subject.user.id,
        reason: 'fraud',
        comment: 'Просит предоплату',
        status: 'open',
        resolvedBy: null,
        resolvedAt: null,
      }),
    ]);

    const again = await call('POST', `/users/${subject.user.id}/report`, reporter.token, { reason: 'spam' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: messages.reportAlreadySent });
    expect(await allReports()).toEqual(before);

    // Someone else may still report the same user, with no comment at all.
    const other = await signedIn();
    const third = await call('POST', `/users/${subject.user.id}/report`, other.token, { reason: 'spam' });
    expect(third.statusCode).toBe(201);
    expect((await allReports()).at(-1)).toMatchObject({ reporterId: other.user.id, comment: null });
  });

  it('refuses oneself, unknown users, bad ids and bad bodies without writing anything', async () => {
    const me = await signedIn();
    const subject = await signedIn();
    const before = await allReports();

    const self = await call('POST', `/users/${me.user.id}/report`, me.token, { reason: 'spam' });
    expect(self.statusCode).toBe(422);
    expect(self.json()).toMatchObject({ message: messages.cannotReportSelf });

    const missing = await call('POST', '/users/2000000000/report', me.token, { reason: 'spam' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: messages.userNotFound });

    for (const id of ['abc', '0', '99999999999']) {
      const bad = await call('POST', `/users/${id}/report`, me.token, { reason: 'spam' });
      expect(bad.statusCode).toBe(422);
      expect(bad.json()).toMatchObject({ message: messages.invalidInteger });
    }

    const url = `/users/${subject.user.id}/report`;
    for (const [body, message] of [
      [{}, messages.reportReasonInvalid],
      [{ reason: 'boring' }, messages.reportReasonInvalid],
      [{ reason: 42 }, messages.reportReasonInvalid],
      [{ reason: 'other', comment: 'я'.repeat(reportCommentMaxLength + 1) }, messages.reportCommentTooLong],
      [{ reason: 'other', comment: 'я'.repeat(10_000) }, messages.reportCommentTooLong],
      [{ reason: 'other', comment: { text: 'x' } }, messages.reportCommentTooLong],
    ] as const) {
      const res = await call('POST', url, me.token, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(res.json()).toMatchObject({ message });
    }
    expect(await allReports()).toEqual(before);

    // Exactly the maximum is accepted.
    const longest = await call('POST', url, me.token, {
      reason: 'other',
      comment: 'я'.repeat(reportCommentMaxLength),
    });
    expect(longest.statusCode).toBe(201);
  });

  it('needs a signed-in user', async () => {
    for (const token of [undefined, 'garbage']) {
      const res = await call('POST', '/users/1/report', token, { reason: 'spam' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: messages.unauthenticated });
    }
  });
});

describe('GET and PATCH /api/moderation/reports', () => {
  it('shows moderators and admins the open reports newest first, with names; 403 and 401 otherwise', async () => {
    const moderator = await signedIn('moderator');
    const admin = await signedIn('admin');
    const user = await signedIn();
    const reporter = await signedIn();
    const subject = await signedIn();
    await call('POST', `/users/${subject.user.id}/report`, reporter.token, { reason: 'insult' });
    await call('POST', `/users/${reporter.user.id}/report`, subject.token, { reason: 'spam', comment: 'Ой' });

    for (const who of [moderator, admin]) {
      const res = await call('GET', '/moderation/reports', who.token);
      expect(res.statusCode).toBe(200);
      const list = res.json<ReportList>();
      const [newest] = list.data;
      expect(newest?.id).toBeGreaterThan(0);
      expect(Date.parse(newest?.created_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
      expect(list.data.slice(0, 2)).toEqual([
        {
          id: newest?.id,
          subject: 'user',
          subject_id: reporter.user.id,
          subject_user: { id: reporter.user.id, name: reporter.user.name },
          reporter: { id: subject.user.id, name: subject.user.name },
          reason: 'spam',
          comment: 'Ой',
          status: 'open',
          created_at: newest?.created_at,
        },
        expect.objectContaining({
          subject_user: { id: subject.user.id, name: subject.user.name },
          reporter: { id: reporter.user.id, name: reporter.user.name },
          reason: 'insult',
          comment: null,
        }),
      ]);
      expect(list.pagination).toMatchObject({ current_page: 1, per_page: reportsPerPage });
      expect(res.body).not.toContain(subject.user.phone);
    }

    const forbidden = await call('GET', '/moderation/reports', user.token);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: messages.forbidden });
    const guest = await call('GET', '/moderation/reports');
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ message: messages.unauthenticated });
  });

  it('resolves and dismisses: the report leaves the open queue with who and when', async () => {
    const moderator = await signedIn('moderator');
    const user = await signedIn();
    const reporter = await signedIn();
    const subject = await signedIn();
    await call('POST', `/users/${subject.user.id}/report`, reporter.token, { reason: 'prohibited' });
    const [report] = await server.db.select().from(reports).where(eq(reports.reporterId, reporter.user.id));
    const url = `/moderation/reports/${report!.id}`;

    const refused = await call('PATCH', url, user.token, { status: 'resolved' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: messages.forbidden });
    expect((await call('PATCH', url, undefined, { status: 'resolved' })).statusCode).toBe(401);
    for (const body of [{}, { status: 'open' }, { status: 'closed' }]) {
      const bad = await call('PATCH', url, moderator.token, body);
      expect(bad.statusCode).toBe(422);
      expect(bad.json()).toMatchObject({ message: messages.invalidChoice });
    }
    const [unchanged] = await server.db.select().from(reports).where(eq(reports.id, report!.id));
    expect(unchanged).toMatchObject({ status: 'open', resolvedBy: null, resolvedAt: null });

    const res = await call('PATCH', url, moderator.token, { status: 'resolved' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: messages.reportStatusUpdated });
    const [closed] = await server.db.select().from(reports).where(eq(reports.id, report!.id));
    expect(closed).toMatchObject({ status: 'resolved', resolvedBy: moderator.user.id });
    expect(closed?.resolvedAt).toBeInstanceOf(Date);

    const open = (await call('GET', '/moderation/reports?status=open', moderator.token)).json<ReportList>();
    expect(open.data.map((r) => r.id)).not.toContain(report!.id);
    const resolved = (
      await call('GET', '/moderation/reports?status=resolved', moderator.token)
    ).json<ReportList>();
    expect(resolved.data.map((r) => r.id)).toContain(report!.id);

    expect((await call('PATCH', url, moderator.token, { status: 'dismissed' })).statusCode).toBe(200);

    const missing = await call('PATCH', '/moderation/reports/2000000000', moderator.token, {
      status: 'dismissed',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: messages.reportNotFound });
    for (const id of ['abc', '0', '99999999999']) {
      const bad = await call('PATCH', `/moderation/reports/${id}`, moderator.token, { status: 'dismissed' });
      expect(bad.statusCode).toBe(422);
    }
  });

  it('pages the queue and checks its query', async () => {
    const moderator = await signedIn('moderator');
    const db = server.db;
    const reporter = await signedIn();
    // A product report names the ad's seller as subject_user.
    const seller = await signedIn();
    const category = await createCategory(db);
    const ad = await createProduct(db, {
      userId: seller.user.id,
      subcategory: await createSubcategory(db, category.id),
      cityId: (await createCity(db)).id,
    });
    await db.insert(reports).values({
      reporterId: reporter.user.id,
      subject: 'product',
      subjectId: ad.id,
      reason: 'fraud',
      status: 'dismissed',
    });
    const dismissed = (
      await call('GET', '/moderation/reports?status=dismissed', moderator.token)
    ).json<ReportList>();
    expect(dismissed.data.find((r) => r.subject === 'product')).toMatchObject({
      subject_id: ad.id,
      subject_user: { id: seller.user.id, name: seller.user.name },
    });

    const total = (await call('GET', '/moderation/reports', moderator.token)).json<ReportList>().pagination
      .total;
    const past = await call(
      'GET',
      `/moderation/reports?page=${Math.ceil(total / reportsPerPage) + 1}`,
      moderator.token,
    );
    expect(past.statusCode).toBe(200);
    expect(past.json<ReportList>()).toMatchObject({ data: [], pagination: { total } });

    for (const query of ['page=0', 'page=abc', 'status=whatever', 'page=10001']) {
      const bad = await call('GET', `/moderation/reports?${query}`, moderator.token);
      expect(bad.statusCode, query).toBe(422);
    }
  });

  it('is documented in OpenAPI', async () => {
    const { paths } = (await call('GET', '/docs/openapi.json')).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    expect(paths).toHaveProperty(['/api/users/{id}/report', 'post']);
    expect(paths).toHaveProperty(['/api/moderation/reports', 'get']);
    expect(paths).toHaveProperty(['/api/moderation/reports/{id}', 'patch']);
  });
});
