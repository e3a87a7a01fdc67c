import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import Pusher, { type Channel } from 'pusher-js';
import { broadcastingAuthReplySchema } from '@mp/contract';

/** The app listening on a free local port (WebSockets need a real socket, not `inject`). */
export async function listening(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/**
 * A `pusher-js` client, as the web app builds it: our host and path, WebSocket only, channels
 * authorised by `POST /api/broadcasting/auth` with the bearer token. Resolves once connected.
 */
export async function connectPusher(base: string, token?: string, key = 'marketplace-key'): Promise<Pusher> {
  const { hostname, port } = new URL(base);
  const pusher = new Pusher(key, {
    cluster: '',
    wsHost: hostname,
    wsPort: Number(port),
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, callback) => {
        fetch(`${base}/api/broadcasting/auth`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify({ socket_id: socketId, channel_name: channelName }),
        })
          .then(async (res) => {
            if (!res.ok) return callback(new Error(`auth ${res.status}`), null);
            callback(null, broadcastingAuthReplySchema.parse(await res.json()));
          })
          .catch((err: unknown) => callback(err as Error, null));
      },
    },
  });
  await new Promise<void>((resolve, reject) => {
    pusher.connection.bind('connected', () => resolve());
    pusher.connection.bind('failed', () => reject(new Error('pusher: connection failed')));
  });
  return pusher;
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
