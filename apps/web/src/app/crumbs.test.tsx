import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { shellLabels, publicProfileSchema } from '@mp/contract';
import { ok, serveApi } from '../test/api.ts';
import { PublicProfilePage } from '../pages/user/PublicProfilePage.tsx';
import { publicProfile } from '../test/fixtures/profiles.ts';
import { testQueryClient } from '../test/render.tsx';
import { userCrumb } from './crumbs.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('user breadcrumb', () => {
  it('names the breadcrumb after the loaded user (page 1 sits under the shared user key)', async () => {
    serveApi({ 'GET /api/users/9': ok(publicProfileSchema, publicProfile()) });
    const client = testQueryClient();
    const router = createMemoryRouter([{ path: '/profile/user/:id', element: <PublicProfilePage /> }], {
      initialEntries: ['/profile/user/9'],
    });
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const crumb = () =>
      userCrumb({
        params: { id: '9' },
        search: new URLSearchParams(),
        cached: (key) => client.getQueryData(key),
      });
    expect(crumb()).toBe(shellLabels.userFallback('9'));
    await screen.findByRole('heading', { level: 1, name: 'Борис' });
    expect(crumb()).toBe('Борис');
  });
});
