import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { serviceWorkerPath } from './reply-headers.ts';

/** The built web app's index.html, or undefined when the app is not built (API-only runs). */
export function readSpaIndex(distDir: string | undefined): string | undefined {
  if (!distDir) return undefined;
  const file = path.join(distDir, 'index.html');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
}

/**
 * How long a built file is kept: hashed assets a year, unchanged; the service worker and the manifest are
 * asked again every time (a browser checks a worker for a new version at each navigation, and a stale
 * one would keep an old version of the app); the rest briefly.
 */
function cacheControlOf(filePath: string): string {
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  const name = path.basename(filePath);
  if (`/${name}` === serviceWorkerPath || name === 'manifest.webmanifest') return 'no-cache';
  return 'public, max-age=300';
}

/** Serves the built files, each with its `cacheControlOf`. */
export async function registerSpaAssets(app: FastifyInstance, distDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      res.header('cache-control', cacheControlOf(filePath));
    },
  });
}
