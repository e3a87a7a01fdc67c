// One load run: autocannon against one server for a bounded time, each request taking a random path
// from the scenario's pool; only loopback addresses are accepted as targets.
import autocannon from 'autocannon';

export interface Measurement {
  requests: number;
  /** Average of the per-second samples. */
  requestsPerSecond: number;
  latencyP50: number;
  latencyP99: number;
  latencyMax: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  durationSeconds: number;
}

/** One request sent again and again (publishing: a multipart POST), its body the same or new each time. */
export interface FixedRequest {
  method: 'POST';
  path: string;
  headers: Record<string, string>;
  body: Buffer;
  /** Each request's own body (an ad with photos of its own), in place of `body`. */
  nextBody?: () => Buffer;
}

export interface LoadOptions {
  baseUrl: string;
  /** GET paths, one taken at random per request, or what picks each; ignored when `request` is given. */
  paths: string[] | (() => string);
  request?: FixedRequest;
  /** Headers of every GET (a signed-in person's `authorization`). */
  headers?: Record<string, string>;
  durationSeconds: number;
  connections: number;
  /** Hears each reply's status as it comes (a long run's figures per interval). */
  onResponse?: (status: number) => void;
}

function assertLoopback(baseUrl: string): void {
  const host = new URL(baseUrl).hostname;
  if (host !== '127.0.0.1' && host !== 'localhost')
    throw new Error(`refusing to load a non-local target: ${baseUrl}`);
}

/**
 * A phone browser of one of 10,000 visitors: the ad page counts a visitor once a day and a client that names no
 * browser never, so the load is many people's, as in production.
 */
const visitorAgent = () =>
  `Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36 visitor/${Math.floor(Math.random() * 10_000)}`;

export async function runLoad(opts: LoadOptions): Promise<Measurement> {
  assertLoopback(opts.baseUrl);
  const { paths, request: fixed } = opts;
  if (!fixed && Array.isArray(paths) && paths.length === 0) throw new Error('no request paths');
  const nextPath =
    typeof paths === 'function' ? paths : () => paths[Math.floor(Math.random() * paths.length)];
  const instance = autocannon({
    url: opts.baseUrl,
    connections: opts.connections,
    duration: opts.durationSeconds,
    timeout: 10,
    requests: fixed
      ? [
          {
            method: fixed.method,
            path: fixed.path,
            headers: fixed.headers,
            body: fixed.body,
            setupRequest: (request) => (fixed.nextBody ? { ...request, body: fixed.nextBody() } : request),
          },
        ]
      : [
          {
            method: 'GET',
            setupRequest: (request) => ({
              ...request,
              path: nextPath(),
              headers: { ...request.headers, ...opts.headers, 'user-agent': visitorAgent() },
            }),
          },
        ],
  });
  const { onResponse } = opts;
  if (onResponse) instance.on('response', (_client: unknown, status: number) => onResponse(status));
  // A hard stop in case the server stops answering: the run never outlives its duration by much.
  const guard = setTimeout(() => instance.stop(), (opts.durationSeconds + 15) * 1000);
  try {
    const result = await instance;
    return {
      requests: result.requests.total,
      requestsPerSecond: result.requests.average,
      latencyP50: result.latency.p50,
      latencyP99: result.latency.p99,
      latencyMax: result.latency.max,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      statusCodes: Object.fromEntries(
        Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count]),
      ),
      durationSeconds: result.duration,
    };
  } finally {
    clearTimeout(guard);
  }
}

/** Requests each path once, a few at a time (to fill a cache before measuring). */
export async function requestEach(baseUrl: string, paths: string[], concurrency = 8): Promise<void> {
  assertLoopback(baseUrl);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < paths.length) {
      const path = paths[next++];
      const response = await fetch(new URL(path ?? '/', baseUrl));
      await response.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}
