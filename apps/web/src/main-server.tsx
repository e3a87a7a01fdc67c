// Server rendering of the public pages (record 0093): the server imports the build of this module
// (`dist-ssr/main-server.js`) and answers a page with its first screen in HTML and its data beside it.
import './app/server-storage.ts';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import { CollectingQueryCache } from './app/collecting-cache.ts';
import type { FirstData } from './app/first-data.ts';
import { createQueryClient } from './app/providers.tsx';
import { AppRoutes } from './app/router.tsx';
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

async function renderOnce(url: URL, client: ReturnType<typeof createQueryClient>, desktop: boolean) {
  const { prelude } = await prerender(
    <ServerScreen value={{ desktop }}>
      <QueryClientProvider client={client}>
        <StaticRouter location={url.pathname + url.search}>
          <AppRoutes />
        </StaticRouter>
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
  const address = new URL(url);
  const { route } = resolveScreen({ pathname: address.pathname, search: '' }, () => undefined);
  if (!route.serverRendered) return undefined;
  const cache = new CollectingQueryCache();
  const client = createQueryClient(cache);
  let html = await renderOnce(address, client, desktop);
  for (let round = 1; round < maxRounds && (await cache.fetchWanted()); round += 1) {
    html = await renderOnce(address, client, desktop);
  }
  return { html, data: { desktop, state: dehydrate(client) } };
}
