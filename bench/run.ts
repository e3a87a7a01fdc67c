// `npm run bench -- [options]`: prepares the bench database, starts the server and a bare Fastify
// baseline as child processes, loads each scenario with autocannon and checks the budgets.
import { parseBenchArgs, usage } from './lib/args.ts';
import { installShutdownHandlers } from './lib/children.ts';
import type { Dataset } from './lib/dataset.ts';
import { requestEach, runLoad, type LoadOptions, type Measurement } from './lib/load.ts';
import { deleteSellerAds, preparePublishing, type PublishSetup } from './lib/publish.ts';
import { formatTable, judge, machine, writeResults, type ScenarioResult } from './lib/report.ts';
import { waitUntilIdle } from './lib/process-stats.ts';
import { runStorm } from './lib/storm.ts';
import { pictureAds, publishConnections, selectScenarios, statsAds, type Scenario } from './lib/scenarios.ts';
import { prepareStats } from './lib/stats.ts';
import { prepareDatabase, withClient, type Prepared } from './lib/prepare.ts';
import { enableStatementTimings, formatPlan, settledActivity, summarise } from './lib/plan-summary.ts';
import { startAppServer, startBareServer, type RunningServer } from './lib/servers.ts';

const WARMUP_SECONDS = 2;
/** A storm's ad may take long to convert on a slow machine; a browser waits for an upload's reply as long as it takes. */
const stormReplyTimeoutSeconds = 120;

function pathsOf(
  scenario: Scenario,
  dataset: Dataset | undefined,
  published: { pictureUrls: string[]; statsPaths: string[] },
): string[] {
  if ('publish' in scenario) return [];
  if ('pictures' in scenario) return published.pictureUrls;
  if ('stats' in scenario) return published.statsPaths;
  if (scenario.target === 'bare') return scenario.paths();
  if (!dataset) throw new Error(`scenario ${scenario.name} needs the database`);
  return scenario.paths(dataset);
}

/**
 * The seller and the form of the publishing and picture scenarios (PostgreSQL only: the SMS code is read
 * while the server runs).
 */
async function setUpPublishing(
  selected: Scenario[],
  prepared: Prepared | undefined,
  baseUrl: string | undefined,
): Promise<PublishSetup | undefined> {
  if (!selected.some((s) => 'publish' in s || 'pictures' in s || 'stats' in s)) return undefined;
  if (!prepared || !baseUrl) throw new Error('publishing needs the database and the server');
  if (prepared.db.kind !== 'postgres') {
    throw new Error(
      'the publish and picture scenarios need PostgreSQL (PGlite cannot be read while the server runs)',
    );
  }
  const setup = await withClient(prepared.db, (client) =>
    preparePublishing(baseUrl, client, prepared.dataset),
  );
  console.log(
    `Publishing as user ${setup.seller.userId} (${setup.seller.phone}); photos of ` +
      `${setup.photoBytes.map((b) => `${Math.round(b / 1024)} KB`).join(', ')}.`,
  );
  return setup;
}

async function main(): Promise<number> {
  installShutdownHandlers();
  const args = parseBenchArgs(process.argv.slice(2));
  if (!args) {
    console.log(usage);
    return 0;
  }
  // The bare route always runs first: it is the yardstick of the "vs bare" column and a budget.
  const selected = selectScenarios(args.scenarios && ['bare', ...args.scenarios.filter((n) => n !== 'bare')]);
  const startedAt = new Date();
  const servers: RunningServer[] = [];
  if (args.prepareOnly) {
    await prepareDatabase(args);
    return 0;
  }
  try {
    const prepared = selected.some((s) => s.target === 'app') ? await prepareDatabase(args) : undefined;
    // Statement timings, where the server can keep them, are turned on before the app's connections open.
    const timed = prepared?.db.kind === 'postgres' && (await withClient(prepared.db, enableStatementTimings));
    const bare = await startBareServer();
    servers.push(bare);
    // The bench's one seller publishes what a crowd of sellers would: their hourly upload quota is each person's.
    const quiet = { BENCH_PERIODIC_JOBS: 'off' };
    const app = prepared
      ? await startAppServer(prepared.db, { ...quiet, UPLOADS_PER_HOUR: '100000' })
      : undefined;
    if (app) servers.push(app);
    const uncached =
      prepared && selected.some((s) => s.searchCacheOff)
        ? await startAppServer(prepared.db, { ...quiet, SEARCH_CACHE_SECONDS: '0' })
        : undefined;
    if (uncached) servers.push(uncached);

    const publishing = await setUpPublishing(selected, prepared, app?.baseUrl);
    let publishedDeleted: number | undefined;
    const pictureUrls =
      publishing && selected.some((s) => 'pictures' in s) ? await publishing.pictureUrls(pictureAds) : [];
    const statsScenario = selected.find((s) => 'stats' in s);
    const statsPaths =
      publishing && prepared && statsScenario && 'stats' in statsScenario
        ? await withClient(prepared.db, async (client) =>
            prepareStats(client, await publishing.publishAds(statsAds), statsScenario.stats.days),
          )
        : [];

    const results: ScenarioResult[] = [];
    let bareMeasurement: Measurement | undefined;
    // PostgreSQL's counters of index and table use, read around each scenario of the API (PGlite has none).
    const stats = prepared?.db.kind === 'postgres' ? await prepared.db.connect() : undefined;
    let activity = stats && (await settledActivity(stats, timed));
    try {
      for (const scenario of selected) {
        const server = scenario.target === 'bare' ? bare : scenario.searchCacheOff ? uncached : app;
        if (!server) throw new Error(`no server for ${scenario.name}`);
        const publish = 'publish' in scenario ? scenario.publish : undefined;
        const storm = 'pictures' in scenario ? scenario.pictures.storm : undefined;
        const paths = pathsOf(scenario, prepared?.dataset, { pictureUrls, statsPaths });
        const load: Omit<LoadOptions, 'durationSeconds'> = {
          baseUrl: server.baseUrl,
          paths,
          headers:
            'stats' in scenario && publishing
              ? { authorization: publishing.seller.authorization }
              : undefined,
          request: publish && publishing?.request(publish.photos),
          connections: publish ? Math.min(args.connections, publish.maxConnections) : args.connections,
        };
        console.log(`▶ ${scenario.title}: ${args.duration} s, ${load.connections} connections…`);
        // A storm starts with the warm-up and sends until the measurement ends; its last ads are awaited.
        const stormRun =
          storm &&
          publishing &&
          runStorm({
            baseUrl: server.baseUrl,
            request: await publishing.stormRequest(storm.picturesPerAd),
            connections: storm.connections,
            durationSeconds: WARMUP_SECONDS + args.duration,
            replyTimeoutSeconds: stormReplyTimeoutSeconds,
          });
        let warmUpRequests = paths.length;
        if (scenario.warmEveryPath) await requestEach(load.baseUrl, paths);
        else warmUpRequests = (await runLoad({ ...load, durationSeconds: WARMUP_SECONDS })).requests;
        const measurement = await runLoad({ ...load, durationSeconds: args.duration });
        if (scenario.target === 'bare') bareMeasurement = measurement;
        const beside = stormRun && { title: 'the publishing storm', measurement: await stormRun };
        if (beside) {
          const { requests, durationSeconds, latencyP50, latencyP99, statusCodes } = beside.measurement;
          console.log(
            `  the storm: ${requests} ads in ${durationSeconds} s, p50 ${latencyP50} ms, p99 ${latencyP99} ms, ` +
              JSON.stringify(statusCodes),
          );
          // What the storm's ads left to do in the background (their pictures' hashes) is not the next scenario's.
          console.log(`  the server was idle again ${await waitUntilIdle(server.pid)} s later`);
        }
        const result = judge(scenario, measurement, bareMeasurement, beside, args.budgetFactor);
        if (stats && activity && scenario.target === 'app') {
          const after = await settledActivity(stats, timed);
          result.plan = summarise(activity, after, warmUpRequests + measurement.requests);
          activity = after;
        }
        results.push(result);
      }
    } finally {
      await stats?.close();
      if (publishing && app) {
        // The published ads (a few hundred) go again, pictures included, through the API.
        publishedDeleted = await deleteSellerAds(app.baseUrl, publishing.seller);
        console.log(`Deleted the ${publishedDeleted} ads published by the bench.`);
      }
    }

    console.log(`\n${formatTable(results)}\n`);
    const plans = results.flatMap((r) => (r.plan ? [formatPlan(r.name, r.plan)] : []));
    if (plans.length > 0)
      console.log(`What PostgreSQL did per request (warm-up included):\n${plans.join('\n')}\n`);
    const file = await writeResults(
      {
        startedAt: startedAt.toISOString(),
        finishedAt: new Date().toISOString(),
        machine: machine(),
        options: args,
        database: prepared && {
          kind: prepared.db.kind,
          location: prepared.db.location,
          ads: prepared.dataset.ads,
          reusedAds: prepared.reused,
          generationSeconds: prepared.generationSeconds,
          sizeBytes: prepared.size,
        },
        dataset: prepared && {
          bigCity: prepared.dataset.bigCity,
          categoryIds: prepared.dataset.categoryIds,
          filtered: prepared.dataset.filtered,
          sampledProductIds: prepared.dataset.productIds.length,
        },
        publishing: publishing && {
          userId: publishing.seller.userId,
          photoBytes: publishing.photoBytes,
          connections: Math.min(args.connections, publishConnections),
          deletedAds: publishedDeleted,
        },
        results,
      },
      startedAt,
    );
    console.log(`Results: ${file}`);
    return results.some((r) => r.verdict === 'FAIL') ? 1 : 0;
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
