import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { parseChannel, realtimeCodes, realtimeLimits } from '@mp/contract';
import type { ChannelEvent, RealtimeBroker } from './broker.ts';
import type { Presence } from './presence.ts';
import { isValidSubscription } from './signature.ts';

/** A client event from a socket the auth endpoint vouched for, on a channel it is subscribed to. */
export interface ClientEvent {
  channel: string;
  event: string;
  userId: number;
  socketId: string;
  data: unknown;
}

export interface PusherServerOptions {
  app: { key: string; secret: string };
  isAllowedOrigin(origin: string): boolean;
  /** Who is connecting (behind a reverse proxy, by `TRUST_PROXY`). */
  clientAddress(request: IncomingMessage): string;
  /** Open sockets one address may hold on this instance; past it, closed with 4100. */
  connectionsPerAddressMax: number;
  broker: RealtimeBroker;
  presence: Presence;
  /** What a client event becomes for the channel's other subscribers; undefined drops it. */
  relayClientEvent(event: ClientEvent): ChannelEvent | undefined;
  /** A user's first socket came or last socket left (across every instance). */
  onPresenceChange(userId: number, online: boolean): void;
  log: FastifyBaseLogger;
}

export interface PusherServer {
  connectionCount(): number;
  close(): Promise<void>;
}

interface Connection {
  socketId: string;
  address: string;
  ws: WebSocket;
  /** Subscribed channel → the user the subscription's signed `channel_data` names. */
  channels: Map<string, number>;
  lastSeenAt: number;
  /** Client events and unreadable frames of the current second. */
  sendingWindow: { startedAt: number; count: number };
}

const channelsPerConnectionMax = 100;
const sweepEveryMs = 15_000;
/** How long a closing server waits for clients to answer its close frame. */
const closeWaitMs = 2_000;

const frame = (event: string, data: unknown, channel?: string) =>
  JSON.stringify(channel === undefined ? { event, data } : { event, channel, data });

/**
 * The Pusher Channels protocol 7 (design §4) at `/app/:key` on the app's HTTP server, so `pusher-js`
 * works unchanged. Subscriptions need the signature of `POST /api/broadcasting/auth`; events reach
 * subscribers through the broker, so an event published on any instance reaches every instance's sockets.
 */
export function attachPusherServer(server: Server, options: PusherServerOptions): PusherServer {
  const { app, broker, presence, log } = options;
  const wss = new WebSocketServer({ noServer: true, maxPayload: realtimeLimits.clientMessageMaxBytes });
  const connections = new Set<Connection>();
  const subscribers = new Map<string, Set<Connection>>();
  const openPerAddress = new Map<string, number>();
  const path = `/app/${app.key}`;

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (!url.pathname.startsWith('/app/')) return void socket.destroy();
    wss.handleUpgrade(request, socket, head, (ws) => {
      const origin = request.headers.origin;
      if (url.pathname !== path) return refuse(ws, realtimeCodes.appUnknown, 'Unknown app key');
      if (origin !== undefined && !options.isAllowedOrigin(origin)) {
        return refuse(ws, realtimeCodes.unauthorized, 'Origin not allowed');
      }
      const address = options.clientAddress(request);
      if ((openPerAddress.get(address) ?? 0) >= options.connectionsPerAddressMax) {
        return refuse(ws, realtimeCodes.overCapacity, 'Too many connections from this address');
      }
      open(ws, address);
    });
  };
  server.on('upgrade', onUpgrade);

  function refuse(ws: WebSocket, code: number, message: string) {
    ws.send(frame('pusher:error', { code, message }));
    ws.close(code, message);
  }

  function open(ws: WebSocket, address: string) {
    const connection: Connection = {
      socketId: `${randomInt(1e9)}.${randomInt(1e9)}`,
      address,
      ws,
      channels: new Map(),
      lastSeenAt: Date.now(),
      sendingWindow: { startedAt: 0, count: 0 },
    };
    connections.add(connection);
    openPerAddress.set(address, (openPerAddress.get(address) ?? 0) + 1);
    ws.on('message', (raw) => receive(connection, raw));
    ws.on('close', () => void drop(connection));
    ws.on('error', (err) => log.debug({ err }, 'realtime: socket error'));
    ws.send(
      frame(
        'pusher:connection_established',
        JSON.stringify({
          socket_id: connection.socketId,
          activity_timeout: realtimeLimits.activityTimeoutSeconds,
        }),
      ),
    );
  }

  function receive(connection: Connection, raw: RawData) {
    connection.lastSeenAt = Date.now();
    const message = parseFrame(raw);
    if (message === undefined) {
      if (overSendingRate(connection)) return;
      return connection.ws.send(frame('pusher:error', { code: null, message: 'Invalid message' }));
    }
    const data = (typeof message.data === 'object' && message.data !== null ? message.data : {}) as Record<
      string,
      unknown
    >;
    if (message.event === 'pusher:ping') return connection.ws.send(frame('pusher:pong', '{}'));
    if (message.event === 'pusher:subscribe') return void subscribe(connection, data);
    if (message.event === 'pusher:unsubscribe') {
      return void unsubscribe(connection, typeof data.channel === 'string' ? data.channel : '');
    }
    if (message.event.startsWith('client-')) {
      clientEvent(connection, message.event, message.channel, message.data);
    }
  }

  async function subscribe(connection: Connection, data: Record<string, unknown>) {
    const channel = typeof data.channel === 'string' ? data.channel : '';
    const refuseSubscription = (status: number, error: string) =>
      connection.ws.send(frame('pusher:subscription_error', { type: 'AuthError', error, status }, channel));
    const target = parseChannel(channel);
    const auth = typeof data.auth === 'string' ? data.auth : '';
    const channelData = typeof data.channel_data === 'string' ? data.channel_data : '';
    if (!target) return refuseSubscription(404, 'Unknown channel');
    if (!isValidSubscription(app, connection.socketId, channel, channelData, auth)) {
      return refuseSubscription(401, 'Invalid signature');
    }
    const userId = userOf(channelData);
    if (userId === undefined || (target.kind === 'user' && target.userId !== userId)) {
      return refuseSubscription(403, 'Forbidden');
    }
    if (connection.channels.has(channel)) return;
    if (connection.channels.size >= channelsPerConnectionMax)
      return refuseSubscription(429, 'Too many channels');
    connection.channels.set(channel, userId);
    const set = subscribers.get(channel) ?? new Set<Connection>();
    subscribers.set(channel, set.add(connection));
    connection.ws.send(frame('pusher_internal:subscription_succeeded', '{}', channel));
    if (target.kind === 'user')
      await announcePresence(userId, true, () => presence.connect(userId, connection.socketId));
  }

  async function unsubscribe(connection: Connection, channel: string) {
    const userId = connection.channels.get(channel);
    if (userId === undefined) return;
    connection.channels.delete(channel);
    const set = subscribers.get(channel);
    set?.delete(connection);
    if (set?.size === 0) subscribers.delete(channel);
    if (parseChannel(channel)?.kind === 'user') {
      await announcePresence(userId, false, () => presence.disconnect(userId, connection.socketId));
    }
  }

  async function announcePresence(userId: number, online: boolean, change: () => Promise<boolean>) {
    try {
      if (await change()) options.onPresenceChange(userId, online);
    } catch (err) {
      log.warn({ err, userId }, 'realtime: presence not updated');
    }
  }

  /** Past the protocol's rate of client events (unreadable frames count too): closed with 4301. */
  function overSendingRate(connection: Connection): boolean {
    const window = connection.sendingWindow;
    const now = Date.now();
    if (now - window.startedAt >= 1000) Object.assign(window, { startedAt: now, count: 0 });
    if (++window.count <= realtimeLimits.clientEventsPerSecond) return false;
    refuse(connection.ws, realtimeCodes.clientEventRejected, 'Client event rejected due to rate limit');
    return true;
  }

  function clientEvent(connection: Connection, event: string, channel: unknown, data: unknown) {
    if (overSendingRate(connection)) return;
    const userId = typeof channel === 'string' ? connection.channels.get(channel) : undefined;
    const relayed =
      userId === undefined
        ? undefined
        : options.relayClientEvent({
            channel: channel as string,
            event,
            userId,
            socketId: connection.socketId,
            data,
          });
    if (!relayed) {
      connection.ws.send(
        frame('pusher:error', { code: null, message: 'Client event not allowed on this channel' }),
      );
      return;
    }
    broker.publish(relayed);
  }

  async function drop(connection: Connection) {
    if (!connections.delete(connection)) return;
    const left = (openPerAddress.get(connection.address) ?? 1) - 1;
    if (left > 0) openPerAddress.set(connection.address, left);
    else openPerAddress.delete(connection.address);
    await Promise.all([...connection.channels.keys()].map((channel) => unsubscribe(connection, channel)));
  }

  broker.onEvent(({ channel, event, data, exceptSocketId }) => {
    const set = subscribers.get(channel);
    if (!set) return;
    const payload = frame(event, JSON.stringify(data), channel);
    for (const connection of set) {
      if (connection.socketId !== exceptSocketId) connection.ws.send(payload);
    }
  });

  const sweep = setInterval(() => {
    const silentSince = Date.now() - realtimeLimits.silenceLimitSeconds * 1000;
    for (const connection of connections) {
      if (connection.lastSeenAt < silentSince) {
        connection.ws.close(realtimeCodes.pongNotReceived, 'Pong reply not received');
      }
    }
  }, sweepEveryMs);
  sweep.unref();

  return {
    connectionCount: () => connections.size,
    async close() {
      clearInterval(sweep);
      server.off('upgrade', onUpgrade);
      const open = [...connections];
      for (const connection of open) connection.ws.close(realtimeCodes.goingAway, 'Server restarting');
      await Promise.all(open.map((connection) => drop(connection)));
      // A client that never answers the close frame would hold the close for ws's 30 s: cut it off.
      const cutOff = setTimeout(() => open.forEach((connection) => connection.ws.terminate()), closeWaitMs);
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      clearTimeout(cutOff);
    },
  };
}

function userOf(channelData: string): number | undefined {
  try {
    const parsed = JSON.parse(channelData) as { user_id?: unknown };
    return typeof parsed.user_id === 'number' && Number.isSafeInteger(parsed.user_id)
      ? parsed.user_id
      : undefined;
  } catch {
    return undefined;
  }
}

type Frame = { event: string; channel?: unknown; data?: unknown };

/** A frame of the protocol: a JSON object with an `event` name; undefined for anything else. */
function parseFrame(raw: RawData): Frame | undefined {
  try {
    const parsed = JSON.parse(textOf(raw)) as unknown;
    const isFrame =
      typeof parsed === 'object' && parsed !== null && typeof (parsed as Frame).event === 'string';
    return isFrame ? (parsed as Frame) : undefined;
  } catch {
    return undefined;
  }
}

function textOf(raw: RawData): string {
  if (Array.isArray(raw)) return Buffer.concat(raw).toString('utf8');
  return (Buffer.isBuffer(raw) ? raw : Buffer.from(new Uint8Array(raw))).toString('utf8');
}
