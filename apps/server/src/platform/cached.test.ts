import { describe, expect, it } from 'vitest';
import { cached, derivedFrom } from './cached.ts';

/** A loader that counts its loads and gives the count, or fails when told to. */
function counting() {
  let loads = 0;
  let failing = false;
  return {
    load: async () => {
      loads += 1;
      if (failing) throw new Error('database away');
      return loads;
    },
    fail: (value: boolean) => {
      failing = value;
    },
  };
}

describe('cached', () => {
  it('loads once per time to live on its clock, and on every call with 0', async () => {
    let now = 0;
    const source = counting();
    const value = cached(source.load, 1000, { now: () => now });
    expect([await value(), await value()]).toEqual([1, 1]);
    now = 999;
    expect(await value()).toBe(1);
    now = 1000;
    expect(await value()).toBe(2);

    const fresh = cached(counting().load, 0);
    expect([await fresh(), await fresh()]).toEqual([1, 2]);
  });

  it('keeps neither a failed load nor a value `keep` refuses', async () => {
    const source = counting();
    const value = cached(source.load, 60_000);
    source.fail(true);
    await expect(value()).rejects.toThrow('database away');
    source.fail(false);
    expect(await value()).toBe(2);

    const lists = counting();
    const nonEmpty = cached(async () => (await lists.load()) > 1, 60_000, { keep: (loaded) => loaded });
    expect([await nonEmpty(), await nonEmpty(), await nonEmpty()]).toEqual([false, true, true]);
  });
});

describe('derivedFrom', () => {
  it('loads again after `forget`, within the time to live', async () => {
    let loads = 0;
    const value = cached(async () => ++loads, 60_000);
    expect(await value()).toBe(1);
    expect(await value()).toBe(1);
    value.forget();
    expect(await value()).toBe(2);
  });

  it('derives again only when the source gives another value', async () => {
    let source = { names: ['Тверь'] };
    let derivations = 0;
    const count = derivedFrom(
      async () => source,
      (value) => {
        derivations += 1;
        return value.names.length;
      },
    );
    expect([await count(), await count()]).toEqual([1, 1]);
    expect(derivations).toBe(1);
    source = { names: ['Тверь', 'Клин'] };
    expect(await count()).toBe(2);
    expect(derivations).toBe(2);
  });
});
