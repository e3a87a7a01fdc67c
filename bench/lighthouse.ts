// `npm run bench:web -- [--runs N] [--no-build] [--routes /a,/b]`: Lighthouse (mobile preset: a
// mid-range phone on slow 4G, simulated) on the production build, in Debian's Chromium. The product
// runs as `npm start` runs it, in production mode on a fresh embedded database with the demo catalogue.
// Each route is measured N times (default 3) and the median run is reported against the budgets of
// issue 13; the JSON goes to bench/results/. Exits with 1 when a budget fails.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from '../e2e/support/chromium.ts';
import { installShutdownHandlers, runToEnd } from './lib/children.ts';
import { machine, writeResults } from './lib/report.ts';
import { repoRoot, startProduct } from './lib/servers.ts';
import { startTileServer } from './lib/tile-server.ts';

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const budget = {
  performance: 90,
  lcpMs: 2_000,
  tbtMs: 200,
  cls: 0.05,
  accessibility: 100,
  bestPractices: 95,
  firstScreenJsKb: 150,
};

/** Pages whose speed has a budget; every other route is held to accessibility and best practices. */
const speedRoutes = new Set(['/', '/search/москва', '/product/:id', '/map']);

const usage = `Usage: npm run bench:web -- [options]

  --runs N        Lighthouse runs per route; the median one is reported (default 3)
  --no-build      measure the web app already in apps/web/dist
  --routes a,b    only these paths (default: every public route)
  --help          this text`;

interface RouteReport {
  route: string;
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Gzipped JavaScript requested before the largest paint, and all the page loaded. */
  firstScreenJsKb: number;
  totalJsKb: number;
  failures: string[];
}

const chromeFlags = ['--headless=new', ...chromiumFlags];

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? NaN;

interface NetworkItem {
  url: string;
  resourceType?: string;
  networkRequestTime?: number;
}

const builtAssets = path.join(repoRoot, 'apps/web/dist');
const gzippedBytes = new Map<string, number>();

/**
 * A script's gzipped size, from the built file: the JavaScript itself, without the response's headers
 * (about 1.2 KB each over HTTP/1.1, which Lighthouse's transfer size counts; HTTP/2 compresses them).
 */
function gzippedSize(url: string): number {
  const file = path.join(builtAssets, new URL(url).pathname);
  let size = gzippedBytes.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(file)).length;
    gzippedBytes.set(file, size);
  }
  return size;
}

/** Gzipped JavaScript, all the page loaded and what was requested before the (observed) largest paint. */
function javascript(lhr: Result): { firstScreenKb: number; totalKb: number } {
  const items =
    (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
  const metrics = (lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)
    ?.items?.[0];
  const lcpAt = metrics?.observedLargestContentfulPaint ?? Infinity;
  const scripts = items.filter((item) => item.resourceType === 'Script');
  const kb = (list: NetworkItem[]) => list.reduce((sum, item) => sum + gzippedSize(item.url), 0) / 1024;
  return {
    firstScreenKb: kb(scripts.filter((item) => (item.networkRequestTime ?? 0) <= lcpAt)),
    totalKb: kb(scripts),
  };
}

function report(route: string, url: string, lhr: Result): RouteReport {
  const js = javascript(lhr);
  const row: RouteReport = {
    route,
    url,
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    firstScreenJsKb: js.firstScreenKb,
    totalJsKb: js.totalKb,
    failures: [],
  };
  const check = (ok: boolean, what: string) => ok || row.failures.push(what);
  check(
    row.accessibility >= budget.accessibility,
    `accessibility ${row.accessibility} < ${budget.accessibility}`,
  );
  check(
    row.bestPractices >= budget.bestPractices,
    `best practices ${row.bestPractices} < ${budget.bestPractices}`,
  );
  if (speedRoutes.has(route)) {
    check(row.performance >= budget.performance, `performance ${row.performance} < ${budget.performance}`);
    check(row.lcpMs <= budget.lcpMs, `LCP ${Math.round(row.lcpMs)} ms > ${budget.lcpMs}`);
    check(row.tbtMs <= budget.tbtMs, `TBT ${Math.round(row.tbtMs)} ms > ${budget.tbtMs}`);
    check(row.cls <= budget.cls, `CLS ${row.cls.toFixed(3)} > ${budget.cls}`);
    check(
      row.firstScreenJsKb <= budget.firstScreenJsKb,
      `first-screen JS ${Math.round(row.firstScreenJsKb)} KB`,
    );
  }
  for (const id of ['color-contrast', 'errors-in-console']) {
    const audit = lhr.audits[id];
    if (audit && audit.score !== null && audit.score < 1) row.failures.push(`${id}: ${audit.title}`);
  }
  return row;
}

function formatTable(rows: RouteReport[]): string {
  const header = ['route', 'perf', 'LCP s', 'TBT ms', 'CLS', 'a11y', 'BP', 'JS gz KB (first/all)', 'result'];
  const cells = rows.map((r) => [
    r.route,
    String(r.performance),
    (r.lcpMs / 1000).toFixed(1),
    String(Math.round(r.tbtMs)),
    r.cls.toFixed(3),
    String(r.accessibility),
    String(r.bestPractices),
    `${Math.round(r.firstScreenJsKb)} / ${Math.round(r.totalJsKb)}`,
    r.failures.length ? 'FAIL' : 'PASS',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((row) => row[i]?.length ?? 0)));
  const line = (row: string[]) =>
    row.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  const problems = rows.flatMap((r) => r.failures.map((f) => `  ${r.route}: ${f}`));
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line), ...problems].join('\n');
}

/** The public routes of the route table with a real value for each parameter. */
async function publicRoutes(base: string): Promise<Map<string, string>> {
  const products = (await (await fetch(`${base}/api/products`)).json()) as {
    products_in_selected_cities: { data: { id: number }[] };
  };
  const first = products.products_in_selected_cities.data[0];
  if (!first) throw new Error('the demo catalogue has no ads');
  const product = (await (await fetch(`${base}/api/products/${first.id}`)).json()) as {
    data: { seller: { id: number } };
  };
  return new Map([
    ['/', '/'],
    ['/search/москва', `/search/${encodeURIComponent('москва')}`],
    ['/product/:id', `/product/${first.id}`],
    ['/map', '/map'],
    [
      '/search/:city?search',
      `/search/${encodeURIComponent('россия')}?search=${encodeURIComponent('велосипед')}`,
    ],
    ['/profile/user/:id', `/profile/user/${product.data.seller.id}`],
    ['/profile/favourites', '/profile/favourites'],
    ['/cart', '/cart'],
    ['/authorization', '/authorization'],
    ['/shops', '/shops'],
    ['/promo/shop', '/promo/shop'],
    ['/blog', '/blog'],
    ['/blog/:slug', '/blog/bezopasnaya-sdelka'],
    ['/policy/:id', '/policy/agreement'],
    ['*', '/no-such-page'],
  ]);
}

/** Lighthouse asks for another run when its trace of the load came out broken (NO_NAVSTART and the like). */
const attemptsPerRun = 3;

async function lighthouseRun(url: string): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags });
    try {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      const failure = result.lhr.runtimeError;
      if (!failure) return result.lhr;
      if (attempt === attemptsPerRun) throw new Error(`${url}: ${failure.message}`);
    } finally {
      chrome.kill();
    }
  }
}

async function measure(url: string, runs: number): Promise<Result> {
  const results: Result[] = [];
  for (let i = 0; i < runs; i += 1) results.push(await lighthouseRun(url));
  // The run of median performance score: the one a reader of the table would get half the time or better.
  const byScore = results.toSorted((a, b) => score(a, 'performance') - score(b, 'performance'));
  return byScore[Math.floor(byScore.length / 2)]!;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      'no-build': { type: 'boolean', default: false },
      routes: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const runs = Number(values.runs);
  if (!Number.isSafeInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer`);
  if (!fs.existsSync(chromiumPath))
    throw new Error(`no Chromium at ${chromiumPath}: apt-get install chromium`);
  installShutdownHandlers();
  const startedAt = new Date();
  if (!values['no-build']) {
    console.log('building the web app…');
    await runToEnd('build', 'npm', ['run', 'build'], { cwd: repoRoot, env: process.env });
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-bench-web-'));
  const tiles = await startTileServer();
  const product = await startProduct(dataDir, { MAP_TILE_URL: tiles.template });
  try {
    const all = await publicRoutes(product.baseUrl);
    const only = values.routes?.split(',').map((r) => r.trim());
    const chosen = [...all].filter(([route, url]) => !only || only.includes(route) || only.includes(url));
    const rows: RouteReport[] = [];
    const reports: Result[] = [];
    for (const [route, pathname] of chosen) {
      const url = product.baseUrl + pathname;
      process.stdout.write(`${route} (${runs} runs)… `);
      const median = await measure(url, runs);
      reports.push(median);
      const row = report(route, url, median);
      console.log(row.failures.length ? 'FAIL' : 'PASS');
      rows.push(row);
    }
    console.log(`\n${formatTable(rows)}`);
    const file = await writeResults(
      { kind: 'lighthouse', startedAt, machine: machine(), runs, budget, rows },
      startedAt,
    );
    const full = file.replace(/\.json$/, '.lighthouse.json');
    fs.writeFileSync(full, JSON.stringify(reports));
    console.log(
      `\nresults: ${path.relative(repoRoot, file)}; each median report: ${path.relative(repoRoot, full)}`,
    );
    return rows.some((r) => r.failures.length) ? 1 : 0;
  } finally {
    await product.stop();
    await tiles.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
