// The embedded bench's figures: the probes' latencies, RSS and the mix per 30 s, the budgets' verdicts.
import type { Measurement } from './load.ts';
import type { TimedReply } from './probe.ts';
import { percentile } from './process-stats.ts';

export const sampleEverySeconds = 30;
/** RSS is compared with its sample at this point: the first two minutes are the warm-up. */
const warmSeconds = 120;
const budget = { categoriesP99Ms: 100, adPageP99Ms: 500, rssGrowthAfterWarm: 0.1 };

export interface LatencySummary {
  requests: number;
  failed: number;
  p50: number;
  p99: number;
  max: number;
}

export function summarize(replies: TimedReply[]): LatencySummary {
  const sorted = replies.map((r) => r.ms).sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    requests: replies.length,
    failed: replies.filter((r) => r.status < 200 || r.status > 299).length,
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? NaN),
  };
}

/**
 * The server's memory at `seconds` (RSS, V8's heap and what of it is in use, Node's array buffers), and the mix's replies since the previous sample (how many not 2xx).
 */
export interface Sample {
  seconds: number;
  rssMb: number;
  heapTotalMb: number;
  heapUsedMb: number;
  arrayBuffersMb: number;
  replies: number;
  non2xx: number;
}

/** A sample with the probes' p99 over the same 30 s. */
export interface Row extends Sample {
  categoriesP99: number;
  adPageP99: number;
}

export function rowsOf(samples: Sample[], categories: TimedReply[], adPages: TimedReply[]): Row[] {
  const within = (replies: TimedReply[], sample: Sample) =>
    replies.filter(
      (r) => r.at >= (sample.seconds - sampleEverySeconds) * 1000 && r.at < sample.seconds * 1000,
    );
  return samples.map((sample) => ({
    ...sample,
    categoriesP99: summarize(within(categories, sample)).p99,
    adPageP99: summarize(within(adPages, sample)).p99,
  }));
}

const pad = (cells: (string | number)[], widths: number[]) =>
  cells.map((cell, i) => String(cell).padStart(widths[i] ?? 0)).join('  ');

export function formatRows(rows: Row[]): string {
  const header = [
    's',
    'RSS MB',
    'V8 heap MB',
    'in use MB',
    'array buffers MB',
    'mix req/s',
    'non-2xx',
    'categories p99 ms',
    'ad page p99 ms',
  ];
  const cells = rows.map((row) => [
    row.seconds,
    row.rssMb,
    row.heapTotalMb,
    row.heapUsedMb,
    row.arrayBuffersMb,
    row.seconds === 0 ? '—' : Math.round(row.replies / sampleEverySeconds),
    row.seconds === 0 ? '—' : row.non2xx,
    Number.isNaN(row.categoriesP99) ? '—' : row.categoriesP99,
    Number.isNaN(row.adPageP99) ? '—' : row.adPageP99,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => String(c[i]).length)));
  return [header, ...cells].map((line) => pad(line, widths)).join('\n');
}

export interface Check {
  check: string;
  measured: string;
  budget: string;
  pass: boolean;
}

/** The budgets of record 0100: cheap reads under the load, and RSS flat after the warm-up. */
export function checksOf(categories: LatencySummary, adPages: LatencySummary, samples: Sample[]): Check[] {
  const warm = samples.find((s) => s.seconds === warmSeconds);
  const end = samples.at(-1)!;
  const growth = warm && end.seconds > warm.seconds ? end.rssMb / warm.rssMb - 1 : undefined;
  return [
    {
      check: 'categories p99 under the load',
      measured: `${categories.p99} ms`,
      budget: `≤ ${budget.categoriesP99Ms} ms`,
      pass: categories.p99 <= budget.categoriesP99Ms && categories.failed === 0,
    },
    {
      check: 'ad page (first view) p99 under the load',
      measured: `${adPages.p99} ms`,
      budget: `≤ ${budget.adPageP99Ms} ms`,
      pass: adPages.p99 <= budget.adPageP99Ms && adPages.failed === 0,
    },
    {
      check: `RSS at the end vs at ${warmSeconds / 60} min`,
      measured:
        growth === undefined
          ? `run longer than ${warmSeconds / 60} min`
          : `${warm!.rssMb} → ${end.rssMb} MB (${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} %)`,
      budget: `≤ +${budget.rssGrowthAfterWarm * 100} %`,
      pass: growth === undefined || growth <= budget.rssGrowthAfterWarm,
    },
  ];
}

export function formatSummary(
  mix: Measurement,
  probes: Record<string, LatencySummary>,
  checks: Check[],
): string {
  return [
    `Mix: ${mix.requests} requests, ${mix.requestsPerSecond.toFixed(0)} req/s, p50 ${mix.latencyP50} ms, ` +
      `p99 ${mix.latencyP99} ms, statuses ${JSON.stringify(mix.statusCodes)}, ` +
      `${mix.errors} errors (${mix.timeouts} timeouts).`,
    ...Object.entries(probes).map(
      ([name, s]) =>
        `Probe ${name}: ${s.requests} requests (${s.failed} not 2xx), ` +
        `p50 ${s.p50} ms, p99 ${s.p99} ms, max ${s.max} ms.`,
    ),
    '',
    ...checks.map((c) => `${c.pass ? 'PASS' : 'FAIL'}  ${c.check}: ${c.measured} (budget ${c.budget})`),
  ].join('\n');
}
