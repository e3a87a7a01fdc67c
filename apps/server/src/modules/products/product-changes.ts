import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/** The Redis channel on which instances announce a changed ad (its id as the message). */
export const productChangesChannel = 'mp:product-changed';

/**
 * «This ad changed»: the seller's writes announce it, the ad page cache listens and drops its copy.
 * Listeners of this process hear it at once; with Redis, every other instance hears it through a
 * pub/sub channel (a lost message only means that instance shows the old page until its 30 s TTL).
 */
export interface ProductChanges {
  announce(id: number): void;
  listen(listener: (id: number) => void): void;
  close(): Promise<void>;
}

export function createProductChanges(redisUrl: string | undefined, log: FastifyBaseLogger): ProductChanges {
  const listeners: ((id: number) => void)[] = [];
  const tell = (id: number) => listeners.forEach((listener) => listener(id));
  if (!redisUrl) {
    return { announce: tell, listen: (listener) => void listeners.push(listener), close: async () => {} };
  }

  const options = { maxRetriesPerRequest: 1, lazyConnect: true } as const;
  const publisher = new Redis(redisUrl, options);
  const subscriber = new Redis(redisUrl, options);
  for (const client of [publisher, subscriber]) {
    client.on('error', (err: unknown) => log.warn({ err }, 'product changes: redis error'));
  }
  subscriber.on('message', (channel: string, message: string) => {
    const id = Number(message);
    if (channel === productChangesChannel && Number.isSafeInteger(id)) tell(id);
  });
  const subscribed = subscriber
    .subscribe(productChangesChannel)
    .catch((err: unknown) => log.warn({ err }, 'product changes: could not subscribe'));

  return {
    announce(id) {
      tell(id);
      publisher
        .publish(productChangesChannel, String(id))
        .catch((err: unknown) => log.warn({ err, id }, 'product changes: could not publish'));
    },
    listen: (listener) => void listeners.push(listener),
    async close() {
      await subscribed;
      await Promise.all(
        [publisher, subscriber].map((client) => client.quit().catch(() => client.disconnect())),
      );
    },
  };
}
