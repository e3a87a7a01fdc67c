// Child processes of the balancer test (instances, nginx, redis-server): output to a log file, exits
// awaited, and every one still running killed when the test process ends for any reason.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export interface Child {
  readonly name: string;
  readonly pid: number;
  /** Resolves with the exit code, or the signal's name, once the process has exited. */
  readonly exited: Promise<number | string>;
  isRunning(): boolean;
  signal(signal: NodeJS.Signals): void;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves once it has exited. */
  stop(graceMs?: number): Promise<void>;
}

const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export function spawnChild(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; logFile: string },
): Child {
  const log = fs.openSync(options.logFile, 'a');
  fs.writeSync(log, `\n=== ${new Date().toISOString()} ${name}: ${command} ${args.join(' ')}\n`);
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', log, log] });
  fs.closeSync(log);
  running.add(child);
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve(code ?? signal ?? 'unknown');
    });
  });
  const isRunning = () => child.exitCode === null && child.signalCode === null;
  return {
    name,
    pid: child.pid ?? 0,
    exited,
    isRunning,
    signal: (signal) => void (isRunning() && child.kill(signal)),
    async stop(graceMs = 15_000) {
      if (!isRunning()) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Polls until `check` resolves true; throws `what` after `timeoutMs`, or at once when `child` exits. */
export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  { timeoutMs = 60_000, everyMs = 100, child }: { timeoutMs?: number; everyMs?: number; child?: Child } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && !child.isRunning()) throw new Error(`${child.name} exited while waiting: ${what}`);
    if (await check().catch(() => false)) return;
    await sleep(everyMs);
  }
  throw new Error(`timed out after ${timeoutMs} ms: ${what}`);
}

/** `GET url` answers 200. */
export async function answers200(url: string): Promise<boolean> {
  const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
  await res.arrayBuffer();
  return res.status === 200;
}

/**
 * A free loopback port at or after `preferred`. Below the ephemeral range on purpose: a killed
 * instance's port must not be taken meanwhile by some outgoing connection's local end.
 */
export async function freePortFrom(
  preferred: number,
  taken: ReadonlySet<number> = new Set(),
): Promise<number> {
  for (let port = preferred; port < preferred + 200; port++) {
    if (!taken.has(port) && (await canListen(port))) return port;
  }
  throw new Error(`no free port in ${preferred}…${preferred + 199}`);
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** The last `lines` lines of a log file, for a failure's message. */
export function tailOf(file: string, lines = 30): string {
  if (!fs.existsSync(file)) return `(no ${file})`;
  return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
}
