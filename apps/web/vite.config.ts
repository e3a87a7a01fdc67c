import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { maxWorkers } from '../../vitest.shared.config.ts';
import { offlinePage } from './build/offline-page.ts';
import { appManifest } from './build/manifest.ts';

/** A precached file is at most this large (the stylesheet is well under it). */
const precacheFileMaxBytes = 512 * 1024;

export default defineConfig(({ command, isSsrBuild }) => ({
  // The browser's build only: the manifest, the offline page and the service worker (record 0122).
  plugins:
    command === 'build' && !isSsrBuild
      ? [
          offlinePage(),
          VitePWA({
            strategies: 'injectManifest',
            srcDir: 'service-worker',
            filename: 'sw.ts',
            // Registered by the app after the page has loaded (features/pwa), not by a script in the page.
            injectRegister: false,
            manifest: appManifest(),
            includeManifestIcons: false,
            injectManifest: {
              // What the offline page needs; the scripts are kept as they are loaded (service-worker/sw.ts).
              globPatterns: ['assets/*.css', 'offline.html', 'icons/*.png', 'favicon.svg'],
              maximumFileSizeToCacheInBytes: precacheFileMaxBytes,
            },
          }),
        ]
      : [],
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
    include: ['src/**/*.test.{ts,tsx}', 'service-worker/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
  },
}));
