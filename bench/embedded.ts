// `npm run bench:embedded -- [--minutes 10] [--ads 20000] [--connections 50] [--reuse]`: a small shop on
// the embedded database (PGlite) under a steady mix of visitors for N minutes. Samples the server's RSS
// every 30 s, times the categories and first views of ad pages beside the load, and checks that cheap
// reads do not wait behind searches and that memory is flat once warm (record 0100).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseBenchArgs } from './lib/args.ts';
import { installShutdownHandlers } from './lib/children.ts';
import { runLoad } from './lib/load.ts';
import { prepareDatabase } from './lib/prepare.ts';
import { probe } from './lib/probe.ts';
import { rssKb } from './lib/process-stats.ts';
import { machine, writeResults } from './lib/report.ts';
import { startAppServer } from './lib/servers.ts';
import { shopTraffic } from './lib/shop-traffic.ts';
import {
  checksOf,
  formatRows,
  formatSummary,
  rowsOf,
  sampleEverySeconds,
  summarize,
  type Sample,
} from './lib/soak-report.ts';

/** Each probe is one visitor: a request, then this pause. */
const probePauseMs = 200;

const usage = `Usage: npm run bench:embedded -- [options]

  --minutes N        minutes of steady load (default 10)
  --ads N            ads in the generated catalogue (default 20000)
  --connections C    connections of the steady mix (default 50)
  --db-name NAME     PGlite directory under bench/data, mp_bench… only (default mp_bench_embedded)
  --reuse            keep the ads already there and generate only the missing ones
  --prepare-only     generate and ANALYZE the catalogue, run no load
  --help             this text`;

/** This bench's defaults, before what was typed (the last of a repeated option wins). */
const defaults = '--db pglite --ads 20000 --db-name mp_bench_embedded --connections 50'.split(' ');

function parseOptions(argv: string[]) {
  const at = argv.indexOf('--minutes');
  const minutes = at >= 0 ? Number(argv[at + 1]) : 10;
  if (!Number.isSafeInteger(minutes) || minutes < 1) throw new Error('--minutes takes a positive integer');
  const rest = at >= 0 ? [...argv.slice(0, at), ...argv.slice(at + 2)] : argv;
  const args = parseBenchArgs([...defaults, ...rest]);
  if (!args) return undefined;
  if (args.db !== 'pglite' || args.scenarios || rest.includes('--duration')) {
    throw new Error(`this bench runs the embedded database for --minutes\n${usage}`);
  }
  return { ...args, minutes };
}

const mb = (kb: number) => Math.round(kb / 1024);

/** The server's memory now: RSS from /proc, the rest as the server last wrote it (lib/app-server.ts). */
function memoryOf(
  pid: number,
  memoryFile: string,
): Pick<Sample, 'rssMb' | 'heapTotalMb' | 'heapUsedMb' | 'arrayBuffersMb'> {
  const usage = JSON.parse(fs.readFileSync(memoryFile, 'utf8')) as NodeJS.MemoryUsage;
  const inMb = (bytes: number) => Math.round(bytes / 2 ** 20);
  return {
    rssMb: mb(rssKb(pid)),
    heapTotalMb: inMb(usage.heapTotal),
    heapUsedMb: inMb(usage.heapUsed),
    arrayBuffersMb: inMb(usage.arrayBuffers),
  };
}

/**
 * The server's memory every 30 s for `seconds`, each with the replies `mix` counted since the previous
 * sample (its counts are taken and set back to zero).
 */
async function sampleEvery30s(
  memory: () => ReturnType<typeof memoryOf>,
  seconds: number,
  mix: { replies: number; non2xx: number },
): Promise<Sample[]> {
  const samples: Sample[] = [];
  const startedAt = performance.now();
  for (let k = 1; k * sampleEverySeconds <= seconds; k++) {
    await sleep(Math.max(0, startedAt + k * sampleEverySeconds * 1000 - performance.now()));
    const sample = { seconds: k * sampleEverySeconds, ...memory(), ...mix };
    Object.assign(mix, { replies: 0, non2xx: 0 });
    samples.push(sample);
    const rate = Math.round(sample.replies / sampleEverySeconds);
    console.log(
      `  ${sample.seconds} s: RSS ${sample.rssMb} MB (V8 heap ${sample.heapUsedMb} of ${sample.heapTotalMb}, ` +
        `array buffers ${sample.arrayBuffersMb}), ${rate} req/s, ${sample.non2xx} not 2xx`,
    );
  }
  return samples;
}

async function main(): Promise<number> {
  installShutdownHandlers();
  const args = parseOptions(process.argv.slice(2));
  if (!args) {
    console.log(usage);
    return 0;
  }
  const startedAt = new Date();
  const prepared = await prepareDatabase(args);
  if (args.prepareOnly) return 0;
  const traffic = shopTraffic(prepared.dataset);
  const memoryFile = path.join(os.tmpdir(), `mp-bench-memory-${process.pid}.json`);
  const server = await startAppServer(prepared.db, { BENCH_MEMORY_FILE: memoryFile });
  const memory = () => memoryOf(server.pid, memoryFile);
  try {
    const seconds = args.minutes * 60;
    console.log(`▶ ${args.minutes} min of the shop mix, ${args.connections} connections; RSS every 30 s…`);
    await sleep(1_000); // the server's first memory file
    const samples: Sample[] = [{ seconds: 0, ...memory(), replies: 0, non2xx: 0 }];
    const mix = { replies: 0, non2xx: 0 };
    const stopProbes = new AbortController();
    let nextProbeAd = 0;
    const probes = Promise.all([
      probe(server.baseUrl, () => '/api/categories', { pauseMs: probePauseMs, signal: stopProbes.signal }),
      probe(server.baseUrl, () => traffic.probeAdPaths[nextProbeAd++ % traffic.probeAdPaths.length]!, {
        pauseMs: probePauseMs,
        signal: stopProbes.signal,
      }),
    ]);
    const load = runLoad({
      baseUrl: server.baseUrl,
      paths: () => traffic.next(),
      durationSeconds: seconds,
      connections: args.connections,
      onResponse: (status) => {
        mix.replies += 1;
        if (status < 200 || status > 299) mix.non2xx += 1;
      },
    });
    samples.push(...(await sampleEvery30s(memory, seconds, mix)));
    const measurement = await load;
    stopProbes.abort();
    const [categoryReplies, adPageReplies] = await probes;
    const probeSummaries = {
      categories: summarize(categoryReplies),
      'ad page, first view': summarize(adPageReplies),
    };
    const rows = rowsOf(samples, categoryReplies, adPageReplies);
    const checks = checksOf(probeSummaries.categories, probeSummaries['ad page, first view'], samples);
    console.log(`\n${formatRows(rows)}\n\n${formatSummary(measurement, probeSummaries, checks)}`);
    const file = await writeResults(
      {
        bench: 'embedded',
        startedAt: startedAt.toISOString(),
        finishedAt: new Date().toISOString(),
        machine: machine(),
        options: args,
        database: { kind: prepared.db.kind, location: prepared.db.location, ads: prepared.dataset.ads },
        samples: rows,
        mix: measurement,
        probes: { ...probeSummaries, pauseMs: probePauseMs },
        checks,
      },
      startedAt,
    );
    console.log(`Results: ${file}`);
    return checks.every((c) => c.pass) ? 0 : 1;
  } finally {
    await server.stop();
    fs.rmSync(memoryFile, { force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
