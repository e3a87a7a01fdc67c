import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type {
  RealtimeChannelKindOf,
  RealtimeChannelName,
  RealtimePayloadOn,
  RealtimeServerEvent,
} from '@mp/contract';

/** One event for the subscribers of one channel, wherever they are connected: what the transport carries. */
export interface ChannelEvent {
  channel: string;
  event: string;
  data: unknown;
  /** The socket that sent a client event: it does not hear its own. */
  exceptSocketId?: string;
}

/** A server event as the contract's `realtimeWire` types it: the channel's kind names its events and data. */
export interface RealtimeMessage<
  C extends RealtimeChannelName,
  E extends RealtimeServerEvent<RealtimeChannelKindOf<C>>,
> extends ChannelEvent {
  channel: C;
  event: E;
  data: RealtimePayloadOn<C, E>;
}

/** What the domain services see of real time: «tell this channel». */
export interface Broadcaster {
  publish<C extends RealtimeChannelName, E extends RealtimeServerEvent<RealtimeChannelKindOf<C>>>(
    message: RealtimeMessage<C, E>,
  ): void;
}

/** A typed message as the transport carries it (a relayed client event becomes one). */
export const channelEvent = <
  C extends RealtimeChannelName,
  E extends RealtimeServerEvent<RealtimeChannelKindOf<C>>,
>(
  message: RealtimeMessage<C, E>,
): ChannelEvent => message;

/**
 * Carries channel events to every instance's WebSocket server: in process by default, through Redis
 * pub/sub when `REDIS_URL` is set (design §4). Delivery is at most once: a lost event is a missed live
 * update, and the client's next load of the list shows the truth from the database.
 */
export interface RealtimeBroker {
  /** The transport's side: services hold the broker as a typed `Broadcaster`. */
  publish(event: ChannelEvent): void;
  onEvent(listener: (event: ChannelEvent) => void): void;
  close(): Promise<void>;
}

export const realtimeRedisChannel = 'mp:realtime';

export function createRealtimeBroker(redisUrl: string | undefined, log: FastifyBaseLogger): RealtimeBroker {
  const listeners: ((event: ChannelEvent) => void)[] = [];
  const deliver = (event: ChannelEvent) => {
    for (const listener of listeners) listener(event);
  };
  if (!redisUrl) {
    return { publish: deliver, onEvent: (listener) => void listeners.push(listener), close: async () => {} };
  }

  const options = { maxRetriesPerRequest: 1, lazyConnect: true } as const;
  const publisher = new Redis(redisUrl, options);
  const subscriber = new Redis(redisUrl, options);
  for (const client of [publisher, subscriber]) {
    client.on('error', (err: unknown) => log.warn({ err }, 'realtime broker: redis error'));
  }
  subscriber.on('message', (channel: string, message: string) => {
    if (channel !== realtimeRedisChannel) return;
    try {
      deliver(JSON.parse(message) as ChannelEvent);
    } catch (err) {
      log.warn({ err }, 'realtime broker: unreadable message');
    }
  });
  const subscribed = subscriber
    .subscribe(realtimeRedisChannel)
    .catch((err: unknown) => log.warn({ err }, 'realtime broker: could not subscribe'));

  return {
    publish(event) {
      publisher
        .publish(realtimeRedisChannel, JSON.stringify(event))
        .catch((err: unknown) =>
          log.warn({ err, channel: event.channel }, 'realtime broker: could not publish'),
        );
    },
    onEvent: (listener) => void listeners.push(listener),
    async close() {
      await subscribed;
      await Promise.all(
        [publisher, subscriber].map((client) => client.quit().catch(() => client.disconnect())),
      );
    },
  };
}
