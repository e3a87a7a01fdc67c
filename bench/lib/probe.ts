// One visitor beside the load: asks for a page, waits a little, asks again, and times every reply.
import { setTimeout as sleep } from 'node:timers/promises';

export interface TimedReply {
  /** When it was asked, in ms since the probe started. */
  at: number;
  ms: number;
  /** 0: no reply (a connection error or the 10 s timeout). */
  status: number;
}

/** Requests `nextPath()` one at a time, `pauseMs` apart, until `signal` aborts; resolves with every reply. */
export async function probe(
  baseUrl: string,
  nextPath: () => string,
  { pauseMs, signal }: { pauseMs: number; signal: AbortSignal },
): Promise<TimedReply[]> {
  const replies: TimedReply[] = [];
  const startedAt = performance.now();
  while (!signal.aborted) {
    const sent = performance.now();
    let status = 0;
    try {
      const response = await fetch(new URL(nextPath(), baseUrl), { signal: AbortSignal.timeout(10_000) });
      await response.arrayBuffer();
      status = response.status;
    } catch {
      // Counted as no reply.
    }
    replies.push({ at: sent - startedAt, ms: performance.now() - sent, status });
    await sleep(pauseMs, undefined, { signal }).catch(() => undefined);
  }
  return replies;
}
