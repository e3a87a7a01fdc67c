import { afterAll, describe, expect, it } from 'vitest';
import { memoryRecentWriters, redisRecentWriters, type RecentWriters } from './recent-writers.ts';

const windowMs = 300;
const redisUrl = process.env.REDIS_URL;
// In Redis (CI's PostgreSQL + Redis run), under a prefix of its own so runs never see each other's marks.
const stores: [string, RecentWriters][] = [['memory', memoryRecentWriters(windowMs)]];
if (redisUrl) stores.push(['Redis', redisRecentWriters(redisUrl, windowMs, `mp:test:wrote:${Date.now()}:`)]);
afterAll(() => Promise.all(stores.map(([, store]) => store.close())));

describe.each(stores)('recent writers in %s', (_name, writers) => {
  it('knows a person who wrote for the window only, and no one else', async () => {
    await writers.mark(7);
    expect(await writers.wroteRecently(7)).toBe(true);
    expect(await writers.wroteRecently(8)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, windowMs + 50));
    expect(await writers.wroteRecently(7)).toBe(false);
  });
});
