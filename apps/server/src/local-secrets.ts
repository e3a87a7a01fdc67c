import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { newVapidKeys } from './platform/push/vapid-keys.ts';

const secretsSchema = z.object({
  JWT_SECRET: z.string().min(32),
  PUSHER_APP_SECRET: z.string().min(16),
  VAPID_PUBLIC_KEY: z.string().min(1),
  VAPID_PRIVATE_KEY: z.string().min(1),
});
export type LocalSecrets = z.infer<typeof secretsSchema>;
/** The variables production must set and this file makes elsewhere. */
export const secretNames = secretsSchema.keyof().options;

/** A file written before push notifications has no VAPID keys: they are added to it. */
const storedSchema = secretsSchema.partial({ VAPID_PUBLIC_KEY: true, VAPID_PRIVATE_KEY: true });
type StoredSecrets = z.infer<typeof storedSchema>;

const fileName = 'secrets.json';
const random = () => crypto.randomBytes(48).toString('base64url');

function vapidSecrets() {
  const { publicKey, privateKey } = newVapidKeys();
  return { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey };
}

const complete = (stored: StoredSecrets): LocalSecrets | undefined => {
  const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY } = stored;
  return VAPID_PUBLIC_KEY && VAPID_PRIVATE_KEY
    ? { ...stored, VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY }
    : undefined;
};

/**
 * The signing secrets and VAPID keys of a server that runs outside production without them in its
 * environment: made at random on the first start and kept in `DATA_DIR/secrets.json` (readable by its
 * owner only), so that sessions and push subscriptions outlive a restart and no secret is written in the
 * repository. Production requires them in the environment (config.ts): instances behind one load
 * balancer must share them.
 */
export function localSecrets(dataDir: string): LocalSecrets {
  const file = path.join(dataDir, fileName);
  const existing = read(file);
  const found = existing && complete(existing);
  if (found) return found;
  fs.mkdirSync(dataDir, { recursive: true });
  const draft = `${file}.${process.pid}.${crypto.randomUUID()}`;
  if (existing) {
    // The others are kept, so sessions stay signed in. Two processes upgrading one file at the same
    // moment both end up reading the one renamed last.
    fs.writeFileSync(draft, JSON.stringify({ ...existing, ...vapidSecrets() }), { mode: 0o600 });
    fs.renameSync(draft, file);
  } else {
    // Written aside and linked into place, so that two processes starting at once (test workers) never
    // read a half-written file: the second link fails and that process reads the first one's secrets.
    fs.writeFileSync(
      draft,
      JSON.stringify({ JWT_SECRET: random(), PUSHER_APP_SECRET: random(), ...vapidSecrets() }),
      {
        mode: 0o600,
      },
    );
    try {
      fs.linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(draft, { force: true });
    }
  }
  const created = read(file);
  const secrets = created && complete(created);
  if (!secrets) throw new Error(`${file} does not hold the secrets: remove it to make new ones`);
  return secrets;
}

function read(file: string): StoredSecrets | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const parsed = storedSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${file} does not hold the secrets: remove it to make new ones`);
  return parsed.data;
}
