import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const secretsSchema = z.object({ JWT_SECRET: z.string().min(32), PUSHER_APP_SECRET: z.string().min(16) });
export type LocalSecrets = z.infer<typeof secretsSchema>;

const fileName = 'secrets.json';
const random = () => crypto.randomBytes(48).toString('base64url');

/**
 * The signing secrets of a server that runs outside production without them in its environment: made
 * at random on the first start and kept in `DATA_DIR/secrets.json` (readable by its owner only), so
 * that sessions outlive a restart and no secret is written in the repository. Production requires them
 * in the environment (config.ts): instances behind one load balancer must share them.
 */
export function localSecrets(dataDir: string): LocalSecrets {
  const file = path.join(dataDir, fileName);
  const existing = read(file);
  if (existing) return existing;
  fs.mkdirSync(dataDir, { recursive: true });
  // Written aside and linked into place, so that two processes starting at once (test workers) never
  // read a half-written file: the second link fails and that process reads the first one's secrets.
  const draft = `${file}.${process.pid}.${crypto.randomUUID()}`;
  fs.writeFileSync(draft, JSON.stringify({ JWT_SECRET: random(), PUSHER_APP_SECRET: random() }), {
    mode: 0o600,
  });
  try {
    fs.linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
  const created = read(file);
  if (!created) throw new Error(`${file} does not hold the secrets: remove it to make new ones`);
  return created;
}

function read(file: string): LocalSecrets | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const parsed = secretsSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${file} does not hold the secrets: remove it to make new ones`);
  return parsed.data;
}
