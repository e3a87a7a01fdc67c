import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import Pusher, { type Channel } from 'pusher-js';
import Echo from 'laravel-echo';
import WebSocket from 'ws';

/** The app listening on a free local port (WebSockets need a real socket, not `inject`). */
export async function listening(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** Where a stock client finds us: our host and port, no TLS, no Pusher cluster. */
function stockOptions(base: string) {
  const { hostname, port } = new URL(base);
  return { cluster: '', wsHost: hostname, wsPort: Number(port), forceTLS: false, disableStats: true };
}

/**
 * A stock `pusher-js` client as any app would configure it (spec §7, design §4): only our host and
 * `channelAuthorization` with the endpoint and the bearer JWT, its default transports and its own form
 * post to the endpoint, no custom authoriser. Resolves once connected.
 */
export async function connectPusher(base: string, jwt?: string, key = 'marketplace-key'): Promise<Pusher> {
  const pusher = new Pusher(key, {
    ...stockOptions(base),
    channelAuthorization: {
      endpoint: `${base}/api/broadcasting/auth`,
      transport: 'ajax',
      headers: jwt ? { Authorization: `Bearer ${jwt}` } : {},
    },
  });
  await connected(pusher);
  return pusher;
}

/** Laravel Echo over stock `pusher-js` (`broadcaster: 'pusher'`, `authEndpoint`, the bearer JWT). */
export async function connectEcho(base: string, jwt: string): Promise<Echo<'pusher'>> {
  const echo = new Echo({
    broadcaster: 'pusher',
    key: 'marketplace-key',
    ...stockOptions(base),
    authEndpoint: `${base}/api/broadcasting/auth`,
    bearerToken: jwt,
    Pusher,
  });
  await connected(echo.connector.pusher);
  return echo;
}

function connected(pusher: Pusher): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (pusher.connection.state === 'connected') return resolve();
    pusher.connection.bind('connected', () => resolve());
    pusher.connection.bind('failed', () => reject(new Error('pusher: connection failed')));
  });
}

/** Subscribes and waits for the server's answer: resolves on success, rejects with the refusal. */
export function subscribe(pusher: Pusher, channelName: string): Promise<Channel> {
  return new Promise((resolve, reject) => {
    const channel = pusher.subscribe(channelName);
    channel.bind('pusher:subscription_succeeded', () => resolve(channel));
    channel.bind('pusher:subscription_error', (error: unknown) => {
      pusher.unsubscribe(channelName);
      reject(Object.assign(new Error('subscription refused'), { detail: error }));
    });
  });
}

/** The next `event` on the channel, or a rejection after `timeoutMs`. */
export function nextEvent<T = unknown>(channel: Channel, event: string, timeoutMs = 2000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      channel.unbind(event, handler);
      reject(new Error(`no ${event} on ${channel.name} within ${timeoutMs} ms`));
    }, timeoutMs);
    const handler = (data: T) => {
      clearTimeout(timer);
      channel.unbind(event, handler);
      resolve(data);
    };
    channel.bind(event, handler);
  });
}

/** Collects every `event` on the channel from now on. */
export function collect<T = unknown>(channel: Channel, event: string): T[] {
  const seen: T[] = [];
  channel.bind(event, (data: T) => seen.push(data));
  return seen;
}

/** A raw protocol connection: the frames the server sends, parsed, in order. */
export async function openRawSocket(
  base: string,
  path = '/app/marketplace-key',
  headers: Record<string, string> = {},
) {
  const ws = new WebSocket(`${base.replace('http', 'ws')}${path}?protocol=7`, { headers });
  const frames: { event: string; channel?: string; data: unknown }[] = [];
  const waiting: (() => void)[] = [];
  ws.on('message', (raw: Buffer) => {
    frames.push(JSON.parse(raw.toString('utf8')) as (typeof frames)[number]);
    waiting.splice(0).forEach((wake) => wake());
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  const frame = async (event: string) => {
    for (;;) {
      const found = frames.find((f) => f.event === event);
      if (found) return found;
      await new Promise<void>((resolve, reject) => {
        waiting.push(resolve);
        setTimeout(
          () => reject(new Error(`no ${event}; got ${frames.map((f) => f.event).join(', ')}`)),
          2000,
        );
      });
    }
  };
  return { ws, frames, frame, closed };
}

export type RawSocket = Awaited<ReturnType<typeof openRawSocket>>;
