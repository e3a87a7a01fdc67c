import { defineConfig } from 'vitest/config';

/**
 * `npm run test:replicas`: the tests that make their own PostgreSQL primary and streaming replica
 * (`*.cluster-test.ts`). They need the server's binaries (`initdb`, `pg_basebackup`), so `npm test`
 * leaves them out; CI runs them after the PostgreSQL suites.
 */
export default defineConfig({
  test: {
    name: 'replicas',
    include: ['src/**/*.cluster-test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    setupFiles: ['./src/test/setup.ts'],
  },
});
