import { describe, expect, it } from 'vitest';
import { ViewCounter } from './view-counter.ts';

describe('ViewCounter', () => {
  it('writes the summed views of each ad in one batch, then starts over', async () => {
    const batches: [number, number][][] = [];
    const counter = new ViewCounter(
      async (batch) => void batches.push([...batch]),
      60_000,
      () => {},
    );
    counter.record(1);
    counter.record(2);
    counter.record(1);
    await counter.flush();
    await counter.flush();
    counter.record(2);
    await counter.close();
    expect(batches).toEqual([
      [
        [1, 2],
        [2, 1],
      ],
      [[2, 1]],
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
