import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig, loadDotEnv } from './config.ts';
import { openDatabase } from './db/client.ts';
import { buildApp } from './app.ts';
import { createFileStorage } from './platform/storage/index.ts';
import { ensureSeeded } from './seed/index.ts';

loadDotEnv();
const config = loadConfig();
const started = performance.now();
fs.mkdirSync(config.dbDir, { recursive: true });
const database = await openDatabase({
  url: config.DATABASE_URL,
  readUrls: config.DATABASE_READ_URL,
  dataDir: config.dbDir,
});
await database.migrate();
// One storage for the demo pictures the seeding writes and the server serves.
const storage = await createFileStorage(config);
const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web');
const app = await buildApp({
  config,
  database,
  storage,
  webDistDir: path.join(webDir, 'dist'),
  webServerEntry: path.join(webDir, 'dist-ssr/main-server.js'),
});
await ensureSeeded({ db: database.db, storage, log: app.log, demo: config.SEED_DEMO });

let closing = false;
/** How long a stopping instance still serves connections it accepted before it stopped listening. */
const acceptedRequestsGraceMs = 500;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  // Draining: readiness answers 503 while requests are still served, until the balancer has moved new
  // ones to the other instances; then WebSocket clients are told to reconnect (4200) and the rest closes.
  app.services.health.drain();
  const drainMs = config.SHUTDOWN_DRAIN_SECONDS * 1000;
  app.log.info({ signal, drainMs }, 'shutting down');
  const force = setTimeout(() => process.exit(1), drainMs + 10_000).unref();
  await new Promise((resolve) => setTimeout(resolve, drainMs));
  // Refuse new connections first (the listening socket only: http.Server#close would also drop those
  // just accepted), so that a balancer passes them to another instance, POSTs included. The requests
  // of connections accepted just before are still on their way: a moment to serve them, where
  // app.close() would answer them 503. Then the WebSockets, before app.close(): the HTTP server's close
  // waits for every connection, upgraded ones too, and would otherwise hang until the forced exit.
  net.Server.prototype.close.call(app.server);
  await new Promise((resolve) => setTimeout(resolve, acceptedRequestsGraceMs));
  await app.realtime.close();
  await app.close();
  await database.close();
  clearTimeout(force);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.PORT, host: config.HOST });
const address = `http://localhost:${config.PORT}`;
app.log.info(`ready in ${Math.round(performance.now() - started)} ms (${database.kind})`);
console.log(`\n  Маркетплейс запущен: ${address}\n  API: ${address}/api/docs\n`);
