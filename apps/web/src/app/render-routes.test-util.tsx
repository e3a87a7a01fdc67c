import { Suspense, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { testQueryClient } from '../test/render.tsx';
import { buildRoutes } from './router.tsx';

/**
 * Renders the real route table at `path` inside a bare layout (the screen and `extra`, no shell
 * chrome) and a fresh query client; returns the router to read the location.
 */
export function renderRoutesAt(path: string, extra: ReactNode = null) {
  const layout = (
    <Suspense fallback={null}>
      <Outlet />
      {extra}
    </Suspense>
  );
  const router = createMemoryRouter(buildRoutes(layout), { initialEntries: [path] });
  render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
