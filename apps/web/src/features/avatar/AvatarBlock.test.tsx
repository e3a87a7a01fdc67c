import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  avatarLabels,
  messages,
  reportReasonLabels,
  storageKeys,
  type CompanyDetail,
  companyReplySchema,
  companySavedReplySchema,
  messageReplySchema,
  ownProfileSchema,
  publicConfigSchema,
  profilePhotoReplySchema,
} from '@mp/contract';
import { ok, serveApi, type Reply, failure, unreadable, type Routes } from '../../test/api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { useToastStore } from '../../shared/ui/toast-store.ts';
import { ownProfileOf, user } from '../../test/fixtures/users.ts';
import { AvatarBlock } from './index.ts';
import { company, config } from '../../test/fixtures/profiles.ts';
import { reviewsPage } from '../../test/fixtures/reviews.ts';

const signIn = () => {
  sessionStorage.setItem(storageKeys.token, 'session-token');
  sessionStorage.setItem(storageKeys.user, JSON.stringify(user));
};
const toasts = () => useToastStore.getState().toasts.map(({ message, type }) => ({ message, type }));

const ownProfile = ownProfileOf();

function ownerNetwork(current: CompanyDetail | null, extra: Routes = {}) {
  return serveApi({
    'GET /api/company': ok(companyReplySchema, { company: current }),
    'GET /api/config': ok(publicConfigSchema, config('development')),
    'GET /api/user': ok(ownProfileSchema, ownProfile),
    ...extra,
  });
}

function renderOwner() {
  signIn();
  return renderWithApp(<AvatarBlock userId={user.id} name={user.name} photoUrl={null} isOwner />);
}

const renderViewer = (props: { rating?: number | null; blockedByMe?: boolean } = {}) =>
  renderWithApp(
    <AvatarBlock userId={9} name="Борис" photoUrl="/storage/avatars/9.webp" isOwner={false} {...props} />,
  );

beforeEach(() => {
  useToastStore.setState({ toasts: [] });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('avatar block, owner', () => {
  it('offers «Подтвердить профиль» without a status and sends the company to moderation', async () => {
    let current = company(null);
    const sent = serveApi({
      'GET /api/company': () => ok(companyReplySchema, { company: current }),
      'GET /api/config': ok(publicConfigSchema, config('production')),
      'POST /api/user/confirm': () => {
        current = company('pending');
        return ok(companySavedReplySchema, { message: messages.companySaved, company: current });
      },
    });
    renderOwner();
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: avatarLabels.moderation.none }));
    expect(await screen.findByRole('button', { name: avatarLabels.moderation.pending })).toBeDisabled();
    expect(sent.some((r) => r.method === 'POST' && r.path === '/api/user/confirm')).toBe(true);
    expect(toasts()).toContainEqual({ message: messages.companySaved, type: 'success' });
  });

  it('shows «На модерации» disabled, «Профиль подтвержден», and «Отклонено модерацией» with a new request', async () => {
    ownerNetwork(company('pending'));
    const pending = renderOwner();
    expect(await screen.findByRole('button', { name: avatarLabels.moderation.pending })).toBeDisabled();
    pending.unmount();

    ownerNetwork(company('approved'));
    const approved = renderOwner();
    expect(await screen.findByText(avatarLabels.moderation.approved)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: avatarLabels.moderation.none })).not.toBeInTheDocument();
    approved.unmount();

    ownerNetwork(company('rejected'));
    renderOwner();
    expect(await screen.findByText(avatarLabels.moderation.rejected)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: avatarLabels.moderation.none })).toBeEnabled();
  });

  it('shows no verification button without a company, and never the viewer links', async () => {
    const sent = ownerNetwork(null);
    renderOwner();
    await waitFor(() => expect(sent.some((r) => r.path === '/api/company')).toBe(true));
    expect(screen.getByRole('button', { name: avatarLabels.uploadPhoto })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: avatarLabels.moderation.none })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: avatarLabels.block })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: avatarLabels.report })).not.toBeInTheDocument();
  });

  it('shows «Профиль подтвержден» for a verified company as for an approved one (spec §4)', async () => {
    ownerNetwork(company('verified'));
    renderOwner();
    expect(await screen.findByText(avatarLabels.moderation.approved)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: avatarLabels.moderation.none })).not.toBeInTheDocument();
    const panel = await screen.findByRole('region', { name: avatarLabels.moderationPanel });
    expect(within(panel).getByRole('button', { name: avatarLabels.setStatus.approved })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('sets a status from the temporary moderation panel, then reloads the company and the profile', async () => {
    let current = company('pending');
    const sent = serveApi({
      'GET /api/company': () => ok(companyReplySchema, { company: current }),
      'GET /api/config': ok(publicConfigSchema, config('development')),
      'GET /api/user': ok(ownProfileSchema, ownProfile),
      'PATCH /api/statuscompanies/7/status': (request) => {
        current = company((request.body as { moderation_status: 'approved' }).moderation_status);
        return ok(companySavedReplySchema, { message: messages.moderationStatusUpdated, company: current });
      },
    });
    renderOwner();
    const ui = userEvent.setup();
    const panel = await screen.findByRole('region', { name: avatarLabels.moderationPanel });
    await ui.click(within(panel).getByRole('button', { name: avatarLabels.setStatus.approved }));

    expect(await screen.findByText(avatarLabels.moderation.approved)).toBeInTheDocument();
    expect(toasts()).toContainEqual({ message: messages.moderationStatusUpdated, type: 'success' });
    const patch = sent.find((r) => r.method === 'PATCH');
    expect(patch).toMatchObject({
      path: '/api/statuscompanies/7/status',
      body: { moderation_status: 'approved' },
    });
    await waitFor(() => expect(sent.filter((r) => r.path === '/api/company').length).toBeGreaterThan(1));
  });

  it('shows the server message when the status change is refused', async () => {
    ownerNetwork(company(null), {
      'PATCH /api/statuscompanies/7/status': failure(403, messages.forbidden),
    });
    renderOwner();
    const ui = userEvent.setup();
    const panel = await screen.findByRole('region', { name: avatarLabels.moderationPanel });
    await ui.click(within(panel).getByRole('button', { name: avatarLabels.setStatus.rejected }));
    await waitFor(() => expect(toasts()).toContainEqual({ message: messages.forbidden, type: 'error' }));
  });

  it('reads a staging environment (spec §3) and shows the moderation panel there', async () => {
    serveApi({
      'GET /api/company': ok(companyReplySchema, { company: company(null) }),
      'GET /api/config': ok(publicConfigSchema, config('staging')),
    });
    renderOwner();
    expect(await screen.findByRole('region', { name: avatarLabels.moderationPanel })).toBeInTheDocument();
  });

  it('hides the moderation panel in production', async () => {
    const sent = serveApi({
      'GET /api/company': ok(companyReplySchema, { company: company(null) }),
      'GET /api/config': ok(publicConfigSchema, config('production')),
    });
    renderOwner();
    await screen.findByRole('button', { name: avatarLabels.moderation.none });
    await waitFor(() => expect(sent.some((r) => r.path === '/api/config')).toBe(true));
    expect(screen.queryByRole('region', { name: avatarLabels.moderationPanel })).not.toBeInTheDocument();
  });
});

describe('avatar block, photo upload', () => {
  const photoInput = () => screen.getByTestId<HTMLInputElement>('avatar-file');

  it('refuses a file that is not an image and one over 5 MB, sending nothing', async () => {
    const sent = ownerNetwork(null);
    renderOwner();
    const ui = userEvent.setup({ applyAccept: false });

    await ui.upload(photoInput(), new File(['text'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toHaveTextContent(messages.avatarNotImage);

    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
    await ui.upload(photoInput(), big);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.avatarTooLarge);

    expect(sent.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('previews the photo at once, uploads it as `photo` and keeps the server copy', async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} }),
    );
    let finish: (reply: Reply) => void = () => {};
    const uploaded = new Promise<Reply>((resolve) => (finish = resolve));
    const sent = ownerNetwork(null, { 'POST /api/user/profile-photo': () => uploaded });
    renderOwner();
    const ui = userEvent.setup();
    const file = new File(['png'], 'me.png', { type: 'image/png' });
    await ui.upload(photoInput(), file);

    expect(screen.getByRole('img', { name: avatarLabels.photoAlt(user.name) })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    const request = sent.find((r) => r.path === '/api/user/profile-photo');
    expect((request?.body as FormData).get('photo')).toBe(file);

    finish(
      ok(profilePhotoReplySchema, {
        message: messages.profilePhotoUpdated,
        profile_photo_url: '/storage/avatars/5.webp',
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('img', { name: avatarLabels.photoAlt(user.name) })).toHaveAttribute(
        'src',
        '/storage/avatars/5.webp',
      ),
    );
    expect(toasts()).toContainEqual({ message: messages.profilePhotoUpdated, type: 'success' });
  });

  it('reverts the preview and shows the fallback when the upload fails', async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} }),
    );
    ownerNetwork(null, { 'POST /api/user/profile-photo': unreadable() });
    renderOwner();
    await userEvent.setup().upload(photoInput(), new File(['png'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.profilePhotoError);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: avatarLabels.uploadPhoto })).toBeEnabled();
  });
});

describe('avatar block, other viewers', () => {
  it('shows a signed-in viewer the rating, the reviews, «Заблокировать» and «Пожаловаться»', async () => {
    signIn();
    const sent = serveApi({ 'GET /api/company/reviews': reviewsPage([]) });
    renderViewer({ rating: 8.46 });
    const ui = userEvent.setup();
    expect(screen.getByText(avatarLabels.ratingOutOf(8.5))).toBeInTheDocument();
    expect(screen.getByRole('img', { name: avatarLabels.photoAlt('Борис') })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: avatarLabels.block })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: avatarLabels.report })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: avatarLabels.changePhoto })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: avatarLabels.moderation.none })).not.toBeInTheDocument();

    await ui.click(screen.getByRole('button', { name: avatarLabels.reviews }));
    const dialog = screen.getByRole('dialog', { name: avatarLabels.reviews });
    expect(await within(dialog).findByText(messages.noReviews)).toBeInTheDocument();
    expect(sent.find((request) => request.path === '/api/company/reviews')?.search).toContain('seller_id=9');
    expect(within(dialog).getByText(avatarLabels.ratingOutOf(8.5))).toBeInTheDocument();
    await ui.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a guest the rating and reviews but neither block nor report', () => {
    serveApi({});
    renderViewer();
    expect(screen.getByText(avatarLabels.noRating)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: avatarLabels.reviews })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: avatarLabels.block })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: avatarLabels.report })).not.toBeInTheDocument();
  });

  it('sends a report with the chosen reason and comment, and shows the server reply', async () => {
    signIn();
    const sent = serveApi({
      'POST /api/users/9/report': ok(messageReplySchema, { message: messages.reportSent }, 201),
    });
    renderViewer();
    const ui = userEvent.setup();
    await ui.click(screen.getByRole('button', { name: avatarLabels.report }));
    const dialog = within(await screen.findByRole('dialog', { name: avatarLabels.reportTitle }));

    await ui.click(dialog.getByRole('button', { name: avatarLabels.reportSend }));
    expect(dialog.getByRole('alert')).toHaveTextContent(messages.reportReasonInvalid);
    expect(sent).toEqual([]);

    await ui.click(dialog.getByRole('radio', { name: reportReasonLabels.fraud }));
    await ui.type(dialog.getByRole('textbox', { name: avatarLabels.reportComment }), 'Просит предоплату');
    await ui.click(dialog.getByRole('button', { name: avatarLabels.reportSend }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/users/9/report',
        body: { reason: 'fraud', comment: 'Просит предоплату' },
      }),
    ]);
    expect(toasts()).toContainEqual({ message: messages.reportSent, type: 'success' });
  });

  it('keeps the dialog open with the server message when the report was already sent', async () => {
    signIn();
    serveApi({
      'POST /api/users/9/report': ok(messageReplySchema, { message: messages.reportAlreadySent }, 409),
    });
    renderViewer();
    const ui = userEvent.setup();
    await ui.click(screen.getByRole('button', { name: avatarLabels.report }));
    const dialog = within(await screen.findByRole('dialog', { name: avatarLabels.reportTitle }));
    await ui.click(dialog.getByRole('radio', { name: reportReasonLabels.spam }));
    await ui.click(dialog.getByRole('button', { name: avatarLabels.reportSend }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(messages.reportAlreadySent);
  });

  it('blocks after a confirmation, then offers «Разблокировать» which unblocks', async () => {
    signIn();
    const sent = serveApi({
      'POST /api/users/9/block': ok(messageReplySchema, { message: messages.userBlocked }),
      'DELETE /api/users/9/block': ok(messageReplySchema, { message: messages.userUnblocked }),
    });
    renderViewer();
    const ui = userEvent.setup();
    await ui.click(screen.getByRole('button', { name: avatarLabels.block }));
    const dialog = within(screen.getByRole('dialog', { name: avatarLabels.blockTitle }));
    expect(dialog.getByText(avatarLabels.blockConfirm('Борис'))).toBeInTheDocument();
    expect(sent).toEqual([]);
    await ui.click(dialog.getByRole('button', { name: avatarLabels.block }));

    const unblock = await screen.findByRole('button', { name: avatarLabels.unblock });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toasts()).toContainEqual({ message: messages.userBlocked, type: 'success' });

    await ui.click(unblock);
    expect(await screen.findByRole('button', { name: avatarLabels.block })).toBeInTheDocument();
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/users/9/block',
      'DELETE /api/users/9/block',
    ]);
  });

  it('starts from «Разблокировать» when the viewer has blocked the user', () => {
    signIn();
    serveApi({});
    renderViewer({ blockedByMe: true });
    expect(screen.getByRole('button', { name: avatarLabels.unblock })).toBeInTheDocument();
  });
});
