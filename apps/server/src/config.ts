import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { localSecrets, secretNames, type LocalSecrets } from './local-secrets.ts';
import { vapidKeysMatch } from './platform/push/vapid-keys.ts';

/** OpenStreetMap's own tile server: fine for development, not for a production site's traffic. */
const OSM_PUBLIC_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** An optional variable that an empty value (`S3_BUCKET=` in a compose file) leaves unset. */
const unsetWhenEmpty = <T extends z.ZodType>(schema: T) =>
  schema.optional().or(z.literal('').transform(() => undefined));

const httpAddress = (name: string) =>
  z
    .string()
    .url()
    .regex(/^https?:\/\/[^/?#]+(\/[^?#]*)?$/i, `${name} must be an http(s):// address`);

/**
 * The push services of the browsers people use (Chrome and the Chromium browsers, Firefox, Safari,
 * Edge): in production the server sends only to these (record 0121). `*.` takes any subdomain.
 */
const KNOWN_PUSH_SERVICES = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
];

/** The VAPID subject outside production, where no push service needs to reach the operator. */
const LOCAL_VAPID_SUBJECT = 'mailto:push@localhost';

/** The S3 variables that mean nothing without `S3_BUCKET`. */
const s3Settings = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'] as const;

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: unsetWhenEmpty(
      z.string().regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// address'),
    ),
    /**
     * PostgreSQL streaming replicas, comma-separated: public lists, search, autocomplete, the map and shops
     * read from them (record 0174). Needs `DATABASE_URL`, the primary.
     */
    DATABASE_READ_URL: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((entry) => entry.trim())
          .filter((entry) => entry !== ''),
      )
      .pipe(
        z.array(z.string().regex(/^postgres(ql)?:\/\//, 'DATABASE_READ_URL must be postgres:// addresses')),
      ),
    REDIS_URL: z.string().optional(),
    /** The site's own address (no trailing slash) for canonical links, Open Graph and sitemaps. */
    PUBLIC_URL: unsetWhenEmpty(httpAddress('PUBLIC_URL')),
    /** Signing secrets; outside production, when unset, made once and kept in DATA_DIR (local-secrets.ts). */
    JWT_SECRET: z.string().min(32).optional(),
    PUSHER_APP_KEY: z.string().default('marketplace-key'),
    PUSHER_APP_SECRET: z.string().min(16).optional(),
    /** Web Push's VAPID keys (`npx web-push generate-vapid-keys`); like the secrets outside production. */
    VAPID_PUBLIC_KEY: unsetWhenEmpty(z.string().min(1)),
    VAPID_PRIVATE_KEY: unsetWhenEmpty(z.string().min(1)),
    /** Where push services can reach the operator: `mailto:` or `https:`. */
    VAPID_SUBJECT: unsetWhenEmpty(
      z
        .string()
        .regex(
          /^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/,
          'VAPID_SUBJECT must be a mailto: or https:// address',
        ),
    ),
    /** The push services production sends to, comma-separated hosts (`*.` for any subdomain). */
    PUSH_ALLOWED_HOSTS: z
      .string()
      .default(KNOWN_PUSH_SERVICES.join(','))
      .transform((value) =>
        value
          .split(',')
          .map((host) => host.trim().toLowerCase())
          .filter((host) => host !== ''),
      ),
    /** Map tiles: a self-hosted tile server or a provider's address with its key; OpenStreetMap's outside production. */
    MAP_TILE_URL: z.string().default(OSM_PUBLIC_TILES),
    MAP_ATTRIBUTION: z.string().default('© участники OpenStreetMap'),
    SMS_PROVIDER: z.enum(['outbox', 'smsru']).default('outbox'),
    SMS_RU_API_ID: z.string().min(1).optional(),
    /** Address suggestions: our cities (no key) or DaData with its API key. */
    ADDRESS_PROVIDER: z.enum(['local', 'dadata']).default('local'),
    DADATA_API_KEY: z.string().min(1).optional(),
    DADATA_URL: z
      .string()
      .url()
      .default('https://suggestions.dadata.ru/suggestions/api/4_1/rs/suggest/address'),
    /** Place search for the map: our cities or Nominatim (OpenStreetMap; a self-hosted one by its URL). */
    GEOCODER: z.enum(['local', 'nominatim']).default('local'),
    NOMINATIM_URL: z.string().url().default('https://nominatim.openstreetmap.org/search'),
    /** Wallet top-ups: the sandbox (development and tests; refused in production) or YooKassa. */
    PAYMENTS_PROVIDER: z.enum(['sandbox', 'yookassa']).default('sandbox'),
    YOOKASSA_SHOP_ID: z.string().min(1).optional(),
    YOOKASSA_SECRET_KEY: z.string().min(1).optional(),
    YOOKASSA_API_URL: z.string().url().default('https://api.yookassa.ru/v3'),
    /** Delivery between cities: the sandbox carrier (development and tests; refused in production) or CDEK. */
    DELIVERY_CARRIER: z.enum(['sandbox', 'cdek']).default('sandbox'),
    CDEK_CLIENT_ID: z.string().min(1).optional(),
    CDEK_CLIENT_SECRET: z.string().min(1).optional(),
    /** The secret our webhook address carries when it is registered with CDEK (record 0170). */
    CDEK_WEBHOOK_SECRET: z.string().min(16).optional(),
    CDEK_API_URL: z.string().url().default('https://api.cdek.ru/v2'),
    /**
     * Pictures in a bucket of an S3-compatible store (set: every instance serves every picture), else on
     * the local disk in DATA_DIR/uploads. The endpoint is for self-hosted stores (MinIO and the like).
     */
    S3_BUCKET: unsetWhenEmpty(z.string().min(1)),
    S3_ENDPOINT: unsetWhenEmpty(httpAddress('S3_ENDPOINT')),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: unsetWhenEmpty(z.string().min(1)),
    S3_SECRET_ACCESS_KEY: unsetWhenEmpty(z.string().min(1)),
    /** Path-style addresses (`host/bucket/key`): by default when S3_ENDPOINT names a self-hosted store. */
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
    /** A CDN's or public bucket's address that browsers read the pictures from; presigned URLs otherwise. */
    S3_PUBLIC_URL: unsetWhenEmpty(httpAddress('S3_PUBLIC_URL').transform((url) => url.replace(/\/+$/, ''))),
    SEED_DEMO: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * Seconds an instance told to stop keeps serving while its readiness answers 503, so that a load
     * balancer moves new requests elsewhere first (0: stop at once, as on a developer's machine).
     */
    SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(300).default(0),
    /**
     * WebSockets one client address may hold open on an instance (generous: a whole office or a mobile
     * carrier's NAT shares one address); past it the protocol's 4100 «over capacity» closes the newest.
     */
    REALTIME_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(200),
    /** Pictures one account may upload in an hour, over ads, drafts, avatar, company and reviews. */
    UPLOADS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(300),
    /** How long a guest's text search is answered from memory (0: never); a changed ad drops them all. */
    SEARCH_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
    /** How long categories, filters and cities are answered from memory (0: read every time). */
    REFERENCE_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
    /**
     * Fastify's `trustProxy`, so per-address limits see the client behind a reverse proxy: `false`
     * (default: the connecting address counts), `true` (trust every hop: only when nothing can reach
     * the server except through the proxy), a hop count (`1`), or addresses/CIDRs (`127.0.0.1,10.0.0.0/8`).
     */
    TRUST_PROXY: z
      .string()
      .trim()
      .default('false')
      .transform((value): boolean | number | string[] => {
        if (value === '' || value === 'false') return false;
        if (value === 'true') return true;
        if (/^\d{1,2}$/.test(value)) return Number(value);
        return value
          .split(',')
          .map((entry) => entry.trim())
          .filter((entry) => entry !== '');
      }),
  })
  .superRefine((env, ctx) => {
    if (env.DATABASE_READ_URL.length > 0 && !env.DATABASE_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_READ_URL'],
        message: 'needs DATABASE_URL, the primary',
      });
    if (env.SMS_PROVIDER === 'smsru' && !env.SMS_RU_API_ID)
      ctx.addIssue({ code: 'custom', path: ['SMS_RU_API_ID'], message: 'required when SMS_PROVIDER=smsru' });
    if (env.ADDRESS_PROVIDER === 'dadata' && !env.DADATA_API_KEY)
      ctx.addIssue({
        code: 'custom',
        path: ['DADATA_API_KEY'],
        message: 'required when ADDRESS_PROVIDER=dadata',
      });
    if (env.PAYMENTS_PROVIDER === 'yookassa') {
      for (const key of ['YOOKASSA_SHOP_ID', 'YOOKASSA_SECRET_KEY'] as const) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'required when PAYMENTS_PROVIDER=yookassa' });
      }
    }
    if (env.DELIVERY_CARRIER === 'cdek') {
      for (const key of ['CDEK_CLIENT_ID', 'CDEK_CLIENT_SECRET', 'CDEK_WEBHOOK_SECRET'] as const) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'required when DELIVERY_CARRIER=cdek' });
      }
    }
    if (env.S3_BUCKET) {
      for (const key of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'required when S3_BUCKET is set' });
      }
    } else {
      const stray = s3Settings.filter((key) => env[key] !== undefined);
      if (stray.length > 0)
        ctx.addIssue({
          code: 'custom',
          path: ['S3_BUCKET'],
          message: `required with ${stray.join(', ')} (pictures would stay on this instance's disk)`,
        });
    }
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY))
      ctx.addIssue({
        code: 'custom',
        path: [env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
        message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are one pair: set both',
      });
    else if (
      env.VAPID_PUBLIC_KEY &&
      env.VAPID_PRIVATE_KEY &&
      !vapidKeysMatch({ publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY })
    )
      ctx.addIssue({
        code: 'custom',
        path: ['VAPID_PUBLIC_KEY'],
        message: 'not the public key of VAPID_PRIVATE_KEY (make both with npx web-push generate-vapid-keys)',
      });
    if (env.NODE_ENV !== 'production') return;
    for (const key of secretNames) {
      if (!env[key])
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'required in production (every instance needs the same secret)',
        });
    }
    if (!env.VAPID_SUBJECT)
      ctx.addIssue({
        code: 'custom',
        path: ['VAPID_SUBJECT'],
        message: 'required in production: a mailto: or https:// address at which push services can reach you',
      });
    if (env.MAP_TILE_URL === OSM_PUBLIC_TILES)
      ctx.addIssue({
        code: 'custom',
        path: ['MAP_TILE_URL'],
        message:
          "OpenStreetMap's public tiles are for development (their usage policy forbids heavy use): set your tile server or a provider's address",
      });
    if (env.PAYMENTS_PROVIDER === 'sandbox')
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENTS_PROVIDER'],
        message: 'the sandbox confirms payments without money: set yookassa in production',
      });
    if (env.DELIVERY_CARRIER === 'sandbox')
      ctx.addIssue({
        code: 'custom',
        path: ['DELIVERY_CARRIER'],
        message: 'the sandbox carrier moves no parcels: set cdek in production',
      });
  })
  .transform((env) => ({
    ...env,
    VAPID_SUBJECT: env.VAPID_SUBJECT ?? LOCAL_VAPID_SUBJECT,
    S3_FORCE_PATH_STYLE:
      env.S3_FORCE_PATH_STYLE === undefined
        ? env.S3_ENDPOINT !== undefined
        : env.S3_FORCE_PATH_STYLE === 'true',
  }));

export type Config = Omit<z.infer<typeof envSchema>, (typeof secretNames)[number]> &
  LocalSecrets & {
    uploadsDir: string;
    dbDir: string;
    /** `PUBLIC_URL` without a trailing slash, or `http://localhost:PORT` when it is not set. */
    publicUrl: string;
  };

/** `TRUST_PROXY` as Fastify takes it: a hop count becomes "trust the nearest `n` hops". */
export function trustProxyOption(
  value: Config['TRUST_PROXY'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

/** Reads and validates the environment; throws one readable error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  return {
    ...parsed.data,
    ...secretsFor(dataDir, parsed.data),
    DATA_DIR: dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    dbDir: path.join(dataDir, 'db'),
    publicUrl: (parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`).replace(/\/+$/, ''),
  };
}

/**
 * The environment's secrets where it sets them, the data directory's (made on first start) for the rest.
 * The VAPID keys come both from one place: the schema takes them only as a pair.
 */
function secretsFor(dataDir: string, env: Partial<LocalSecrets>): LocalSecrets {
  const { JWT_SECRET, PUSHER_APP_SECRET, VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY } = env;
  if (JWT_SECRET && PUSHER_APP_SECRET && VAPID_PUBLIC_KEY && VAPID_PRIVATE_KEY)
    return { JWT_SECRET, PUSHER_APP_SECRET, VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY };
  const local = localSecrets(dataDir);
  const vapid =
    VAPID_PUBLIC_KEY && VAPID_PRIVATE_KEY
      ? { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY }
      : { VAPID_PUBLIC_KEY: local.VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: local.VAPID_PRIVATE_KEY };
  return {
    JWT_SECRET: JWT_SECRET ?? local.JWT_SECRET,
    PUSHER_APP_SECRET: PUSHER_APP_SECRET ?? local.PUSHER_APP_SECRET,
    ...vapid,
  };
}

/** Loads `.env` from the repository root into process.env when it exists; real variables win. */
export function loadDotEnv(): void {
  const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../.env');
  if (fs.existsSync(file)) process.loadEnvFile(file);
}
