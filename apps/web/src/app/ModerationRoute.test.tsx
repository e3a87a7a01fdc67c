import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { messages, moderationAdListSchema, ownProfileSchema, screenLabels } from '@mp/contract';
import { ok, serveApi } from '../test/api.ts';
import { renderRoutesAt } from './render-routes.test-util.tsx';
import { moderationAd, ownProfile, page, signIn } from '../features/moderation/test/fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('/profile/moderation', () => {
  it('shows moderators the queue under «Модерация»', async () => {
    signIn('admin');
    serveApi({
      'GET /api/user': ok(ownProfileSchema, ownProfile('admin')),
      'GET /api/moderation/products': ok(moderationAdListSchema, page([moderationAd(1)])),
    });
    renderRoutesAt('/profile/moderation');
    expect(
      await screen.findByRole('heading', { level: 1, name: screenLabels.moderationTitle }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Sofa 1' })).toBeInTheDocument();
  });

  it('answers a plain user with the forbidden state', async () => {
    signIn('user');
    const sent = serveApi({ 'GET /api/user': ok(ownProfileSchema, ownProfile('user')) });
    renderRoutesAt('/profile/moderation');
    expect(await screen.findByText(messages.forbidden)).toBeInTheDocument();
    expect(sent.some((request) => request.path.startsWith('/api/moderation'))).toBe(false);
  });
});
