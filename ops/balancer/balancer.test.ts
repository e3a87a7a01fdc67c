// `npm run test:balancer`: Debian's nginx, configured by ops/nginx/marketplace.conf, in front of two
// server processes on one PostgreSQL database and one Redis, under steady mixed load while an instance
// is killed, both are restarted one after the other, and Redis is restarted.
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { realtimeRedisChannel } from '../../apps/server/src/platform/realtime/broker.ts';
import { listeningSince, missingFromDatabase, notListeningAfter, owedTo, undelivered } from './checks.ts';
import { closeListeners, openListeners, receives, spread, type Listener } from './listeners.ts';
import {
  acknowledged,
  describeFailures,
  failures,
  runLoad,
  summary,
  type LoadOptions,
  type LoadReport,
} from './load.ts';
import { checkShippedFile } from './nginx.ts';
import { createChats, postMessage, someProductIds, type Chat } from './people.ts';
import { waitFor } from './processes.ts';
import { startStack, type Instance, type Stack } from './stack.ts';

const loadSeconds = 30;
const load = { readsPerSecond: 75, writesPerSecond: 5 };
/** Ten chats: twenty people each sending 15 messages a minute, half the server's limit of 30. */
const chatCount = 10;
/** How long after the load the last acknowledged messages may take to reach the listeners. */
const deliveryGraceMs = 2_000;

let stack: Stack;
let chats: Chat[];
let productIds: number[];
let listeners: Listener[] = [];
let anyFailed = false;

const ports = () => stack.instances.map((instance) => instance.port);
const options = (tag: string): LoadOptions => ({
  proxyUrl: stack.proxy.url,
  chats,
  productIds,
  tag,
  ...load,
});
const log = (line: string) => console.log(`[balancer] ${line}`);

function logLoad(name: string, report: LoadReport): void {
  log(summary(name, report));
  const failed = describeFailures(report);
  if (failed !== '') log(`failed requests:\n${failed}`);
  logProxy(report.startedAt);
}

async function startStopped(): Promise<void> {
  await Promise.all(stack.instances.filter((i) => !i.isRunning()).map((instance) => instance.start()));
}

function logProxy(since: number): void {
  const seen = stack.proxy.passedOn(since);
  log(
    `nginx: ${seen.requests} requests, ${seen.passedOn} passed on to the other instance, ` +
      `instance answers ${JSON.stringify(seen.upstreamStatuses)}`,
  );
}

beforeAll(async () => {
  const started = Date.now();
  stack = await startStack();
  chats = await createChats(stack.instances[0].url, chatCount);
  productIds = await someProductIds(stack.proxy.url);
  log(`stack ready in ${((Date.now() - started) / 1000).toFixed(1)} s in ${stack.dir}`);
}, 240_000);

afterEach(({ task }) => {
  if (task.result?.state === 'fail') anyFailed = true;
});

afterAll(async () => {
  closeListeners(listeners);
  // The processes' logs stay for a failure's reading.
  await stack?.stop({ keepLogs: anyFailed });
  if (anyFailed && stack) log(`logs kept in ${stack.dir}`);
});

describe('nginx (ops/nginx/marketplace.conf) in front of two instances', () => {
  it('ships a configuration nginx accepts, TLS included', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-nginx-t-'));
    try {
      expect(() => checkShippedFile(dir)).not.toThrow();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('loses under 0.1 % of requests and no acknowledged message when an instance is SIGKILLed', async () => {
    listeners = await openListeners(stack.proxy.url, chats, ports(), 2);
    log(`listeners per instance port: ${spread(listeners, ports())}`);
    const [victim] = stack.instances;
    let killedAt = 0;
    const report = await runLoad(options('kill'), loadSeconds * 1000, async () => {
      await sleep((loadSeconds * 1000) / 2);
      killedAt = Date.now();
      await victim.kill();
    });
    await sleep(deliveryGraceMs);
    logLoad('SIGKILL', report);

    expect(failures(report).length / report.outcomes.length, describeFailures(report)).toBeLessThan(0.001);
    expect(acknowledged(report).length).toBeGreaterThan(0);
    expect(await missingFromDatabase(stack.db, report)).toEqual([]);
    const moved = listeners.filter((listener) => listener.port === victim.port);
    expect(moved.length, 'listeners on the killed instance').toBeGreaterThan(0);
    for (const listener of moved) {
      expect(
        listener.droppedAt.some((at) => at >= killedAt),
        `chat ${listener.chat.id} dropped`,
      ).toBe(true);
      expect(listeningSince(listener), `chat ${listener.chat.id} subscribed again`).toBeGreaterThan(killedAt);
    }
    // Every listener, moved or not, is connected and got every message sent after the kill while it
    // was subscribed (those sent while a moved one reconnected are missed: delivery is at most once).
    expect(notListeningAfter(listeners, report, killedAt)).toEqual([]);
    expect(undelivered(listeners, report)).toEqual([]);
  });

  it('fails no request and loses no acknowledged message in a rolling restart', async () => {
    await startStopped();
    const exits: (number | string)[] = [];
    let rolledAt = 0;
    const roll = async (instance: Instance) => {
      const stopping = Date.now();
      exits.push(await instance.terminate());
      const stopped = Date.now();
      await instance.start();
      log(
        `${instance.name}: stopped in ${stopped - stopping} ms, ready again ${Date.now() - stopped} ms later`,
      );
    };
    const report = await runLoad(options('roll'), loadSeconds * 1000, async () => {
      await sleep(5_000);
      for (const instance of stack.instances) await roll(instance);
      rolledAt = Date.now();
      await sleep(5_000);
    });
    await sleep(deliveryGraceMs);
    logLoad('rolling restart', report);

    expect(exits, 'exit codes: each instance shut down cleanly within its drain').toEqual([0, 0]);
    expect(describeFailures(report)).toBe('');
    expect(acknowledged(report).length).toBeGreaterThan(0);
    expect(await missingFromDatabase(stack.db, report)).toEqual([]);
    expect(notListeningAfter(listeners, report, rolledAt)).toEqual([]);
    expect(undelivered(listeners, report)).toEqual([]);
  });

  it('resumes chat delivery across instances after Redis restarts, without restarting them', async () => {
    await startStopped();
    // Fresh listeners, so that each one's instance is known again after the restarts.
    closeListeners(listeners);
    listeners = await openListeners(stack.proxy.url, chats, ports(), 2);
    const pids = stack.instances.map((instance) => instance.pid());
    const probes: { listener: Listener; text: string; status: number }[] = [];
    let upAt = 0;
    let backAt = 0;
    const report = await runLoad(options('redis'), loadSeconds * 1000, async () => {
      await sleep(10_000);
      await stack.redis.kill();
      const downAt = Date.now();
      await sleep(2_000);
      await stack.redis.start();
      upAt = Date.now();
      // Back: answering, and each instance's realtime broker subscribed again on its own.
      const bothSubscribed = async () => (await stack.redis.subscribers(realtimeRedisChannel)) === 2;
      await waitFor('both brokers subscribed again', bothSubscribed, { timeoutMs: 15_000 });
      backAt = Date.now();
      log(`redis down ${upAt - downAt} ms; brokers subscribed again ${backAt - upAt} ms after it answered`);
      probes.push(...(await sendProbes(listeners, backAt)));
    });
    await sleep(deliveryGraceMs);
    logLoad('redis restart', report);
    logResubscriptionGap(report, upAt, backAt);

    expect(stack.instances.map((instance) => instance.pid())).toEqual(pids);
    expect(probes.length).toBe(listeners.length);
    expect(probes.filter((p) => p.status !== 201).map((p) => `${p.text}: ${p.status}`)).toEqual([]);
    expect(probes.filter((p) => !p.listener.received.has(p.text)).map((p) => p.text)).toEqual([]);
    expect(undelivered(listeners, report, backAt)).toEqual([]);
    expect(await missingFromDatabase(stack.db, report)).toEqual([]);
  });
});

/** Messages sent after Redis answered but before the brokers subscribed again: at most once, not owed. */
function logResubscriptionGap(report: LoadReport, upAt: number, backAt: number): void {
  const sentInGap = listeners.flatMap((listener) =>
    owedTo(listener, report, upAt)
      .filter((m) => m.startedAt <= backAt)
      .map((m) => listener.received.has(m.text)),
  );
  log(
    `${sentInGap.length} acknowledged messages × listeners in the ${backAt - upAt} ms before the brokers ` +
      `subscribed again, ${sentInGap.filter(Boolean).length} delivered`,
  );
}

/**
 * One message per listener, posted straight to the instance the listener is NOT connected to: it can
 * only arrive through Redis.
 */
async function sendProbes(all: Listener[], backAt: number) {
  return Promise.all(
    all.map(async (listener, i) => {
      const other = stack.instances.find((instance) => instance.port !== listener.port)!;
      const text = `redis-probe ${i} ${backAt}`;
      const status = await postMessage(other.url, listener.chat, listener.chat.members[0], text);
      if (status === 201) await receives(listener, text);
      return { listener, text, status };
    }),
  );
}
