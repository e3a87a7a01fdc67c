import { defineConfig } from 'vitest/config';

// `npm run test:balancer`: one file, its scenarios one after the other against one set of processes.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['*.test.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 240_000,
    reporters: ['verbose'],
  },
});
