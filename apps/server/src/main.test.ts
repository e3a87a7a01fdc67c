import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-main-'));
let child: ChildProcess | undefined;
afterAll(() => {
  child?.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the server process', () => {
  it('drains when told to stop: not ready, still serving, then exits cleanly', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}/api`;
    child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      // The embedded database and counters whatever the suite runs on: this is about the process.
      env: {
        ...process.env,
        DATABASE_URL: '',
        REDIS_URL: '',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        SHUTDOWN_DRAIN_SECONDS: '2',
      },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => child?.on('exit', (code) => resolve(code)));

    const status = async (url: string) => (await fetch(`${base}${url}`).catch(() => undefined))?.status;
    for (let tries = 0; (await status('/ready')) !== 200; tries++) {
      expect(tries, 'the server did not become ready').toBeLessThan(300);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    const stopped = Date.now();
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const draining = await fetch(`${base}/ready`);
    expect([draining.status, ((await draining.json()) as { status: string }).status]).toEqual([
      503,
      'draining',
    ]);
    expect(await status('/categories')).toBe(200);

    expect(await exited).toBe(0);
    expect(Date.now() - stopped).toBeGreaterThanOrEqual(2_000);
  }, 90_000);
});
