// Child processes of the bench: every one is started in its own process group and tracked, so the
// group is ended on a normal finish, on an error, on Ctrl-C / SIGTERM, and (last resort) on exit.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

const running = new Set<ChildProcess>();

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

let handlersInstalled = false;
/** Ends every tracked child when the bench is interrupted or exits for any reason. */
export function installShutdownHandlers(): void {
  if (handlersInstalled) return;
  handlersInstalled = true;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping child processes…`);
      for (const child of running) signalGroup(child, 'SIGTERM');
      setTimeout(() => process.exit(130), 2_000).unref();
      void Promise.all([...running].map((c) => waitForExit(c, 1_500))).then(() => process.exit(130));
    });
  }
  process.once('exit', () => {
    for (const child of running) signalGroup(child, 'SIGKILL');
  });
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

export interface SpawnOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Show the child's output live (a progress bar) instead of keeping its tail for errors. */
  inherit?: boolean;
}

export interface Child {
  readonly name: string;
  readonly process: ChildProcess;
  /** Last lines the child printed (when not inherited), for error messages. */
  tail(): string;
  /** SIGTERM to the group, SIGKILL after `graceMs`; resolves once it has exited. */
  stop(graceMs?: number): Promise<void>;
}

export function spawnChild(name: string, command: string, args: string[], opts: SpawnOptions): Child {
  const child = spawn(command, args, {
    cwd: opts.cwd,
    env: opts.env,
    detached: true,
    stdio: opts.inherit ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const lines: string[] = [];
  const keep = (chunk: Buffer): void => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 40));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return {
    name,
    process: child,
    tail: () => lines.join('\n'),
    async stop(graceMs = 10_000) {
      signalGroup(child, 'SIGTERM');
      if (!(await waitForExit(child, graceMs))) {
        signalGroup(child, 'SIGKILL');
        await waitForExit(child, 5_000);
      }
    },
  };
}

/** Runs a command to its end; rejects on a non-zero exit. */
export async function runToEnd(
  name: string,
  command: string,
  args: string[],
  opts: SpawnOptions,
): Promise<void> {
  const child = spawnChild(name, command, args, opts);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.process.once('error', reject);
    child.process.once('exit', (exitCode) => resolve(exitCode));
  });
  if (code !== 0) throw new Error(`${name} exited with code ${String(code)}\n${child.tail()}`);
}

/** Polls `url` until it answers 2xx; rejects when the child exits first or after `timeoutMs`. */
export async function waitUntilReady(child: Child, url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null || child.process.signalCode !== null) {
      throw new Error(`${child.name} exited before it was ready\n${child.tail()}`);
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error(`${child.name} was not ready at ${url} after ${timeoutMs / 1000} s\n${child.tail()}`);
}

/** A TCP port on the loopback interface that nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}
