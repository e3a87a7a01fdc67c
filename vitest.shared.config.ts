import os from 'node:os';

/**
 * Test files at once, the same in every project (vitest requires it). Tests wait on databases,
 * sockets and timers as much as they compute: vitest's default, one worker fewer than the cores, left
 * one of CI's two cores idle (record 0101). Given to each project: a root `maxWorkers` does not reach them.
 */
export const maxWorkers = Math.max(2, os.availableParallelism() - 1);
