import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  messages,
  moderationLabels,
  reportReasonLabels,
  settingsLabels,
  companyQueueSchema,
  moderationAdListSchema,
  ownProfileSchema,
  reportListSchema,
  companySavedReplySchema,
  messageReplySchema,
  pendingWithdrawalsPageSchema,
  screeningRuleOutcomesSchema,
  withdrawalReplySchema,
} from '@mp/contract';
import { ok, serveApi, type Reply, failure, type SentRequest, type Routes } from '../../test/api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { useToastStore } from '../../shared/ui/toast-store.ts';
import { Moderation } from './index.ts';
import { moderationAd, ownProfile, page, pendingCompany, signIn, userReport } from './test/fixtures.ts';

const toasts = () => useToastStore.getState().toasts.map(({ message, type }) => ({ message, type }));
const forbidden: Reply = failure(403, messages.forbidden);
const patches = (sent: SentRequest[]) =>
  sent.filter((request) => request.method === 'PATCH').map(({ path, body }) => ({ path, body }));

function moderatorNetwork(extra: Routes = {}) {
  signIn('moderator');
  return serveApi({
    'GET /api/user': ok(ownProfileSchema, ownProfile('moderator')),
    'GET /api/moderation/products': (request) =>
      ok(
        moderationAdListSchema,
        page(
          request.search.includes('reported=1')
            ? [moderationAd(3, { status: 'active' })]
            : [moderationAd(1), moderationAd(2, { moderation_note: null, open_reports: 0 })],
        ),
      ),
    'GET /api/moderation/reports': ok(reportListSchema, page([userReport(4)])),
    'GET /api/moderation/companies': ok(companyQueueSchema, page([pendingCompany(7)])),
    'GET /api/moderation/screening-rules': ok(screeningRuleOutcomesSchema, { data: [] }),
    ...extra,
  });
}

const renderAt = (path = '/profile/moderation') => renderWithApp(<Moderation />, { path });
const row = async (name: string) => (await screen.findByRole('link', { name })).closest('li') as HTMLElement;

beforeEach(() => useToastStore.setState({ toasts: [] }));
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('moderation screen', () => {
  it('shows a plain user the forbidden state and asks for no queue', async () => {
    signIn('user');
    const sent = serveApi({
      'GET /api/user': ok(ownProfileSchema, ownProfile('user')),
      'GET /api/moderation/products': forbidden,
      'GET /api/moderation/reports': forbidden,
      'GET /api/moderation/companies': forbidden,
    });
    renderAt();
    expect(await screen.findByText(messages.forbidden)).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(sent.filter((request) => request.path.startsWith('/api/moderation'))).toEqual([]);
  });

  it('shows the automatic checks’ reasons instead of the note, and marks what they matched', async () => {
    moderatorNetwork({
      'GET /api/moderation/products': ok(
        moderationAdListSchema,
        page([
          moderationAd(5, {
            name: 'Sofa and a pistol',
            description: 'Call  89123456789 or write to the chat.',
            findings: [
              {
                rule: 'banned_goods',
                reason: 'Запрещённый товар: Оружие и боеприпасы',
                fragments: ['pistol'],
              },
              { rule: 'contacts', reason: 'Контакты в тексте объявления', fragments: ['89123456789'] },
            ],
            risk: 90,
          }),
        ]),
      ),
    });
    renderAt();
    const ad = await row('Sofa and a pistol');
    expect(within(ad).getByText(moderationLabels.findings, { exact: false })).toBeInTheDocument();
    expect(within(ad).getByText('Запрещённый товар: Оружие и боеприпасы')).toBeInTheDocument();
    expect(within(ad).getByText('Контакты в тексте объявления')).toBeInTheDocument();
    expect(within(ad).queryByText('stop word: phone number')).not.toBeInTheDocument();
    const marks = [...ad.querySelectorAll('mark')].map((mark) => mark.textContent);
    expect(marks).toEqual(['pistol', '89123456789']);
  });

  it('shows above the queue how often moderators overturned each rule that held ads', async () => {
    const user = userEvent.setup();
    moderatorNetwork({
      'GET /api/moderation/screening-rules': ok(screeningRuleOutcomesSchema, {
        data: [
          { rule: 'contacts', label: 'Контакты в тексте объявления', decided: 0, overturned: 0 },
          { rule: 'low_price', label: 'Цена намного ниже обычной', decided: 8, overturned: 6 },
          { rule: 'banned_goods', label: 'Запрещённый товар', decided: 3, overturned: 0 },
        ],
      }),
    });
    renderAt();
    await user.click(await screen.findByText(moderationLabels.ruleOutcomes));
    expect(screen.getByText('Цена намного ниже обычной: одобрено 6 из 8 (75 %)')).toBeVisible();
    expect(screen.getByText('Запрещённый товар: одобрено 0 из 3 (0 %)')).toBeVisible();
    expect(screen.queryByText(/Контакты в тексте объявления:/)).not.toBeInTheDocument();
  });

  it('says so when moderators have decided on no held ad yet', async () => {
    moderatorNetwork();
    renderAt();
    expect(await screen.findByText(moderationLabels.noRuleOutcomes)).toBeInTheDocument();
  });

  it('lists the queue with seller, note, excerpt and open reports, and approves an ad', async () => {
    const sent = moderatorNetwork({
      'PATCH /api/moderation/products/1': ok(messageReplySchema, { message: messages.adApproved }),
    });
    renderAt();
    const ad = await row('Sofa 1');
    expect(within(ad).getByRole('link', { name: 'Seller Boris' })).toHaveAttribute('href', '/profile/user/9');
    expect(within(ad).getByText('stop word: phone number')).toBeInTheDocument();
    expect(within(ad).getByText('A comfortable corner sofa, barely used.')).toBeInTheDocument();
    expect(within(ad).getByText(moderationLabels.openReports(2))).toBeInTheDocument();
    expect(sent.find((r) => r.path === '/api/moderation/products')?.search).toBe('?page=1');

    await userEvent.setup().click(within(ad).getByRole('button', { name: moderationLabels.approve }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Sofa 1' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Sofa 2' })).toBeInTheDocument();
    expect(patches(sent)).toEqual([{ path: '/api/moderation/products/1', body: { decision: 'approve' } }]);
    expect(toasts()).toContainEqual({ message: messages.adApproved, type: 'success' });
  });

  it('rejects an ad only with a reason', async () => {
    const sent = moderatorNetwork({
      'PATCH /api/moderation/products/2': ok(messageReplySchema, { message: messages.adRejected }),
    });
    renderAt();
    const ui = userEvent.setup();
    await ui.click(within(await row('Sofa 2')).getByRole('button', { name: moderationLabels.reject }));
    const dialog = screen.getByRole('dialog', { name: moderationLabels.rejectTitle });
    const field = within(dialog).getByLabelText(moderationLabels.rejectReason);
    expect(field).toHaveAttribute('maxLength', '500');

    await ui.click(within(dialog).getByRole('button', { name: moderationLabels.reject }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(messages.rejectionReasonRequired);
    await ui.type(field, '   ');
    await ui.click(within(dialog).getByRole('button', { name: moderationLabels.reject }));
    expect(patches(sent)).toEqual([]);

    await ui.type(field, 'Photos of another item');
    await ui.click(within(dialog).getByRole('button', { name: moderationLabels.reject }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'Sofa 2' })).not.toBeInTheDocument();
    expect(patches(sent)).toEqual([
      {
        path: '/api/moderation/products/2',
        body: { decision: 'reject', reason: 'Photos of another item' },
      },
    ]);
    expect(toasts()).toContainEqual({ message: messages.adRejected, type: 'success' });
  });

  it('lists reported active ads with reported=1', async () => {
    const sent = moderatorNetwork();
    renderAt();
    await userEvent.setup().click(await screen.findByRole('tab', { name: moderationLabels.tabs.reported }));
    expect(await screen.findByRole('link', { name: 'Sofa 3' })).toBeInTheDocument();
    expect(sent.some((r) => r.path === '/api/moderation/products' && r.search.includes('reported=1'))).toBe(
      true,
    );
  });

  it('resolves a user report', async () => {
    const sent = moderatorNetwork({
      'PATCH /api/moderation/reports/4': ok(messageReplySchema, { message: messages.reportStatusUpdated }),
    });
    renderAt('/profile/moderation?tab=reports');
    const report = await row('Reporter Vera');
    expect(sent.find((r) => r.path === '/api/moderation/reports')?.search).toBe('?status=open&page=1');
    expect(within(report).getByRole('link', { name: 'Seller Boris' })).toHaveAttribute(
      'href',
      '/profile/user/9',
    );
    expect(within(report).getByText(reportReasonLabels.fraud)).toBeInTheDocument();
    expect(within(report).getByText('Asked for a prepayment')).toBeInTheDocument();
    expect(within(report).getByRole('button', { name: moderationLabels.dismiss })).toBeInTheDocument();

    await userEvent.setup().click(within(report).getByRole('button', { name: moderationLabels.resolve }));
    await waitFor(() => expect(screen.getByText(moderationLabels.empty.reports)).toBeInTheDocument());
    expect(patches(sent)).toEqual([{ path: '/api/moderation/reports/4', body: { status: 'resolved' } }]);
    expect(toasts()).toContainEqual({ message: messages.reportStatusUpdated, type: 'success' });
  });

  it('approves a pending company', async () => {
    const sent = moderatorNetwork({
      'PATCH /api/statuscompanies/7/status': ok(companySavedReplySchema, {
        message: messages.moderationStatusUpdated,
        company: { ...pendingCompany(7), moderation_status: 'approved' },
      }),
    });
    renderAt('/profile/moderation?tab=companies');
    const company = await row('Owner Gleb');
    expect(within(company).getByText('7707083893')).toBeInTheDocument();
    expect(within(company).getByText(settingsLabels.inn)).toBeInTheDocument();
    expect(sent.find((r) => r.path === '/api/moderation/companies')?.search).toBe('?status=pending&page=1');

    await userEvent.setup().click(within(company).getByRole('button', { name: moderationLabels.approve }));
    await waitFor(() => expect(screen.getByText(moderationLabels.empty.companies)).toBeInTheDocument());
    expect(patches(sent)).toEqual([
      { path: '/api/statuscompanies/7/status', body: { moderation_status: 'approved' } },
    ]);
    expect(toasts()).toContainEqual({ message: messages.moderationStatusUpdated, type: 'success' });
  });

  it('marks a withdrawal paid, which takes it off the list', async () => {
    const withdrawal = {
      id: 12,
      amount: 1500.5,
      destination: '•••• 1111',
      status: 'pending' as const,
      created_at: '2026-11-20T10:00:00.000Z',
      decided_at: null,
      user: { id: 5, name: 'Ольга' },
    };
    const sent = moderatorNetwork({
      'GET /api/moderation/withdrawals': ok(pendingWithdrawalsPageSchema, page([withdrawal])),
      'POST /api/moderation/withdrawals/12/pay': ok(withdrawalReplySchema, {
        message: messages.withdrawalPaid,
        withdrawal: { ...withdrawal, status: 'paid', decided_at: '2026-11-21T10:00:00.000Z' },
      }),
    });
    renderAt('/profile/moderation?tab=withdrawals');
    const item = await row('Ольга');
    expect(item).toHaveTextContent('1 500,50 ₽ → •••• 1111');
    await userEvent
      .setup()
      .click(within(item).getByRole('button', { name: moderationLabels.withdrawalPaid }));
    await waitFor(() => expect(screen.getByText(moderationLabels.empty.withdrawals)).toBeInTheDocument());
    expect(sent.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual([
      '/api/moderation/withdrawals/12/pay',
    ]);
    expect(toasts()).toContainEqual({ message: messages.withdrawalPaid, type: 'success' });
  });

  it('toasts the server message when a decision fails and keeps the item', async () => {
    moderatorNetwork({
      'PATCH /api/moderation/products/1': ok(
        messageReplySchema,
        { message: messages.adModerationUnavailable },
        409,
      ),
    });
    renderAt();
    const ad = await row('Sofa 1');
    await userEvent.setup().click(within(ad).getByRole('button', { name: moderationLabels.approve }));
    await waitFor(() =>
      expect(toasts()).toContainEqual({ message: messages.adModerationUnavailable, type: 'error' }),
    );
    expect(screen.getByRole('link', { name: 'Sofa 1' })).toBeInTheDocument();
  });
});
