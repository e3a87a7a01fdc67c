import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** A public page's first screen, rendered by the web app's own components (apps/web/src/main-server.tsx). */
export interface RenderedPage {
  /** The markup of the app's root element. */
  html: string;
  /** The queries it was rendered from, as the web app's query cache takes them. */
  state: unknown;
}

export interface PageRenderer {
  /** The page at `url` (path and query) as a guest sees it; undefined when it could not be rendered in time. */
  render(url: string, userAgent: string | undefined): Promise<RenderedPage | undefined>;
}

interface WebServerEntry {
  renderPage(url: string, screen: { desktop: boolean }): Promise<RenderedPage>;
  setApiTransport(transport: (url: string, init: RequestInit) => Promise<Response>): void;
}

/** Past this the page is sent without its first screen; the browser renders it as before. */
const defaultRenderTimeoutMs = 1_500;
const phone = /Mobi|Android|iPhone|iPod|Opera Mini/i;

/**
 * Loads the web app's server build (`entryFile`, from `npm run build`) and lets it call this app's API
 * in-process, as a guest. Without the build (API-only runs, tests) there is no renderer and pages are
 * sent as the bare app shell.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  entryFile: string | undefined,
  log: FastifyBaseLogger,
  renderTimeoutMs = defaultRenderTimeoutMs,
): Promise<PageRenderer | undefined> {
  if (!entryFile || !fs.existsSync(entryFile)) return undefined;
  const entry = (await import(pathToFileURL(entryFile).href)) as WebServerEntry;
  entry.setApiTransport(async (url, init) => {
    const reply = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: Object.fromEntries(new Headers(init.headers)),
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    return new Response(reply.rawPayload, {
      status: reply.statusCode,
      headers: { 'content-type': String(reply.headers['content-type'] ?? 'application/json') },
    });
  });
  return {
    async render(url, userAgent) {
      const desktop = !phone.test(userAgent ?? '');
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<undefined>((resolve) => {
        timer = setTimeout(() => resolve(undefined), renderTimeoutMs);
      });
      try {
        const page = await Promise.race([entry.renderPage(`http://localhost${url}`, { desktop }), timeout]);
        if (!page) log.warn({ url }, `page not rendered within ${renderTimeoutMs} ms`);
        return page;
      } catch (err) {
        log.error({ err, url }, 'could not render the page');
        return undefined;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
