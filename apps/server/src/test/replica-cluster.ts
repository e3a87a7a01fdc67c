import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** The server binaries of the machine's PostgreSQL (Debian keeps them out of PATH). */
function serverBinaries(): string {
  const root = '/usr/lib/postgresql';
  const major = fs.existsSync(root) ? fs.readdirSync(root).sort().at(-1) : undefined;
  const bin = major && path.join(root, major, 'bin');
  if (!bin || !fs.existsSync(path.join(bin, 'initdb'))) {
    throw new Error(`no PostgreSQL server binaries in ${root}/<version>/bin`);
  }
  return bin;
}

/** PostgreSQL refuses to run as root: as root, the clusters belong to the `postgres` user. */
const asRoot = process.getuid?.() === 0;

function run(bin: string, program: string, args: string[]): void {
  const command = path.join(bin, program);
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  execFileSync(file, argv, { stdio: 'pipe', cwd: '/tmp' });
}

export interface ReplicaCluster {
  primaryUrl: string;
  replicaUrl: string;
  /** Stops the primary (a fast shutdown: connections are cut) or starts it again. */
  stopPrimary(): void;
  startPrimary(): void;
  stopReplica(): void;
  startReplica(): void;
  /** Holds the replica's replay of the primary's changes (it lags for as long as wanted), or lets it go on. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Resolves once the replica has replayed everything the primary has written so far. */
  caughtUp(): Promise<void>;
  destroy(): void;
}

async function sql<T>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

/**
 * A primary and its streaming replica, made as an operator makes them: `initdb`, then `pg_basebackup -R`
 * from the running primary, each server on its own port in a temporary directory.
 */
export async function startReplicaCluster(ports = { primary: 5441, replica: 5442 }): Promise<ReplicaCluster> {
  const bin = serverBinaries();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-replicas-'));
  if (asRoot) execFileSync('chown', ['postgres', dir]);
  const primaryDir = path.join(dir, 'primary');
  const replicaDir = path.join(dir, 'replica');
  const settings = (port: number) =>
    [
      `port = ${port}`,
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${dir}'`,
      'fsync = off',
    ].join('\n');
  const pgCtl = (dataDir: string, action: 'start' | 'stop') =>
    run(bin, 'pg_ctl', [
      '-D',
      dataDir,
      '-l',
      `${dataDir}.log`,
      '-w',
      ...(action === 'stop' ? ['-m', 'fast'] : []),
      action,
    ]);

  run(bin, 'initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  fs.appendFileSync(path.join(primaryDir, 'postgresql.conf'), `\n${settings(ports.primary)}\n`);
  pgCtl(primaryDir, 'start');
  run(bin, 'pg_basebackup', [
    ...['-h', '127.0.0.1', '-p', String(ports.primary), '-U', 'postgres'],
    ...['-D', replicaDir, '-R', '-X', 'stream', '-c', 'fast'],
  ]);
  // The copy carries the primary's port; the replica listens on its own.
  fs.appendFileSync(path.join(replicaDir, 'postgresql.auto.conf'), `\nport = ${ports.replica}\n`);
  pgCtl(replicaDir, 'start');

  const primaryUrl = `postgres://postgres@127.0.0.1:${ports.primary}/postgres`;
  const replicaUrl = `postgres://postgres@127.0.0.1:${ports.replica}/postgres`;
  return {
    primaryUrl,
    replicaUrl,
    stopPrimary: () => pgCtl(primaryDir, 'stop'),
    startPrimary: () => pgCtl(primaryDir, 'start'),
    stopReplica: () => pgCtl(replicaDir, 'stop'),
    startReplica: () => pgCtl(replicaDir, 'start'),
    pauseReplay: async () => void (await sql(replicaUrl, 'select pg_wal_replay_pause()')),
    resumeReplay: async () => void (await sql(replicaUrl, 'select pg_wal_replay_resume()')),
    async caughtUp() {
      const [primary] = await sql<{ lsn: string }>(primaryUrl, 'select pg_current_wal_lsn()::text as lsn');
      for (;;) {
        const [replica] = await sql<{ behind: boolean }>(
          replicaUrl,
          `select pg_last_wal_replay_lsn() < '${primary?.lsn}'::pg_lsn as behind`,
        );
        if (replica?.behind === false) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    destroy() {
      for (const dataDir of [replicaDir, primaryDir]) {
        try {
          pgCtl(dataDir, 'stop');
        } catch {
          // Already stopped by the test.
        }
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
