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

/** A fetch stub answering JSON by path; unknown paths answer 404. Records every requested URL. */
export function stubFetch(replies: Record<string, unknown>) {
  const calls: string[] = [];
  const fetchStub = (input: RequestInfo | URL): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push(url);
    const path = new URL(url, 'http://localhost').pathname;
    const body = replies[path];
    return Promise.resolve(
      new Response(JSON.stringify(body ?? { message: 'not found' }), {
        status: body === undefined ? 404 : 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
  };
  return { calls, fetchStub };
}
