// Server rendering of the public pages (record 0093): the server imports the build of this module
// (`dist-ssr/main-server.js`) and answers a page with its first screen in HTML and its data beside it.
import './app/server-storage.ts';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import { CollectingQueryCache } from './app/collecting-cache.ts';
import type { FirstData } from './app/first-data.ts';
import { createQueryClient } from './app/providers.tsx';
import { buildRoutes } from './app/router.tsx';
import { resolveScreen } from './app/trail.ts';
import { ServerScreen } from './shared/lib/useMediaQuery.ts';

export { setApiTransport } from './shared/api/http.ts';

export interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
  /** What it was drawn from, for the browser to hydrate it from the same. */
  data: FirstData;
}

/** Data that leads to more data (a city's slug to its ads) is fetched in a few rounds, never more. */
const maxRounds = 3;
const handler = createStaticHandler(buildRoutes());

async function renderOnce(url: string, client: ReturnType<typeof createQueryClient>, desktop: boolean) {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url} answers a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <ServerScreen value={{ desktop }}>
      <QueryClientProvider client={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>
    </ServerScreen>,
    // Every boundary inline: React would move a large one out to a hidden element that an inline
    // script reveals, and the page's CSP allows no inline script (nor would it help before the app runs).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

/**
 * Renders `url` (absolute) as a guest: renders, fetches the queries the render asked for, and renders
 * again until nothing new is asked for. `desktop` says which layout to draw (from the user agent).
 * Undefined for a screen that is not drawn on the server (`serverRendered` in the route table).
 */
export async function renderPage(
  url: string,
  { desktop }: { desktop: boolean },
): Promise<RenderedPage | undefined> {
  const { route } = resolveScreen({ pathname: new URL(url).pathname, search: '' }, () => undefined);
  if (!route.serverRendered) return undefined;
  const cache = new CollectingQueryCache();
  const client = createQueryClient(cache);
  let html = await renderOnce(url, client, desktop);
  for (let round = 1; round < maxRounds && (await cache.fetchWanted()); round += 1) {
    html = await renderOnce(url, client, desktop);
  }
  return { html, data: { desktop, state: dehydrate(client) } };
}
