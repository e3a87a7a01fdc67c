import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@mp/contract';
import { createTestApp, type TestContext } from './test/app.ts';
import { inlineScriptSources, tileSource } from './http/reply-headers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('the HTTP shell', () => {
  it('answers unknown API paths with a JSON 404 in Russian', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: messages.resourceNotFound });
  });

  it('gives the runtime config and a request id', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      limits: { avatar_max_bytes: 5 * 1024 * 1024, product_images_max: 10 },
    });
    expect(res.headers['x-request-id']).toMatch(/[0-9a-f-]{36}/);
  });

  it("sends the API's security headers with JSON, and no page headers", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['referrer-policy']).toBeUndefined();
  });

  it('sends the request id and security headers with errors too', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/products/not-a-number' });
    expect(res.statusCode).toBe(422);
    expect(res.headers['x-request-id']).toMatch(/[0-9a-f-]{36}/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it("sends helmet's page headers with the API documentation, its inline script allowed by hash only", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
    const inline = inlineScriptSources(res.body);
    expect(inline).toHaveLength(1);
    expect(scriptSrc?.split(' ')).toEqual(["'self'", ...inline]);
    // The documentation's own script comes from the server, not a public CDN, and asks for none of the
    // fonts Scalar would load from its own.
    const script = /<script src="([^"]+)"/.exec(res.body)?.[1];
    expect((await ctx.app.inject({ method: 'GET', url: `/api/docs/${script}` })).statusCode).toBe(200);
    expect(res.body).toMatch(/"withDefaultFonts": false/);
  });

  it('lets the app pages run only scripts of their own origin', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/storage/none.webp' });
    const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(scriptSrc).toBe("'self'");
  });

  it.each([
    ['<script>a()</script><script src="/x.js"></script><script type="module">b()</script>', 2],
    ['<p>no script</p>', 0],
  ])('hashes the inline scripts of %s', (html, count) => {
    const sources = inlineScriptSources(html);
    expect(sources).toHaveLength(count);
    if (count > 0) expect(sources[0]).toBe(`'sha256-${createHash('sha256').update('a()').digest('base64')}'`);
  });

  it("lets pages draw the map's tiles from the configured tile server, on http too", async () => {
    const withTiles = await createTestApp({
      env: () => ({ MAP_TILE_URL: 'http://127.0.0.1:8089/{z}/{x}/{y}.png' }),
    });
    try {
      const res = await withTiles.app.inject({ method: 'GET', url: '/api/docs/' });
      const imgSrc = /img-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
      expect(imgSrc?.split(' ')).toContain('http://127.0.0.1:8089');
    } finally {
      await withTiles.close();
    }
  });

  it.each([
    ['https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://*.tile.openstreetmap.org'],
    ['http://10.0.0.5:8080/tiles/{z}/{x}/{y}.png', 'http://10.0.0.5:8080'],
    ['not a url', "'self'"],
  ])('takes the CSP source of the tile template %s', (template, source) => {
    expect(tileSource(template)).toBe(source);
  });

  it('serves OpenAPI generated from the contract', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ openapi: '3.1.0', paths: { '/api/config': {} } });
  });
});
