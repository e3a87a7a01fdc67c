import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The security headers of an API reply. JSON is never rendered as a document, so helmet's page headers
 * (framing, referrer, DNS prefetch, cross-origin opener…) do nothing for it; what applies is: no sniffing
 * it into something executable, no loading it into another site's process, and a policy that allows
 * nothing should it ever be opened as a page (OWASP REST Security Cheat Sheet). Eight fewer headers on
 * every API reply is measurable on the hottest read, the cached ad page, for the client as much as the
 * server (`bench/README.md`, record 0149).
 */
const apiSecurityHeaders = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
} as const;

/** The web app's service worker, built to the root of its files so that its scope is the whole site. */
export const serviceWorkerPath = '/sw.js';

/** The API's JSON replies; its documentation under `/api/docs` is a page like the app's. */
const isApiPath = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * The CSP source of the map's tiles: the template's origin, `{s}` (Leaflet's subdomains) as a wildcard.
 * Any https origin is allowed already; this lets a tile server on plain http (inside a closed network)
 * draw too.
 */
export function tileSource(mapTileUrl: string): string {
  const origin = /^https?:\/\/[^/]+/i.exec(mapTileUrl)?.[0] ?? "'self'";
  return origin.replaceAll('{s}', '*');
}

/** The CSP sources of a page's inline scripts (`'sha256-…'`), so that a policy allows exactly them. */
export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
}

/**
 * Headers every reply carries: the request id (for finding a request in the logs) and the security
 * headers: helmet's for pages (the app, the API's documentation, uploads), the short set above for the
 * API's JSON. Helmet's middleware is built once here: `@fastify/helmet` built it again, CSP and all, in
 * an async hook on every request, which was a measurable share of a cached ad page (bench `product`).
 */
export function registerReplyHeaders(app: FastifyInstance, mapTileUrl: string): void {
  const pagePolicy = {
    'img-src': ["'self'", 'data:', 'blob:', 'https:', tileSource(mapTileUrl)],
    'connect-src': ["'self'", 'ws:', 'wss:'],
    'script-src': ["'self'"],
  };
  const pageSecurityHeaders = helmet({ contentSecurityPolicy: { directives: pagePolicy } });
  // The service worker fetches what its pages show, under its own policy: a stored picture that the
  // server redirects to a bucket elsewhere is fetched from there (record 0122).
  const workerSecurityHeaders = helmet({
    contentSecurityPolicy: { directives: { ...pagePolicy, 'connect-src': ["'self'", 'https:'] } },
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    if (isApiPath(request.url)) {
      reply.headers(apiSecurityHeaders);
      done();
      return;
    }
    const headers =
      request.url.split('?')[0] === serviceWorkerPath ? workerSecurityHeaders : pageSecurityHeaders;
    headers(request.raw, reply.raw, () => done());
  });
  // The app has no inline script. The API documentation's page (Scalar, its script served from the
  // package) starts with one, which its page's policy allows by hash rather than by 'unsafe-inline'.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/docs') || typeof payload !== 'string') return payload;
    const inline = inlineScriptSources(payload);
    if (inline.length === 0) return payload;
    const policy = String(reply.raw.getHeader('content-security-policy') ?? '');
    reply.header(
      'content-security-policy',
      policy.replace(/script-src [^;]*/, `script-src 'self' ${inline.join(' ')}`),
    );
    return payload;
  });
}
