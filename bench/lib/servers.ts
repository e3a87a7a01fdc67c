// The processes under test: the marketplace API (apps/server's buildApp in production mode, on the
// bench database) and the bare Fastify baseline, each a child process listening on the loopback only.
import crypto from 'node:crypto';
import path from 'node:path';
import type { BenchDatabase } from './database.ts';
import { serverNodeOptions } from '../../scripts/server-heap.mjs';
import { freePort, runToEnd, spawnChild, waitUntilReady, type Child } from './children.ts';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');

export interface RunningServer {
  readonly baseUrl: string;
  /** The server process, for its memory. */
  readonly pid: number;
  stop(): Promise<void>;
}

function baseEnv(): NodeJS.ProcessEnv {
  // One instance with in-process fan-out: a Redis address from the caller's shell does not apply.
  const env = { ...process.env };
  delete env.REDIS_URL;
  return env;
}

async function startChild(
  name: string,
  cwd: string,
  script: string,
  env: NodeJS.ProcessEnv,
  readyPath: string,
): Promise<RunningServer> {
  const port = await freePort();
  // With the node options `npm start` gives the server (scripts/start.mjs).
  const child: Child = spawnChild(
    name,
    process.execPath,
    [...serverNodeOptions(env), '--import', 'tsx', script],
    {
      cwd,
      env: { ...env, PORT: String(port) },
    },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(child, baseUrl + readyPath);
  } catch (error) {
    await child.stop();
    throw error;
  }
  return { baseUrl, pid: child.process.pid ?? 0, stop: () => child.stop() };
}

/** The marketplace API configured as in production, pointed at the bench database; `env` adds or overrides. */
export function startAppServer(db: BenchDatabase, env: Record<string, string> = {}): Promise<RunningServer> {
  return startChild(
    'server',
    import.meta.dirname,
    'app-server.ts',
    {
      ...baseEnv(),
      ...db.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      ...productionSecrets(),
      ...env,
    },
    '/api/config',
  );
}

/** What production requires to start, random for each run; `MAP_TILE_URL` points nowhere unless overridden. */
function productionSecrets(): Record<string, string> {
  return {
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    PUSHER_APP_SECRET: crypto.randomBytes(24).toString('hex'),
    ...vapidKeys(),
    VAPID_SUBJECT: 'mailto:bench@example.ru',
    // Production refuses the sandbox; the bench never pays, so YooKassa is never called.
    PAYMENTS_PROVIDER: 'yookassa',
    YOOKASSA_SHOP_ID: 'bench',
    YOOKASSA_SECRET_KEY: 'bench',
    // Nor the sandbox carrier; the bench ships nothing, so CDEK is never called.
    DELIVERY_CARRIER: 'cdek',
    CDEK_CLIENT_ID: 'bench',
    CDEK_CLIENT_SECRET: 'bench',
    CDEK_WEBHOOK_SECRET: crypto.randomBytes(16).toString('hex'),
    // Production refuses OpenStreetMap's public tiles; the load scenarios request no map tiles at all.
    MAP_TILE_URL: 'http://127.0.0.1/tiles/{z}/{x}/{y}.png',
  };
}

/** Web Push's VAPID keys: a P-256 pair, the private scalar padded to the 32 bytes push libraries read. */
function vapidKeys(): Record<string, string> {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const scalar = ecdh.getPrivateKey();
  return {
    VAPID_PUBLIC_KEY: ecdh.getPublicKey().toString('base64url'),
    VAPID_PRIVATE_KEY: Buffer.concat([Buffer.alloc(32 - scalar.length), scalar]).toString('base64url'),
  };
}

function withoutDatabaseUrl(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const copy = { ...env };
  delete copy.DATABASE_URL;
  return copy;
}

/**
 * The whole product as `npm start` runs it (apps/server/src/main.ts with the built web app and the demo
 * catalogue), in production mode on a fresh embedded database in `dataDir`.
 */
export function startProduct(dataDir: string, env: Record<string, string> = {}): Promise<RunningServer> {
  return startChild(
    'product',
    path.join(repoRoot, 'apps/server'),
    'src/main.ts',
    {
      ...withoutDatabaseUrl(baseEnv()),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      ...productionSecrets(),
      ...env,
    },
    '/api/config',
  );
}

export function startBareServer(): Promise<RunningServer> {
  return startChild('bare server', import.meta.dirname, 'bare-server.ts', baseEnv(), '/bare');
}

/** `npm run admin -- generate --ads N` on the bench database, its progress bar shown live. */
export function generateAds(db: BenchDatabase, ads: number): Promise<void> {
  return runToEnd(
    'admin generate',
    'npm',
    ['run', '--silent', 'admin', '--', 'generate', '--ads', String(ads)],
    {
      cwd: repoRoot,
      env: { ...baseEnv(), ...db.env, NODE_ENV: 'development', LOG_LEVEL: 'warn' },
      inherit: true,
    },
  );
}
