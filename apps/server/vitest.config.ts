import { defineConfig } from 'vitest/config';
import { maxWorkers } from '../../vitest.shared.config.ts';

export default defineConfig({
  test: {
    name: 'server',
    maxWorkers,
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ['./src/test/setup.ts'],
  },
});
