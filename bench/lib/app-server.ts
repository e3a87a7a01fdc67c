// The marketplace API as a child process of the bench: what apps/server/src/main.ts starts, minus the
// web app (not under test) and the seeding (the generator has done it). Configured by the
// environment like the real server (see servers.ts); listens on HOST/PORT until SIGTERM.
import fs from 'node:fs';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';

const config = loadConfig(process.env);
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dbDir });
await database.migrate();
// The load bench turns the periodic jobs off: a rebuild of the map's cells (3 s at a million ads) would land in
// one scenario's measurement and not another's.
const app = await buildApp({ config, database, periodicJobs: process.env.BENCH_PERIODIC_JOBS !== 'off' });

// The soak (embedded.ts) splits the RSS it reads from /proc with this: V8's heap, and array buffers (Node's
// Buffers, the ad pages kept as bytes among them; PGlite's WASM memory is not one of them).
const memoryFile = process.env.BENCH_MEMORY_FILE;
if (memoryFile) {
  setInterval(() => fs.writeFileSync(memoryFile, JSON.stringify(process.memoryUsage())), 1000).unref();
}

let closing = false;
async function shutdown(): Promise<void> {
  if (closing) return;
  closing = true;
  await app.close();
  await database.close();
  process.exit(0);
}
process.once('SIGTERM', () => void shutdown());
process.once('SIGINT', () => void shutdown());

await app.listen({ port: config.PORT, host: config.HOST });
