// Steady mixed load through the proxy, at a fixed rate whatever the answers' speed (an open loop, as
// real visitors arrive): public reads, and chat messages whose acknowledged ones the test looks for
// afterwards in the database and at the listeners.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Chat } from './people.ts';

export interface Outcome {
  kind: 'read' | 'write';
  what: string;
  startedAt: number;
  status: number;
  /** Network error or timeout; status 0 then. */
  error?: string;
  ok: boolean;
}

export interface SentMessage {
  text: string;
  chatId: number;
  startedAt: number;
  /** When the 201 arrived; undefined when the message was not acknowledged. */
  ackedAt?: number;
}

export interface LoadReport {
  outcomes: Outcome[];
  messages: SentMessage[];
  startedAt: number;
  durationMs: number;
}

export interface LoadOptions {
  proxyUrl: string;
  chats: Chat[];
  productIds: number[];
  /** Prefix of every message text, unique to the scenario. */
  tag: string;
  readsPerSecond: number;
  writesPerSecond: number;
}

export interface RunningLoad {
  readonly startedAt: number;
  /** Stops sending and resolves once every request sent has its answer. */
  stop(): Promise<LoadReport>;
}

const requestTimeoutMs = 10_000;
const searches = ['велосипед', 'диван', 'iphone', 'куртка', 'квартира'];

/** The public reads, in the proportions the load sends them. */
function readPath(n: number, productIds: number[]): string {
  const paths = [
    () => '/api/health',
    () => '/api/categories',
    () => `/api/products?in_cities_page=${1 + (n % 5)}`,
    () => `/api/products/${productIds[n % productIds.length]!}`,
    () => '/api/health',
    () => `/api/products?category_id=${1 + (n % 8)}`,
    () => '/api/categories',
    () => `/api/products/${productIds[(n * 7) % productIds.length]!}`,
    () => '/api/cities',
    () => `/api/products?search=${encodeURIComponent(searches[n % searches.length]!)}`,
  ];
  return paths[n % paths.length]!();
}

async function send(
  kind: Outcome['kind'],
  what: string,
  expected: number,
  request: () => Promise<Response>,
): Promise<Outcome> {
  const startedAt = Date.now();
  try {
    const res = await request();
    await res.arrayBuffer();
    return { kind, what, startedAt, status: res.status, ok: res.status === expected };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    const message = `${(error as Error).name}: ${(error as Error).message}${cause ? ` (${cause})` : ''}`;
    return { kind, what, startedAt, status: 0, error: message, ok: false };
  }
}

function read(proxyUrl: string, n: number, productIds: number[]): Promise<Outcome> {
  const path = readPath(n, productIds);
  return send('read', `GET ${path}`, 200, () =>
    fetch(`${proxyUrl}${path}`, { signal: AbortSignal.timeout(requestTimeoutMs) }),
  );
}

/** Message `n`: the chats in turn, their two members in turn, so each person sends at the same pace. */
async function write(options: LoadOptions, n: number, messages: SentMessage[]): Promise<Outcome> {
  const chat = options.chats[n % options.chats.length]!;
  const sender = chat.members[Math.floor(n / options.chats.length) % 2]!;
  const sent: SentMessage = { text: `${options.tag} ${n}`, chatId: chat.id, startedAt: Date.now() };
  messages.push(sent);
  const outcome = await send('write', `POST /api/chats/${chat.id}/messages`, 201, () =>
    fetch(`${options.proxyUrl}/api/chats/${chat.id}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${sender.token}` },
      body: JSON.stringify({ message: sent.text }),
      signal: AbortSignal.timeout(requestTimeoutMs),
    }),
  );
  if (outcome.ok) sent.ackedAt = Date.now();
  return outcome;
}

export function startLoad(options: LoadOptions): RunningLoad {
  const startedAt = Date.now();
  const pending: Promise<Outcome>[] = [];
  const messages: SentMessage[] = [];
  let reads = 0;
  let writes = 0;
  let running = true;
  const schedule = async () => {
    while (running) {
      const elapsedS = (Date.now() - startedAt) / 1000;
      for (; reads < Math.floor(elapsedS * options.readsPerSecond); reads++) {
        pending.push(read(options.proxyUrl, reads, options.productIds));
      }
      for (; writes < Math.floor(elapsedS * options.writesPerSecond); writes++) {
        pending.push(write(options, writes, messages));
      }
      await sleep(5);
    }
  };
  const scheduling = schedule();
  return {
    startedAt,
    async stop() {
      running = false;
      await scheduling;
      const durationMs = Date.now() - startedAt;
      return { outcomes: await Promise.all(pending), messages, startedAt, durationMs };
    },
  };
}

/** Runs the load for at least `durationMs`, and for as long as `during` (given the running load) takes. */
export async function runLoad(
  options: LoadOptions,
  durationMs: number,
  during: (load: RunningLoad) => Promise<void>,
): Promise<LoadReport> {
  const load = startLoad(options);
  try {
    await Promise.all([during(load), sleep(durationMs)]);
  } catch (error) {
    await load.stop();
    throw error;
  }
  return load.stop();
}

export const failures = (report: LoadReport) => report.outcomes.filter((outcome) => !outcome.ok);
export const acknowledged = (report: LoadReport) => report.messages.filter((m) => m.ackedAt !== undefined);

/** One line of figures for the test's output. */
export function summary(name: string, report: LoadReport): string {
  const count = (kind: Outcome['kind']) => report.outcomes.filter((o) => o.kind === kind).length;
  const failed = failures(report);
  const share = report.outcomes.length === 0 ? 0 : (100 * failed.length) / report.outcomes.length;
  return (
    `${name}: ${report.outcomes.length} requests in ${(report.durationMs / 1000).toFixed(1)} s ` +
    `(${count('read')} reads, ${count('write')} writes, ${acknowledged(report).length} acknowledged), ` +
    `${failed.length} failed (${share.toFixed(3)} %)`
  );
}

/** The failed requests, grouped by what and why, for an assertion's message. */
export function describeFailures(report: LoadReport): string {
  const groups = new Map<string, number>();
  for (const f of failures(report)) {
    const key = `${f.kind} ${f.status || f.error} ${f.what.replace(/\d+/g, 'N')}`;
    groups.set(key, (groups.get(key) ?? 0) + 1);
  }
  return [...groups].map(([key, n]) => `${n} × ${key}`).join('\n');
}
