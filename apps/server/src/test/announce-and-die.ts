/**
 * A server process killed while it delivers a domain event (outbox-crash.test.ts): it opens the database
 * named by `DATABASE_URL` or `PGLITE_DIR`, announces the event of `EVENT_JSON` in a transaction, and is
 * killed (`SIGKILL`) by the first listener the bus runs after the commit, as a `kill -9` would.
 */
import { pino } from 'pino';
import { openDatabase } from '../db/client.ts';
import type { DomainEventName, DomainEvents } from '../domain-events.ts';
import { createEventBus } from '../platform/events/bus.ts';
import { eventOutbox } from '../platform/events/outbox.ts';

const { event, listener, payload } = JSON.parse(process.env.EVENT_JSON ?? '') as {
  event: DomainEventName;
  listener: string;
  payload: DomainEvents[DomainEventName];
};
const database = await openDatabase(
  process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { dataDir: process.env.PGLITE_DIR },
);
const events = createEventBus<DomainEvents>({
  outbox: eventOutbox(database.db),
  db: database.db,
  now: () => new Date(),
  log: pino(),
});
events.on(event, listener, async () => void process.kill(process.pid, 'SIGKILL'));
await events.transaction((_tx, announce) => announce(event, payload));
console.error('the process outlived the delivery');
process.exit(1);
