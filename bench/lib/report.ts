// Verdicts, the printed table and the JSON record of a run (bench/results/<timestamp>.json).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Measurement } from './load.ts';
import { budgetMet, budgetText, type Scenario } from './scenarios.ts';
import type { PlanSummary } from './plan-summary.ts';

export type Verdict = 'PASS' | 'FAIL' | 'ok';

export interface ScenarioResult {
  name: string;
  title: string;
  measurement: Measurement;
  /** req/s of this scenario divided by the bare route's, when the bare route ran. */
  ratioToBare: number | null;
  budget: string | null;
  verdict: Verdict;
  problems: string[];
  /** A load that ran beside the measured one (a publishing storm), measured too. */
  beside?: { title: string; measurement: Measurement };
  /** What PostgreSQL did per request (the storm's work included where there was one). */
  plan?: PlanSummary;
}

function replyProblems(m: Measurement, of = ''): string[] {
  const problems: string[] = [];
  if (m.non2xx > 0) problems.push(`${of}${m.non2xx} non-2xx replies (${JSON.stringify(m.statusCodes)})`);
  if (m.errors > 0) problems.push(`${of}${m.errors} connection errors (${m.timeouts} timeouts)`);
  if (m.requests === 0) problems.push(`${of}no request completed`);
  return problems;
}

export function judge(
  scenario: Scenario,
  m: Measurement,
  bare: Measurement | undefined,
  beside?: ScenarioResult['beside'],
  budgetFactor = 1,
): ScenarioResult {
  const problems = [
    ...replyProblems(m),
    ...(beside ? replyProblems(beside.measurement, `${beside.title}: `) : []),
  ];
  const { budget } = scenario;
  const text = budget && budgetText(budget, budgetFactor);
  if (budget && !budgetMet(budget, m, bare, budgetFactor)) problems.push(`budget missed: ${text}`);
  return {
    name: scenario.name,
    title: scenario.title,
    measurement: m,
    ratioToBare: bare && bare.requestsPerSecond > 0 ? m.requestsPerSecond / bare.requestsPerSecond : null,
    budget: text ?? null,
    verdict: problems.length > 0 ? 'FAIL' : budget ? 'PASS' : 'ok',
    problems,
    beside,
  };
}

const fixed = (n: number, digits: number): string => n.toFixed(digits);

export function formatTable(results: ScenarioResult[]): string {
  const header = ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'vs bare', 'budget', 'result'];
  const rows = results.map((r) => [
    r.name,
    // Publishing runs at a few requests a second: one decimal there.
    fixed(r.measurement.requestsPerSecond, r.measurement.requestsPerSecond < 100 ? 1 : 0),
    fixed(r.measurement.latencyP50, 0),
    fixed(r.measurement.latencyP99, 0),
    r.ratioToBare === null ? '—' : `${fixed(r.ratioToBare * 100, 0)}%`,
    r.budget ?? '—',
    r.verdict,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]?.length ?? 0)));
  const numeric = new Set([1, 2, 3, 4]);
  const line = (cells: string[]): string =>
    cells
      .map((c, i) => (numeric.has(i) ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  const problems = results.flatMap((r) => r.problems.map((p) => `  ${r.name}: ${p}`));
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line), ...problems].join('\n');
}

export function machine(): {
  cpus: number;
  cpuModel: string;
  memoryGiB: number;
  node: string;
  platform: string;
} {
  return {
    cpus: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
  };
}

/** Writes `record` to bench/results/<timestamp>.json and returns the file's path. */
export async function writeResults(record: object, startedAt: Date): Promise<string> {
  const dir = path.join(import.meta.dirname, '..', 'results');
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(
    dir,
    `${startedAt
      .toISOString()
      .replaceAll(':', '-')
      .replace(/\.\d+Z$/, 'Z')}.json`,
  );
  await fs.writeFile(file, JSON.stringify(record, null, 2) + '\n');
  return file;
}
