import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app.ts';
import { loadPageRenderer, type PageRenderer } from './page-renderer.ts';

// A stand-in for the web app's server build (apps/web/src/main-server.tsx, tested in the web suite):
// it asks the API for the config through the transport it is given and draws what it got.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-ssr-'));
const entry = path.join(dir, 'main-server.js');
fs.writeFileSync(
  entry,
  `let transport;
export function setApiTransport(next) { transport = next; }
export async function renderPage(url, { desktop }) {
  const { pathname } = new URL(url);
  if (pathname === '/slow') return new Promise(() => {});
  if (pathname === '/slow-broken') return new Promise((_, reject) => setTimeout(() => reject(new Error('late')), 150));
  if (pathname.endsWith('/broken')) throw new Error('cannot render');
  if (pathname === '/profile/settings') return undefined;
  const reply = await transport('/api/config', { method: 'GET', headers: { accept: 'application/json' } });
  const config = await reply.json();
  return {
    html: '<link rel="preload" as="image" href="/storage/a.webp"/><main>' + (desktop ? 'desktop' : 'phone') + ' ' + reply.status + ' ' + Object.keys(config.limits).length + '</main>',
    data: { desktop, state: { queries: [] } },
  };
}
`,
);
const dist = path.join(dir, 'dist');
fs.mkdirSync(dist);
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html lang="ru"><head><meta charset="UTF-8" /><title>T</title></head><body><div id="root"></div></body></html>',
);

let ctx: TestContext;
let renderer: PageRenderer | undefined;
beforeAll(async () => {
  ctx = await createTestApp({ webDistDir: dist, webServerEntry: entry });
  renderer = await loadPageRenderer(ctx.app, entry, ctx.app.log, 100);
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const phone = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 Mobile Safari/537.36';
const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36';

describe('the page renderer', () => {
  it("answers the build's API calls in-process, and tells it a phone from a desktop", async () => {
    expect((await renderer?.render('/', phone))?.html).toMatch(/<main>phone 200 \d+<\/main>$/);
    expect((await renderer?.render('/', desktop))?.html).toContain('desktop 200');
  });

  it('gives up on a render that fails or takes too long', async () => {
    expect(await renderer?.render('/broken', phone)).toBeUndefined();
    const started = performance.now();
    expect(await renderer?.render('/slow', phone)).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(1_000);
    // A render that fails after the page has gone without it is only logged (vitest fails on an unhandled rejection).
    expect(await renderer?.render('/slow-broken', phone)).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 200));
  });

  it('is absent without a server build', async () => {
    expect(await loadPageRenderer(ctx.app, path.join(dir, 'missing.js'), ctx.app.log)).toBeUndefined();
    expect(await loadPageRenderer(ctx.app, undefined, ctx.app.log)).toBeUndefined();
  });

  it('sends a public page with its first screen and its data, and the app shell when rendering fails', async () => {
    const home = await ctx.app.inject({ method: 'GET', url: '/', headers: { 'user-agent': phone } });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<div id="root"><main>phone 200');
    expect(home.body).toContain('<link rel="preload" as="image" href="/storage/a.webp"/></head>');
    expect(home.body).toContain(
      '<script type="application/json" id="first-data">{"desktop":false,"state":{"queries":[]}}</script>',
    );

    const broken = await ctx.app.inject({
      method: 'GET',
      url: '/search/broken',
      headers: { 'user-agent': phone },
    });
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toContain('<div id="root"></div>');
    expect(broken.body).not.toContain('first-data');
  });

  it("draws the web app's other screens too, sends the bare shell for screens drawn only in the browser, and a 404 for missing files", async () => {
    const blog = await ctx.app.inject({ method: 'GET', url: '/blog', headers: { 'user-agent': desktop } });
    expect(blog.statusCode).toBe(200);
    expect(blog.body).toContain('<div id="root"><main>desktop 200');

    for (const url of ['/profile/settings', '/favicon.ico']) {
      const bare = await ctx.app.inject({ method: 'GET', url });
      expect(bare.statusCode).toBe(200);
      expect(bare.body).toContain('<div id="root"></div>');
      expect(bare.body).not.toContain('first-data');
    }
    for (const url of ['/assets/index-0ld.js', '/storage/nothing.webp']) {
      const missing = await ctx.app.inject({ method: 'GET', url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body).not.toContain('<div id="root">');
    }
  });
});
