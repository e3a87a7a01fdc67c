import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { firstDataElementId } from '@mp/contract';
import { jsonForScript } from './escape.ts';

/** A public page's first screen, rendered by the web app's own components (apps/web/src/main-server.tsx). */
export interface FirstScreen {
  /** The markup of the app's root element. */
  html: string;
  /** What it was drawn from (the queries, the layout), for the browser to start from the same. */
  data: unknown;
}

export interface PageRenderer {
  /**
   * The page at `url` (path and query) as a guest sees it; undefined for a screen the web app draws only
   * in the browser, or one that could not be rendered in time.
   */
  render(url: string, userAgent: string | undefined): Promise<FirstScreen | undefined>;
}

interface WebServerEntry {
  renderPage(url: string, screen: { desktop: boolean }): Promise<FirstScreen | undefined>;
  setApiTransport(transport: (url: string, init: RequestInit) => Promise<Response>): void;
}

const emptyRoot = /<div id="root"><\/div>/;
/** What React puts before the markup of a root: preloads of the screen's first photos. */
const leadingPreloads = /^(?:<link [^>]*>)*/;

/**
 * The page with its empty root filled by the first screen, the data it was drawn from in a JSON script
 * after it, and its preloads (the largest photo first) at the end of the head, where the browser finds
 * them before anything else.
 */
export function withFirstScreen(page: string, firstScreen: FirstScreen | undefined): string {
  if (!firstScreen) return page;
  const preloads = leadingPreloads.exec(firstScreen.html)?.[0] ?? '';
  const markup = firstScreen.html.slice(preloads.length);
  const data = `<script type="application/json" id="${firstDataElementId}">${jsonForScript(firstScreen.data)}</script>`;
  return page
    .replace('</head>', () => `${preloads}</head>`)
    .replace(emptyRoot, () => `<div id="root">${markup}</div>${data}`);
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
      // A render that fails is logged whenever it fails, before or after the page has gone without it.
      const page = entry.renderPage(`http://localhost${url}`, { desktop }).then(
        (screen) => ({ screen }),
        (err: unknown) => {
          log.error({ err, url }, 'could not render the page');
          return { screen: undefined };
        },
      );
      const drawn = await Promise.race([page, timeout]);
      clearTimeout(timer);
      if (!drawn) log.warn({ url }, `page not rendered within ${renderTimeoutMs} ms`);
      return drawn?.screen;
    },
  };
}
