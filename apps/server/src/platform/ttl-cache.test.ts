import { describe, expect, it } from 'vitest';
import { rememberPromise, TtlCache } from './ttl-cache.ts';

describe('TtlCache', () => {
  it('expires entries after their time to live', () => {
    let now = 0;
    const cache = new TtlCache<number, string>(10, 1000, () => now);
    cache.set(1, 'a');
    now = 999;
    expect(cache.get(1)).toBe('a');
    now = 1000;
    expect(cache.get(1)).toBeUndefined();
  });

  it('drops the oldest written entry when full', () => {
    const cache = new TtlCache<number, string>(2, 1000);
    cache.set(1, 'a');
    cache.set(2, 'b');
    cache.set(1, 'a2');
    cache.set(3, 'c');
    expect(cache.get(2)).toBeUndefined();
    expect(cache.get(1)).toBe('a2');
    expect(cache.get(3)).toBe('c');
  });

  it('drops the entries that expired when another is written, so it holds only what is live', () => {
    let now = 0;
    const cache = new TtlCache<number, string>(100, 1000, () => now);
    for (let id = 1; id <= 50; id += 1) cache.set(id, 'page');
    now = 600;
    cache.set(51, 'page');
    expect(cache.size).toBe(51);
    now = 1000;
    cache.set(52, 'page');
    expect(cache.size).toBe(2);
    expect(cache.get(51)).toBe('page');
  });

  it('forgets a deleted entry', () => {
    const cache = new TtlCache<number, string>(2, 1000);
    cache.set(1, 'a');
    cache.delete(1);
    expect(cache.get(1)).toBeUndefined();
  });

  it('shares one load among callers until it expires, and forgets a failed one', async () => {
    let now = 0;
    const cache = new TtlCache<string, Promise<number>>(10, 1000, () => now);
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    const first = rememberPromise(cache, 'k', load);
    expect(rememberPromise(cache, 'k', load)).toBe(first);
    expect(await first).toBe(1);
    now = 1000;
    expect(await rememberPromise(cache, 'k', load)).toBe(2);

    const failing = rememberPromise(cache, 'bad', () => Promise.reject(new Error('down')));
    await expect(failing).rejects.toThrow('down');
    expect(await rememberPromise(cache, 'bad', load)).toBe(3);
  });
});
