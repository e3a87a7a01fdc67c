import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** The built web app's index.html, or undefined when the app is not built (API-only runs). */
export function readSpaIndex(distDir: string | undefined): string | undefined {
  if (!distDir) return undefined;
  const file = path.join(distDir, 'index.html');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
}

/** Serves the built files: hashed assets with a year-long immutable cache, the rest briefly cached. */
export async function registerSpaAssets(app: FastifyInstance, distDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    },
  });
}
