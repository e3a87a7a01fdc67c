import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chatLabels, type NotificationsPage } from '@mp/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { openDatabase, type Database } from './db/client.ts';
import { domainEventOutbox } from './db/schema/index.ts';
import type { DomainEvents } from './domain-events.ts';
import { deliveryLeaseMs } from './platform/events/bus.ts';
import { api, newClient } from './test/auth.ts';
import { testConfig } from './test/config.ts';
import { createEmptyServerDatabase } from './test/database.ts';

// Where the killed process and the one started after it meet: a fresh database on the PostgreSQL server
// of DATABASE_URL, or the embedded database's files in a directory.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-outbox-crash-'));
const pgliteDir = path.join(dataDir, 'db');
const server = process.env.DATABASE_URL
  ? await createEmptyServerDatabase(process.env.DATABASE_URL)
  : undefined;
const location = server ? { url: server.url } : { dataDir: pgliteDir };
afterAll(async () => {
  await server?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function start(database: Database, now?: () => Date) {
  const config = testConfig(dataDir, {});
  // The jobs run as on a real start: the relay among them.
  const app = await buildApp({
    config,
    database,
    logger: false,
    now,
    jobOptions: { cronMonitorIntervalSeconds: 1 },
  });
  await app.ready();
  return app;
}

/** Runs test/announce-and-die.ts and resolves to the signal that ended it. */
function announceAndDie<Name extends keyof DomainEvents>(
  event: Name,
  listener: string,
  payload: DomainEvents[Name],
): Promise<NodeJS.Signals | null> {
  const script = fileURLToPath(new URL('./test/announce-and-die.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: path.dirname(script),
    env: {
      ...process.env,
      EVENT_JSON: JSON.stringify({ event, listener, payload }),
      ...(server ? { DATABASE_URL: server.url } : { PGLITE_DIR: pgliteDir }),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return new Promise((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
}

describe('a domain event written before its process is killed', () => {
  it('is delivered by the next start, once', { timeout: 120_000 }, async () => {
    // Two people, while the first instance runs.
    let database = await openDatabase(location);
    await database.migrate();
    let app = await start(database);
    const sender = await api(app).signUp(newClient());
    const recipient = await api(app).signUp(newClient());
    await app.close();
    await database.close();

    // A message to someone away is committed with its event, and the process dies delivering it.
    const signal = await announceAndDie('message.sent', 'notifications.notice', {
      chatId: 1,
      messageId: 1,
      senderId: sender.user.id,
      senderName: sender.user.name,
      recipientId: recipient.user.id,
      text: 'Добрый день, ещё продаёте?',
      recipientAway: true,
    });
    expect(signal).toBe('SIGKILL');

    // The next start, once the dead delivery's lease has passed, delivers it.
    database = await openDatabase(location);
    const kept = await database.db.select().from(domainEventOutbox);
    expect(kept).toMatchObject([{ event: 'message.sent', listener: 'notifications.notice', attempts: 0 }]);
    app = await start(database, () => new Date(Date.now() + deliveryLeaseMs));
    const notices = await api(app).get('/notifications', { token: recipient.token });
    expect(notices.json<NotificationsPage>().data.map((notice) => notice.description)).toEqual([
      chatLabels.awayNotice(sender.user.name, 'Добрый день, ещё продаёте?'),
    ]);
    expect(await database.db.select().from(domainEventOutbox)).toEqual([]);
    await app.close();
    await database.close();
  });
});
