import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf, type Database } from '../../db/client.ts';
import { domainEventOutbox } from '../../db/schema/index.ts';
import { createTestDatabase } from '../../test/database.ts';
import { recordingLog } from '../jobs/test-log.ts';
import { createEventBus, deliveryLeaseMs, maxDeliveryAttempts } from './bus.ts';
import { eventOutbox } from './outbox.ts';

interface TestEvents {
  'parcel.sent': { parcelId: number; to: string };
  'parcel.lost': { parcelId: number };
}

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(domainEventOutbox);
});

/** A bus on its own clock, which the test moves. */
function busAt(start = new Date('2026-11-27T10:00:00Z')) {
  let time = start.getTime();
  const log = recordingLog();
  const bus = createEventBus<TestEvents>({
    outbox: eventOutbox(database.db),
    db: database.db,
    now: () => new Date(time),
    log,
  });
  return { bus, log, pass: (ms: number) => void (time += ms) };
}

const outboxRows = () => database.db.select().from(domainEventOutbox);

describe('domain events', () => {
  it('are delivered to each listener once, after the transaction commits, leaving no row', async () => {
    const { bus } = busAt();
    const heard: string[] = [];
    bus.on('parcel.sent', 'post.track', async ({ parcelId }) => void heard.push(`track ${parcelId}`));
    bus.on('parcel.sent', 'post.tell', async ({ to }) => void heard.push(`tell ${to}`));

    const result = await bus.transaction(async (_tx, announce) => {
      await announce('parcel.sent', { parcelId: 7, to: 'Казань' });
      expect(heard).toEqual([]);
      return 'done';
    });

    expect(result).toBe('done');
    expect(heard).toEqual(['track 7', 'tell Казань']);
    expect(await outboxRows()).toEqual([]);
  });

  it('of a transaction that rolls back are neither delivered nor kept', async () => {
    const { bus } = busAt();
    const heard: number[] = [];
    bus.on('parcel.sent', 'post.track', async ({ parcelId }) => void heard.push(parcelId));

    await expect(
      bus.transaction(async (_tx, announce) => {
        await announce('parcel.sent', { parcelId: 8, to: 'Омск' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');

    expect(heard).toEqual([]);
    expect(await outboxRows()).toEqual([]);
  });

  it('of a transaction that does not wait are delivered after it resolved, and `settled` waits for them', async () => {
    const { bus } = busAt();
    const heard: number[] = [];
    let answer = () => {};
    const slowService = new Promise<void>((resolve) => (answer = resolve));
    bus.on('parcel.lost', 'post.search', async ({ parcelId }) => {
      await slowService;
      heard.push(parcelId);
    });

    const result = await bus.transaction(
      async (_tx, announce) => {
        await announce('parcel.lost', { parcelId: 13 });
        return 'committed';
      },
      { wait: false },
    );

    expect(result).toBe('committed');
    expect(heard).toEqual([]);
    expect(await outboxRows()).toHaveLength(1);
    const settled = bus.settled();
    answer();
    await settled;
    expect(heard).toEqual([13]);
    expect(await outboxRows()).toEqual([]);
  });

  it('to a background listener are not waited for, while the other listeners of the same event are', async () => {
    const { bus } = busAt();
    const heard: string[] = [];
    let answer = () => {};
    const slowWork = new Promise<void>((resolve) => (answer = resolve));
    bus.on(
      'parcel.sent',
      'post.photograph',
      async ({ parcelId }) => {
        await slowWork;
        heard.push(`photo ${parcelId}`);
      },
      { inBackground: true },
    );
    bus.on('parcel.sent', 'post.track', async ({ parcelId }) => void heard.push(`track ${parcelId}`));

    await bus.transaction(async (_tx, announce) => announce('parcel.sent', { parcelId: 21, to: 'Омск' }));
    expect(heard).toEqual(['track 21']);
    await bus.announce('parcel.sent', { parcelId: 22, to: 'Омск' });
    expect(heard).toEqual(['track 21', 'track 22']);
    expect(await outboxRows()).toHaveLength(2);

    const settled = bus.settled();
    answer();
    await settled;
    expect(heard.filter((item) => item.startsWith('photo')).sort()).toEqual(['photo 21', 'photo 22']);
    expect(await outboxRows()).toEqual([]);
  });

  it('nobody listens to write nothing', async () => {
    const { bus } = busAt();
    bus.on('parcel.sent', 'post.track', async () => undefined);
    await bus.transaction((_tx, announce) => announce('parcel.lost', { parcelId: 9 }));
    expect(await outboxRows()).toEqual([]);
  });

  it('go on to the other listeners when one fails, and the relay retries the failed one when due', async () => {
    const { bus, log, pass } = busAt();
    let failures = 1;
    const tracked: number[] = [];
    const told: number[] = [];
    bus.on('parcel.sent', 'post.track', async ({ parcelId }) => {
      if (failures-- > 0) throw new Error('tracking is down');
      tracked.push(parcelId);
    });
    bus.on('parcel.sent', 'post.tell', async ({ parcelId }) => void told.push(parcelId));

    await bus.transaction((_tx, announce) => announce('parcel.sent', { parcelId: 10, to: 'Тула' }));

    expect(told).toEqual([10]);
    expect(tracked).toEqual([]);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'parcel.sent', listener: 'post.track', attempts: 1 }),
      'event listener failed',
    );
    const [waiting] = await outboxRows();
    expect(waiting).toMatchObject({ listener: 'post.track', attempts: 1, lastError: 'tracking is down' });

    expect(await bus.relay()).toEqual({ delivered: 0, failed: 0 });
    pass(60_000);
    expect(await bus.relay()).toEqual({ delivered: 1, failed: 0 });
    expect(tracked).toEqual([10]);
    expect(told).toEqual([10]);
    expect(await outboxRows()).toEqual([]);
  });

  it('whose delivery never finished are taken up by the relay once their lease has passed', async () => {
    const { bus, pass } = busAt();
    const heard: number[] = [];
    bus.on('parcel.lost', 'post.search', async ({ parcelId }) => void heard.push(parcelId));
    // What a process killed between the commit and the delivery leaves behind.
    await eventOutbox(database.db).add(
      database.db,
      'parcel.lost',
      ['post.search'],
      { parcelId: 11 },
      new Date(new Date('2026-11-27T10:00:00Z').getTime() + deliveryLeaseMs),
    );

    expect(await bus.relay()).toEqual({ delivered: 0, failed: 0 });
    pass(deliveryLeaseMs);
    expect(await bus.relay()).toEqual({ delivered: 1, failed: 0 });
    expect(heard).toEqual([11]);
    expect(await bus.relay()).toEqual({ delivered: 0, failed: 0 });
  });

  it('are given up after the last attempt, and kept with their error for an operator', async () => {
    const { bus, pass } = busAt();
    let calls = 0;
    bus.on('parcel.lost', 'post.search', async () => {
      calls += 1;
      throw new Error('still lost');
    });

    await bus.transaction((_tx, announce) => announce('parcel.lost', { parcelId: 12 }));
    for (let attempt = 2; attempt <= maxDeliveryAttempts + 2; attempt++) {
      pass(60 * 60_000);
      await bus.relay();
    }

    expect(calls).toBe(maxDeliveryAttempts);
    const [kept] = await outboxRows();
    expect(kept).toMatchObject({ attempts: maxDeliveryAttempts, lastError: 'still lost' });
  });

  it('to a listener in a transaction are written exactly once: its writes commit with the entry’s removal', async () => {
    const { bus, pass } = busAt();
    await database.db.execute(sql`create table if not exists test_parcel_tally (parcel_id int, n int)`);
    await database.db.execute(sql`delete from test_parcel_tally`);
    let failures = 1;
    bus.onInTransaction('parcel.sent', 'post.count', async ({ parcelId }, tx) => {
      await tx.execute(sql`insert into test_parcel_tally values (${parcelId}, 1)`);
      // Fails after writing: the write must go with the failure.
      if (failures-- > 0) throw new Error('counting is down');
    });
    const tally = async () =>
      rowsOf<{ n: number }>(
        await database.db.execute(sql`select coalesce(sum(n), 0)::int as n from test_parcel_tally`),
      )[0]?.n;

    await bus.transaction((_tx, announce) => announce('parcel.sent', { parcelId: 11, to: 'Омск' }));
    expect(await tally()).toBe(0);
    const [waiting] = await outboxRows();
    expect(waiting).toMatchObject({ listener: 'post.count', attempts: 1, lastError: 'counting is down' });

    pass(60_000);
    expect(await bus.relay()).toEqual({ delivered: 1, failed: 0 });
    expect(await tally()).toBe(1);
    expect(await outboxRows()).toEqual([]);
    // Nothing is left to deliver a second time.
    pass(3_600_000);
    expect(await bus.relay()).toEqual({ delivered: 0, failed: 0 });
    expect(await tally()).toBe(1);
  });

  it('take one listener of a name per event', () => {
    const { bus } = busAt();
    bus.on('parcel.sent', 'post.track', async () => undefined);
    expect(() => bus.on('parcel.sent', 'post.track', async () => undefined)).toThrow(
      'post.track already listens to parcel.sent',
    );
  });

  it('are typed: an unknown event or a payload off its type does not compile', async () => {
    const { bus } = busAt();
    await bus.transaction(async (_tx, announce) => {
      // @ts-expect-error the payload lacks `to`
      await announce('parcel.sent', { parcelId: 1 });
      // @ts-expect-error `parcelId` is a number
      await announce('parcel.lost', { parcelId: '1' });
      // @ts-expect-error no such event
      await announce('parcel.found', { parcelId: 1 });
    });
    // @ts-expect-error the listener reads a field the payload does not have
    bus.on('parcel.lost', 'post.read', async ({ to }: { to: string }) => void to);
  });
});
