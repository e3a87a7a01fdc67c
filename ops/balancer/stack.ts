// The system under test: a fresh PostgreSQL database, the test's own redis-server, two server
// processes (apps/server/src/main.ts, as `npm start` runs it) and nginx in front of them.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis as RedisClient } from 'ioredis';
import pg from 'pg';
import { repoRoot, startNginx, type Proxy } from './nginx.ts';
import { answers200, freePortFrom, spawnChild, tailOf, waitFor, type Child } from './processes.ts';

const postgresUrl = process.env.BALANCER_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const databaseName = 'mp_balancer';
/** Seconds an instance told to stop keeps serving (readiness 503) before it closes. */
export const drainSeconds = 3;

export interface Instance {
  readonly name: string;
  readonly port: number;
  readonly url: string;
  readonly logFile: string;
  isRunning(): boolean;
  /** The running process's id (0 before the first start). */
  pid(): number;
  /** Starts the process and waits until `/api/ready` answers 200. */
  start(): Promise<void>;
  kill(): Promise<void>;
  /** SIGTERM; resolves with the exit code once the process is gone. */
  terminate(): Promise<number | string>;
}

export interface TestRedis {
  readonly url: string;
  start(): Promise<void>;
  kill(): Promise<void>;
  /** How many connections are subscribed to `channel` (one per instance's realtime broker). */
  subscribers(channel: string): Promise<number>;
}

export interface Stack {
  readonly dir: string;
  readonly db: pg.Pool;
  readonly redis: TestRedis;
  readonly instances: [Instance, Instance];
  readonly proxy: Proxy;
  /** Log tails of every process, for a failure's message. */
  logs(): string;
  /** Stops every process and drops the database; removes the directory unless `keepLogs`. */
  stop(options?: { keepLogs?: boolean }): Promise<void>;
}

async function recreateDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: `${postgresUrl}/postgres` });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${databaseName}`);
  } finally {
    await admin.end();
  }
  return `${postgresUrl}/${databaseName}`;
}

async function dropDatabase(): Promise<void> {
  const admin = new pg.Client({ connectionString: `${postgresUrl}/postgres` });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`).finally(() => admin.end());
}

function createRedis(dir: string, port: number): TestRedis {
  const url = `redis://127.0.0.1:${port}`;
  const logFile = path.join(dir, 'redis.log');
  let child: Child | undefined;
  const withClient = async <T>(use: (client: RedisClient) => Promise<T>): Promise<T> => {
    const client = new RedisClient(url, {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    client.on('error', () => {});
    try {
      await client.connect();
      return await use(client);
    } finally {
      client.disconnect();
    }
  };
  return {
    url,
    async start() {
      const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
      child = spawnChild('redis-server', 'redis-server', args, { cwd: dir, env: process.env, logFile });
      const started = child;
      await waitFor('redis answers PING', () => withClient(async (c) => (await c.ping()) === 'PONG'), {
        child: started,
        timeoutMs: 10_000,
      });
    },
    async kill() {
      child?.signal('SIGKILL');
      await child?.exited;
    },
    subscribers: (channel) =>
      withClient(async (c) => Number(((await c.pubsub('NUMSUB', channel)) as [string, number])[1])),
  };
}

/** What production requires every instance to share, made for this run. */
function sharedSecrets(): Record<string, string> {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const scalar = ecdh.getPrivateKey();
  return {
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    PUSHER_APP_SECRET: crypto.randomBytes(24).toString('hex'),
    VAPID_PUBLIC_KEY: ecdh.getPublicKey().toString('base64url'),
    VAPID_PRIVATE_KEY: Buffer.concat([Buffer.alloc(32 - scalar.length), scalar]).toString('base64url'),
  };
}

function createInstance(name: string, port: number, dir: string, env: Record<string, string>): Instance {
  const url = `http://127.0.0.1:${port}`;
  const logFile = path.join(dir, `${name}.log`);
  const dataDir = path.join(dir, name);
  let child: Child | undefined;
  const isRunning = () => child?.isRunning() ?? false;
  return {
    name,
    port,
    url,
    logFile,
    isRunning,
    pid: () => child?.pid ?? 0,
    async start() {
      if (isRunning()) throw new Error(`${name} is already running`);
      child = spawnChild(name, process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: path.join(repoRoot, 'apps/server'),
        env: { ...env, PORT: String(port), DATA_DIR: dataDir },
        logFile,
      });
      // The first start migrates the fresh database and seeds the demo catalogue.
      await waitFor(`${name} ready`, () => answers200(`${url}/api/ready`), { child, timeoutMs: 150_000 });
    },
    async kill() {
      child?.signal('SIGKILL');
      await child?.exited;
    },
    async terminate() {
      if (!child) throw new Error(`${name} was never started`);
      child.signal('SIGTERM');
      return child.exited;
    },
  };
}

export async function startStack(): Promise<Stack> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-balancer-'));
  const databaseUrl = await recreateDatabase();
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const taken = new Set<number>();
  const port = async (preferred: number) => {
    const found = await freePortFrom(preferred, taken);
    taken.add(found);
    return found;
  };
  const redis = createRedis(dir, await port(6390));
  const proxyPort = await port(8089);
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? dir,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redis.url,
    SHUTDOWN_DRAIN_SECONDS: String(drainSeconds),
    TRUST_PROXY: '1',
    PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    ...sharedSecrets(),
  };
  const instances: [Instance, Instance] = [
    createInstance('instance-1', await port(3201), dir, env),
    createInstance('instance-2', await port(3202), dir, env),
  ];
  let proxy: Proxy | undefined;
  const stack = {
    dir,
    db,
    redis,
    instances,
    logs: () =>
      [...instances.map((i) => i.logFile), path.join(dir, 'nginx.log'), path.join(dir, 'redis.log')]
        .map((file) => `--- ${file}\n${tailOf(file, 15)}`)
        .join('\n'),
    async stop({ keepLogs = false } = {}) {
      await proxy?.stop();
      await Promise.all(instances.map((instance) => instance.kill()));
      await redis.kill();
      await db.end();
      await dropDatabase();
      if (!keepLogs) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    await redis.start();
    // One after the other: the first migrates and seeds, the second then starts in seconds.
    for (const instance of instances) await instance.start();
    proxy = await startNginx(dir, {
      instances: instances.map((instance) => `127.0.0.1:${instance.port}`),
      port: proxyPort,
      redirectPort: await port(8090),
    });
  } catch (error) {
    const logs = stack.logs();
    await stack.stop({ keepLogs: true }).catch(() => {});
    throw new Error(`${(error as Error).message}\n${logs}`, { cause: error });
  }
  return { ...stack, proxy };
}
