import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@mp/contract';
import { createTestApp, type TestContext } from '../test/app.ts';

let ctx: TestContext;
let dist: string;
const script = `console.log(${JSON.stringify('Маркетплейс '.repeat(200))});`;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="ru"><div id="root"></div></html>',
  );
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), script);
  fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Маркетплейс"}');
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  ctx = await createTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('serving the built web app', () => {
  it('answers client-side routes with index.html, never cached', async () => {
    for (const url of ['/', '/search/%D0%BC%D0%BE%D1%81%D0%BA%D0%B2%D0%B0?search=x', '/no/such/page']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('still loads the app for an ad that does not exist, with a 404 for crawlers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/product/5' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
  });

  it('serves hashed assets compressed, with a year-long immutable cache', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(script));
  });

  it('asks for the service worker and the manifest again every time, and for other files after 5 minutes', async () => {
    const worker = await ctx.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toContain('javascript');
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await ctx.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const icon = await ctx.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('public, max-age=300');
  });

  it('lets the service worker fetch a stored picture from a bucket elsewhere, and pages connect only here', async () => {
    const connectSrc = async (url: string) => {
      const res = await ctx.app.inject({ method: 'GET', url });
      return /connect-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
    };
    expect(await connectSrc('/sw.js')).toBe("'self' https:");
    expect(await connectSrc('/')).toBe("'self' ws: wss:");
    const worker = await ctx.app.inject({ method: 'GET', url: '/sw.js' });
    expect(String(worker.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('keeps unknown API paths a JSON 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: messages.resourceNotFound });
  });

  it('answers a missing file under /storage or /assets with a 404, not the app', async () => {
    for (const url of [
      '/storage/ads/missing.webp',
      '/storage/',
      '/assets/index-old000.js',
      '/assets/x.css',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ message: messages.resourceNotFound });
    }
  });

  it('does not serve the app for other methods', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/product/5' });
    expect(res.statusCode).toBe(404);
  });
});
