import { describe, expect, it } from 'vitest';
import { ViewCounter } from './view-counter.ts';

/** A counter on a clock the test sets, writing into `batches` as [day, [ad, views][]]. */
function counterAt(start: string) {
  let now = new Date(start);
  const batches: [string, [number, number][]][] = [];
  const counter = new ViewCounter(
    async (day, batch) => void batches.push([day, [...batch]]),
    60_000,
    () => {},
    () => now,
  );
  return { counter, batches, setTime: (at: string) => void (now = new Date(at)) };
}

describe('ViewCounter', () => {
  it('writes the summed views of each ad in one batch, then starts over', async () => {
    const { counter, batches } = counterAt('2026-11-28T10:00:00Z');
    counter.record(1);
    counter.record(2);
    counter.record(1);
    await counter.flush();
    await counter.flush();
    counter.record(2);
    await counter.close();
    expect(batches).toEqual([
      [
        '2026-11-28',
        [
          [1, 2],
          [2, 1],
        ],
      ],
      ['2026-11-28', [[2, 1]]],
    ]);
  });

  it('counts a visitor once per ad and Moscow day, and again the next day', async () => {
    const { counter, batches, setTime } = counterAt('2026-11-28T20:00:00Z');
    counter.record(1, 'anna');
    counter.record(1, 'anna');
    counter.record(2, 'anna');
    counter.record(1, 'boris');
    await counter.flush();
    counter.record(1, 'anna');
    // 21:00 UTC is midnight in Moscow.
    setTime('2026-11-28T21:00:00Z');
    counter.record(1, 'anna');
    await counter.flush();
    expect(batches).toEqual([
      [
        '2026-11-28',
        [
          [1, 2],
          [2, 1],
        ],
      ],
      ['2026-11-29', [[1, 1]]],
    ]);
  });

  it('reports a failed write instead of throwing', async () => {
    const errors: unknown[] = [];
    const counter = new ViewCounter(
      () => Promise.reject(new Error('down')),
      60_000,
      (e) => errors.push(e),
    );
    counter.record(7);
    await counter.close();
    expect(errors).toHaveLength(1);
  });
});
