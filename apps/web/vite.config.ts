import { defineConfig } from 'vitest/config';
import { maxWorkers } from '../../vitest.shared.config.ts';

export default defineConfig({
  oxc: { jsx: { runtime: 'automatic' } },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/storage': 'http://localhost:3000',
      '/app': { target: 'ws://localhost:3000', ws: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // One stylesheet, linked from index.html: a server-rendered first screen is styled before any script
    // runs, whichever screen it is (record 0151).
    cssCodeSplit: false,
    // The page's own HTML is its first screen; scripts load beside the LCP image rather than ahead of it
    // (index.html loads the app `async`), and a chunk's imports are fetched when it is.
    modulePreload: false,
    // The contract's schemas are built with zod at module level; its builders have no side effects,
    // so a module the web reads one constant from does not drag zod into the first screen (record 0150).
    rolldownOptions: { treeshake: { manualPureFunctions: ['z'] } },
  },
  test: {
    name: 'web',
    maxWorkers,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
