// Measuring a child process from the outside, and summing up timings (shared by the benches).
import fs from 'node:fs';

/** A process's resident memory in KB, from /proc (Linux). */
export const rssKb = (pid: number): number =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

/** The `p`th percentile of ascending `sorted` values (nearest rank); NaN when there are none. */
export const percentile = (sorted: number[], p: number): number =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
