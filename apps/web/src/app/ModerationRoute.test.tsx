import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { messages, moderationLabels } from '@mp/contract';
import { buildRoutes } from './router.tsx';
import { testQueryClient } from '../test/render.tsx';
import { moderationAd, ownProfile, page, signIn, stubNetwork } from '../features/moderation/test/network.ts';

function renderAt(path: string) {
  const shell = (
    <Suspense fallback={null}>
      <Outlet />
    </Suspense>
  );
  const router = createMemoryRouter(buildRoutes(shell), { initialEntries: [path] });
  render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('/profile/moderation', () => {
  it('shows moderators the queue under «Модерация»', async () => {
    signIn('admin');
    stubNetwork({
      'GET /api/user': { body: ownProfile('admin') },
      'GET /api/moderation/products': { body: page([moderationAd(1)]) },
    });
    renderAt('/profile/moderation');
    expect(
      await screen.findByRole('heading', { level: 1, name: moderationLabels.title }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Sofa 1' })).toBeInTheDocument();
  });

  it('answers a plain user with the forbidden state', async () => {
    signIn('user');
    const sent = stubNetwork({ 'GET /api/user': { body: ownProfile('user') } });
    renderAt('/profile/moderation');
    expect(await screen.findByText(messages.forbidden)).toBeInTheDocument();
    expect(sent.some((request) => request.path.startsWith('/api/moderation'))).toBe(false);
  });
});
