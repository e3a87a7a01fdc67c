import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { EventOutbox, OutboxEntry } from './outbox.ts';

/** How one listener reacts to one event's payload. It may run more than once for one event: make it idempotent. */
export type EventHandler<Payload> = (payload: Payload) => Promise<void>;
/**
 * A listener whose reaction is writes to this database, made in `tx`: they commit with the removal of the
 * event's outbox entry, so they are made exactly once (a count can be added to, not only set).
 */
export type TransactionalHandler<Payload> = (payload: Payload, tx: Db) => Promise<void>;

type Listener = (
  | { handle: EventHandler<unknown>; inTransaction: false }
  | { handle: TransactionalHandler<unknown>; inTransaction: true }
) & { inBackground: boolean };

/** How a listener is delivered to. */
export interface ListenerOptions {
  /**
   * Never waited for: its deliveries run after the announcing transaction resolves, whatever it asked
   * (slow work such as a picture's hash, which no reply should wait for).
   */
  inBackground?: boolean;
}

/** Announces an event inside a transaction: delivered after it commits, lost with it if it rolls back. */
export type Announce<Events> = <Name extends keyof Events & string>(
  event: Name,
  payload: Events[Name],
) => Promise<void>;

export interface EventBusOptions {
  outbox: EventOutbox;
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
}

/** A delivery that did not finish in this long is taken for lost (its process died) and taken up again. */
export const deliveryLeaseMs = 30_000;
/** A listener that failed this many times is given up on; its entry stays in the outbox for an operator. */
export const maxDeliveryAttempts = 10;
const relayBatch = 100;

/** Waits before the next try: 1, 2, 4 … minutes, at most an hour. */
const retryDelayMs = (attempts: number) => Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;

/**
 * Typed domain events with an outbox (record 0119). A module announces an event in the transaction of
 * its change; the event is written there once per listener, so it commits or rolls back with the change.
 * After the commit this process delivers it at once (the reply waits for it, so what the listeners write
 * is there when the request answers); an entry whose delivery did not finish — the process was killed,
 * the listener failed — is taken up by `relay`, a periodic job. Delivery is at least once.
 */
export function createEventBus<Events>({ outbox, db, now, log }: EventBusOptions) {
  // Payloads are checked where they are announced; the outbox hands back what was written.
  const handlers = new Map<string, Map<string, Listener>>();

  const listenersOf = (event: string) => [...(handlers.get(event)?.keys() ?? [])];

  async function deliver(entry: OutboxEntry): Promise<boolean> {
    const listener = handlers.get(entry.event)?.get(entry.listener);
    try {
      if (!listener) throw new Error(`no listener ${entry.listener} of ${entry.event}`);
      if (listener.inTransaction) {
        const { handle } = listener;
        await db.transaction(async (tx) => {
          // Gone: another process delivered it meanwhile.
          if (await outbox.take(tx, entry.id)) await handle(entry.payload, tx);
        });
      } else {
        await listener.handle(entry.payload);
        await outbox.remove(entry.id);
      }
      return true;
    } catch (err) {
      const attempts = entry.attempts + 1;
      log.error({ err, event: entry.event, listener: entry.listener, attempts }, 'event listener failed');
      const retryAt = new Date(now().getTime() + retryDelayMs(attempts));
      await outbox
        .postpone(entry.id, attempts, retryAt, err instanceof Error ? err.message : String(err))
        .catch((error: unknown) => log.error({ err: error }, 'could not postpone an event'));
      return false;
    }
  }

  async function deliverAll(entries: readonly OutboxEntry[]): Promise<void> {
    for (const entry of entries) await deliver(entry);
  }

  /** Deliveries nobody waits for, still running (`settled` waits for them). */
  const inBackground = new Set<Promise<void>>();
  function deliverInBackground(entries: readonly OutboxEntry[]): void {
    if (entries.length === 0) return;
    const delivery = deliverAll(entries).finally(() => inBackground.delete(delivery));
    inBackground.add(delivery);
  }

  const inBackgroundOnly = (entry: OutboxEntry) =>
    handlers.get(entry.event)?.get(entry.listener)?.inBackground === true;

  /** Delivers `entries`, waiting for them if `wait` and for none of a background listener. */
  async function deliverAnnounced(entries: readonly OutboxEntry[], wait: boolean): Promise<void> {
    deliverInBackground(entries.filter((entry) => !wait || inBackgroundOnly(entry)));
    if (wait) await deliverAll(entries.filter((entry) => !inBackgroundOnly(entry)));
  }

  function listen(event: string, name: string, listener: Listener): void {
    const ofEvent = handlers.get(event) ?? new Map<string, Listener>();
    if (ofEvent.has(name)) throw new Error(`${name} already listens to ${event}`);
    ofEvent.set(name, listener);
    handlers.set(event, ofEvent);
  }

  return {
    /**
     * `listener` (a stable name: module.reaction) will be told of every `event` announced from now on.
     * Register every listener before the first announcement: the outbox rows are written per listener.
     */
    on<Name extends keyof Events & string>(
      event: Name,
      listener: string,
      handle: EventHandler<Events[Name]>,
      { inBackground = false }: ListenerOptions = {},
    ): void {
      listen(event, listener, {
        handle: handle as EventHandler<unknown>,
        inTransaction: false,
        inBackground,
      });
    },

    /** As `on`, for a listener that only writes to this database: exactly once (`TransactionalHandler`). */
    onInTransaction<Name extends keyof Events & string>(
      event: Name,
      listener: string,
      handle: TransactionalHandler<Events[Name]>,
    ): void {
      listen(event, listener, {
        handle: handle as TransactionalHandler<unknown>,
        inTransaction: true,
        inBackground: false,
      });
    },

    /**
     * Runs `work` in one transaction in which it may announce events, then delivers them. Resolves to
     * what `work` resolved to, after the listeners ran (a failed listener is logged and retried later).
     * With `{ wait: false }` it resolves at the commit and the listeners run after it: for slow work no
     * reply should wait for, such as a push service's answer (record 0120).
     */
    async transaction<T>(
      work: (tx: Db, announce: Announce<Events>) => Promise<T>,
      { wait = true }: { wait?: boolean } = {},
    ): Promise<T> {
      const announced: OutboxEntry[] = [];
      const result = await db.transaction((tx) =>
        work(tx, async (event, payload) => {
          const dueAt = new Date(now().getTime() + deliveryLeaseMs);
          announced.push(...(await outbox.add(tx, event, listenersOf(event), payload, dueAt)));
        }),
      );
      await deliverAnnounced(announced, wait);
      return result;
    },

    /** Resolves when the deliveries nobody waited for have finished (before a shutdown, in tests). */
    async settled(): Promise<void> {
      while (inBackground.size > 0) await Promise.all(inBackground);
    },

    /** Announces an event of a change that has already committed (or of none). */
    async announce<Name extends keyof Events & string>(event: Name, payload: Events[Name]): Promise<void> {
      const dueAt = new Date(now().getTime() + deliveryLeaseMs);
      await deliverAnnounced(await outbox.add(db, event, listenersOf(event), payload, dueAt), true);
    },

    /** The periodic job: delivers what is due — deliveries lost with their process, and retries. */
    async relay(): Promise<{ delivered: number; failed: number }> {
      let delivered = 0;
      let failed = 0;
      for (;;) {
        const at = now();
        const leaseUntil = new Date(at.getTime() + deliveryLeaseMs);
        const entries = await outbox.claimDue(at, leaseUntil, maxDeliveryAttempts, relayBatch);
        for (const entry of entries) {
          if (await deliver(entry)) delivered++;
          else failed++;
        }
        if (entries.length < relayBatch) return { delivered, failed };
      }
    },
  };
}

export type EventBus<Events> = ReturnType<typeof createEventBus<Events>>;
