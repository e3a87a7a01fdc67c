import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

/** Shows the current location so that tests can assert navigation. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{decodeURIComponent(pathname + search)}</output>;
}

/**
 * Renders `ui` at `/` inside a memory router (with a probe for the location on every path) and a
 * fresh query client.
 */
export function renderWithApp(ui: ReactElement, { path = '/', client = testQueryClient() } = {}) {
  const element = (
    <>
      {ui}
      <LocationProbe />
    </>
  );
  const routes: RouteObject[] = [{ path: '*', element }];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const wrap = (node: ReactNode) => <QueryClientProvider client={client}>{node}</QueryClientProvider>;
  return { router, client, ...render(wrap(<RouterProvider router={router} />)) };
}
