import { describe, expect, it } from 'vitest';
import { createSlots } from './slots.ts';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('createSlots', () => {
  it('runs at most its size at once, the others in the order they came', async () => {
    const slots = createSlots(2);
    const gates = Array.from({ length: 5 }, deferred);
    const started: number[] = [];
    const done = gates.map((gate, index) =>
      slots.run(async () => {
        started.push(index);
        await gate.promise;
        return index;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    expect(slots.load()).toEqual({ running: 2, waiting: 3 });

    gates[1]!.resolve();
    await tick();
    expect(started).toEqual([0, 1, 2]);

    gates[0]!.reject(new Error('not a picture'));
    await expect(done[0]).rejects.toThrow('not a picture');
    await tick();
    expect(started).toEqual([0, 1, 2, 3]);

    for (const gate of gates) gate.resolve();
    expect(await Promise.all(done.slice(1))).toEqual([1, 2, 3, 4]);
    expect(slots.load()).toEqual({ running: 0, waiting: 0 });
  });
});

describe('createSlots with a waiting limit', () => {
  it('refuses a task at once when as many wait as the limit allows, and takes one again once a place frees', async () => {
    const slots = createSlots(1, { maxWaiting: 1, overflow: () => new Error('busy') });
    const first = deferred();
    const running = slots.run(() => first.promise);
    const waiting = slots.run(async () => 'waited');
    await tick();
    await expect(slots.run(async () => 'refused')).rejects.toThrow('busy');
    expect(slots.load()).toEqual({ running: 1, waiting: 1 });

    first.resolve();
    await running;
    expect(await waiting).toBe('waited');
    expect(await slots.run(async () => 'taken')).toBe('taken');
  });
});
