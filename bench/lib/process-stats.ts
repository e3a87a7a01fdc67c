// Measuring a child process from the outside, and summing up timings (shared by the benches).
import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** A process's resident memory in KB, from /proc (Linux). */
export const rssKb = (pid: number): number =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

/** The CPU time a process has used, all its threads (libvips' too), in clock ticks, from /proc (Linux). */
function cpuTicks(pid: number): number {
  // The fields after the command's name, which is in parentheses and may hold spaces: utime and stime are 14 and 15.
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return Number(fields[11]) + Number(fields[12]);
}

const ticksPerSecond = 100;

/**
 * Waits until a process uses less than a tenth of a core over a second (it has finished what a load left it,
 * a storm's pictures), at most `maxSeconds`; returns the seconds waited.
 */
export async function waitUntilIdle(pid: number, maxSeconds = 120): Promise<number> {
  const started = performance.now();
  let before = cpuTicks(pid);
  while (performance.now() - started < maxSeconds * 1000) {
    await sleep(1000);
    const now = cpuTicks(pid);
    if (now - before < ticksPerSecond / 10) break;
    before = now;
  }
  return Math.round((performance.now() - started) / 1000);
}

/** The `p`th percentile of ascending `sorted` values (nearest rank); NaN when there are none. */
export const percentile = (sorted: number[], p: number): number =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
