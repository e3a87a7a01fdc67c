// `npm run bench:web-ab -- <repo A> <repo B> [loads]`: the main thread's blocking of two builds of the web
// app, side by side. Each repo's own product (its `apps/web/dist`, built beforehand) runs as the web bench
// runs it; Chromium loads `/` and the search from each in turn, alternating which goes first, with the
// page's processor slowed four times as Lighthouse's phone is, and sums the long tasks after the first
// paint over the 7 s after `load` (the service worker's install included, which Lighthouse's window may
// miss). On a shared host whose speed drifts, medians of alternating loads compare two builds where single
// Lighthouse runs cannot (bench/README.md).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../e2e/support/chromium.ts';
import { installShutdownHandlers } from './lib/children.ts';

type ServersModule = typeof import('./lib/servers.ts');
type TilesModule = typeof import('./lib/tile-server.ts');

const routes = ['/', `/search/${encodeURIComponent('москва')}`];
const watchAfterLoadMs = 7_000;

/** Records the page's long tasks and first paint from its first script on. */
const observeLongTasks = `
window.__longTasks = []; window.__fcp = 0;
new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });
new PerformanceObserver((list) => { for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') window.__fcp = e.startTime; }).observe({ type: 'paint', buffered: true });
`;

/** The product of the repo at `root`, as its own bench code starts it, with a map tile server of its own. */
async function startProductOf(root: string): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const servers = (await import(path.join(root, 'bench/lib/servers.ts'))) as ServersModule;
  const tiles = await (
    (await import(path.join(root, 'bench/lib/tile-server.ts'))) as TilesModule
  ).startTileServer();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-web-ab-'));
  const product = await servers.startProduct(dataDir, { MAP_TILE_URL: tiles.template });
  return {
    baseUrl: product.baseUrl,
    stop: async () => {
      await product.stop();
      await tiles.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function main(): Promise<number> {
  const [rootA, rootB, loadsArg = '8'] = process.argv.slice(2);
  const loads = Number(loadsArg);
  if (!rootA || !rootB || !Number.isSafeInteger(loads) || loads < 1) {
    console.log('Usage: npm run bench:web-ab -- <repo A> <repo B> [loads per route, default 8]');
    return 1;
  }
  installShutdownHandlers();
  const products = [await startProductOf(path.resolve(rootA)), await startProductOf(path.resolve(rootB))];
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const blocking = new Map<string, number[]>();
  try {
    for (let load = 0; load < loads; load += 1) {
      for (const which of load % 2 === 0 ? [0, 1] : [1, 0]) {
        for (const route of routes) {
          const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
          await context.addInitScript(observeLongTasks);
          const page = await context.newPage();
          await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
          await page.goto(products[which]!.baseUrl + route, { waitUntil: 'load' });
          await page.waitForTimeout(watchAfterLoadMs);
          const { tasks, fcp } = await page.evaluate<{ tasks: [number, number][]; fcp: number }>(
            '({ tasks: window.__longTasks, fcp: window.__fcp })',
          );
          const blocked = tasks
            .filter(([start]) => start >= fcp)
            .reduce((sum, [, ms]) => sum + Math.max(0, ms - 50), 0);
          const key = `${which === 0 ? 'A' : 'B'} ${decodeURIComponent(route)}`;
          blocking.set(key, [...(blocking.get(key) ?? []), Math.round(blocked)]);
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
    for (const product of products) await product.stop();
  }
  console.log(`blocking after the first paint, ms (A: ${rootA}, B: ${rootB})`);
  for (const [key, values] of [...blocking].sort())
    console.log(`${key.padEnd(20)} median ${String(median(values)).padStart(4)}   loads ${values.join(' ')}`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
