// A publishing storm: a few connections publishing heavy ads again and again until a deadline, each reply
// awaited however long it takes (as a browser waits for an upload), so every ad sent is counted as answered.
import { percentile } from './process-stats.ts';
import type { FixedRequest, Measurement } from './load.ts';

export interface StormOptions {
  baseUrl: string;
  request: FixedRequest;
  connections: number;
  /** No ad is sent after this; the ones under way are awaited. */
  durationSeconds: number;
  /** A reply this late counts as a timeout: the server has stopped answering. */
  replyTimeoutSeconds: number;
}

interface Reply {
  status: number | 'error' | 'timeout';
  ms: number;
}

async function send(url: URL, request: FixedRequest, timeoutSeconds: number): Promise<Reply> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  try {
    const response = await fetch(url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(timeoutSeconds * 1000),
    });
    await response.arrayBuffer();
    return { status: response.status, ms: ms() };
  } catch (error) {
    return {
      status: error instanceof DOMException && error.name === 'TimeoutError' ? 'timeout' : 'error',
      ms: ms(),
    };
  }
}

export async function runStorm(opts: StormOptions): Promise<Measurement> {
  const url = new URL(opts.request.path, opts.baseUrl);
  const started = performance.now();
  const deadline = started + opts.durationSeconds * 1000;
  const replies: Reply[] = [];
  const connection = async (): Promise<void> => {
    while (performance.now() < deadline)
      replies.push(await send(url, opts.request, opts.replyTimeoutSeconds));
  };
  await Promise.all(Array.from({ length: opts.connections }, connection));
  const durationSeconds = Math.round(performance.now() - started) / 1000;
  const answered = replies.filter((reply) => typeof reply.status === 'number');
  const latencies = answered.map((reply) => reply.ms).sort((a, b) => a - b);
  const statusCodes: Record<string, number> = {};
  for (const { status } of answered) statusCodes[status] = (statusCodes[status] ?? 0) + 1;
  return {
    requests: answered.length,
    requestsPerSecond: answered.length / durationSeconds,
    latencyP50: percentile(latencies, 50),
    latencyP99: percentile(latencies, 99),
    latencyMax: latencies.at(-1) ?? NaN,
    non2xx: answered.filter((reply) => Number(reply.status) < 200 || Number(reply.status) >= 300).length,
    errors: replies.length - answered.length,
    timeouts: replies.filter((reply) => reply.status === 'timeout').length,
    statusCodes,
    durationSeconds,
  };
}
