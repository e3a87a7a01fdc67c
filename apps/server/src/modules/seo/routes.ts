import type { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { FirstScreen, PageRenderer } from '../../http/page-renderer.ts';
import { homeHead, pageTemplate, renderHead, type PageHead } from './head.ts';
import type { HeadOfPage, SeoService } from './service.ts';

export interface SeoOptions {
  service: SeoService;
  /** The site's address, for the fallback head. */
  base: string;
  /** The built web app's index.html; without it only robots.txt and the sitemaps are served. */
  indexHtml?: string;
  /** Draws each page's first screen into it; without one the page is the bare app shell. */
  renderer?: PageRenderer;
}

const hourCache = 'public, max-age=3600';

/**
 * Server-written pages search engines read and phones open first (`/`, `/product/:id`,
 * `/profile/user/:id`, `/search/:city`): their head, 404 for an ad or user that is not there, and
 * their first screen with its data when there is a renderer; `robots.txt` and the sitemaps.
 */
export const seoRoutes: FastifyPluginAsync<SeoOptions> = async (
  app,
  { service, base, indexHtml, renderer },
) => {
  app.get('/robots.txt', async (_request, reply) =>
    reply.header('cache-control', hourCache).type('text/plain; charset=utf-8').send(service.robotsTxt()),
  );

  app.get('/sitemap.xml', async (_request, reply) => sendXml(reply, await service.sitemapIndex()));

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) =>
    sendXml(reply, await service.sitemap(request.params.file)),
  );

  if (indexHtml === undefined) return;
  const page = pageTemplate(indexHtml);

  const sendPage = (reply: FastifyReply, head: PageHead, status = 200, firstScreen?: FirstScreen) =>
    reply
      .status(status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(page(renderHead(head), firstScreen));

  /** A page whose data could not be read still loads the app, but tells crawlers to come back. */
  const withFallback =
    (build: (request: FastifyRequest) => Promise<HeadOfPage>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        const [{ head, status }, firstScreen] = await Promise.all([
          build(request),
          renderer?.render(request.url, request.headers['user-agent']),
        ]);
        return sendPage(reply, head, status, firstScreen);
      } catch (err) {
        request.log.error({ err }, 'could not build the page head');
        return sendPage(reply, { ...homeHead(base), noindex: true }, 503);
      }
    };

  app.get(
    '/',
    withFallback(async () => service.homeHead()),
  );

  app.get<{ Params: { id: string } }>(
    '/product/:id',
    withFallback(async (request) => service.productHead((request.params as { id: string }).id)),
  );

  app.get<{ Params: { id: string } }>(
    '/profile/user/:id',
    withFallback(async (request) => service.userHead((request.params as { id: string }).id)),
  );

  app.get<{ Params: { city: string } }>(
    '/search/:city',
    withFallback(async (request) =>
      service.searchHead(
        (request.params as { city: string }).city,
        new URLSearchParams(request.url.split('?')[1] ?? ''),
      ),
    ),
  );
};

function sendXml(reply: FastifyReply, body: string | Readable): FastifyReply {
  return reply.header('cache-control', hourCache).type('application/xml; charset=utf-8').send(body);
}
