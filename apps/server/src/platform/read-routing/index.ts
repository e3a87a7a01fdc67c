import type { Config } from '../../config.ts';
import { memoryRecentWriters, redisRecentWriters, type RecentWriters } from './recent-writers.ts';

export type { RecentWriters } from './recent-writers.ts';

/** How long after a write a person's reads go to the primary: well above a healthy replica's lag. */
export const readYourWritesMs = 5_000;

/** Redis when REDIS_URL is set (the next read may reach another instance), otherwise this process's memory. */
export function recentWriters(config: Pick<Config, 'REDIS_URL'>): RecentWriters {
  return config.REDIS_URL
    ? redisRecentWriters(config.REDIS_URL, readYourWritesMs)
    : memoryRecentWriters(readYourWritesMs);
}
