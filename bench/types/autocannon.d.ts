// The subset of autocannon 9's programmatic API the bench uses (the package ships no types, and
// @types/autocannon describes version 7). Field names follow autocannon's README, "Results".
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  namespace autocannon {
    interface RawRequest {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string | Buffer;
    }

    interface Request extends RawRequest {
      /** Mutates (or replaces) the request before it is sent; runs for every request. */
      setupRequest?: (request: RawRequest, context: Record<string, unknown>) => RawRequest;
    }

    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      timeout?: number;
      pipelining?: number;
      title?: string;
      headers?: Record<string, string>;
      requests?: Request[];
      bailout?: number;
    }

    /** An hdr-histogram-percentiles-obj summary. */
    interface Histogram {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      total: number;
      sent: number;
      p2_5: number;
      p50: number;
      p75: number;
      p90: number;
      p97_5: number;
      p99: number;
      p99_9: number;
    }

    interface Result {
      title?: string;
      url: string;
      /** Requests per second, sampled once a second. */
      requests: Histogram;
      /** Response time in milliseconds. */
      latency: Histogram;
      /** Bytes per second. */
      throughput: Histogram;
      duration: number;
      errors: number;
      timeouts: number;
      mismatches: number;
      non2xx: number;
      resets: number;
      connections: number;
      statusCodeStats: Record<string, { count: number }>;
      '1xx': number;
      '2xx': number;
      '3xx': number;
      '4xx': number;
      '5xx': number;
    }

    interface Instance extends EventEmitter, PromiseLike<Result> {
      stop(): void;
    }
  }

  function autocannon(options: autocannon.Options): autocannon.Instance;

  export = autocannon;
}
