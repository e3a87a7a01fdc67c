import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { newVapidKeys, vapidKeysMatch } from './platform/push/vapid-keys.ts';

// A development config keeps the secrets it makes in DATA_DIR: here, never in the checkout's ./data.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-config-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const load = (env: NodeJS.ProcessEnv = {}) => loadConfig({ DATA_DIR: dataDir, ...env });

const vapid = newVapidKeys();
const secrets = {
  JWT_SECRET: 'x'.repeat(40),
  PUSHER_APP_SECRET: 'y'.repeat(20),
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
  VAPID_SUBJECT: 'mailto:push@example.ru',
  PAYMENTS_PROVIDER: 'yookassa',
  YOOKASSA_SHOP_ID: '123456',
  YOOKASSA_SECRET_KEY: 'live_secret',
  DELIVERY_CARRIER: 'cdek',
  CDEK_CLIENT_ID: 'client',
  CDEK_CLIENT_SECRET: 'secret',
  CDEK_WEBHOOK_SECRET: 'a-webhook-secret-of-16',
  MAP_TILE_URL: 'https://tiles.example.ru/{z}/{x}/{y}.png',
};

describe('loadConfig', () => {
  it('runs on embedded defaults in development', () => {
    const config = load({ DATA_DIR: '/tmp/mp-config-test' });
    expect(config).toMatchObject({ NODE_ENV: 'development', PORT: 3000 });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dbDir).toBe('/tmp/mp-config-test/db');
    expect(config.uploadsDir).toBe('/tmp/mp-config-test/uploads');
  });

  it('requires the signing secrets in production, naming each missing variable', () => {
    expect(() => load({ NODE_ENV: 'production' })).toThrow(
      /JWT_SECRET[\s\S]*PUSHER_APP_SECRET[\s\S]*VAPID_PUBLIC_KEY[\s\S]*VAPID_PRIVATE_KEY[\s\S]*VAPID_SUBJECT[\s\S]*MAP_TILE_URL[\s\S]*PAYMENTS_PROVIDER[\s\S]*DELIVERY_CARRIER/,
    );
    expect(load({ NODE_ENV: 'production', ...secrets }).NODE_ENV).toBe('production');
  });

  it('takes the VAPID keys only as a matching pair, and a mailto: or https: subject', () => {
    const other = newVapidKeys();
    expect(() => load({ VAPID_PUBLIC_KEY: vapid.publicKey })).toThrow(/VAPID_PRIVATE_KEY: .*one pair/);
    expect(() => load({ VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: other.privateKey })).toThrow(
      /VAPID_PUBLIC_KEY: not the public key of VAPID_PRIVATE_KEY/,
    );
    expect(() => load({ VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: 'c2hvcnQ' })).toThrow(
      /VAPID_PUBLIC_KEY/,
    );
    for (const VAPID_SUBJECT of ['push@example.ru', 'http://example.ru', 'mailto:']) {
      expect(() => load({ VAPID_SUBJECT }), VAPID_SUBJECT).toThrow(
        /VAPID_SUBJECT must be a mailto: or https:/,
      );
    }
    const config = load({ NODE_ENV: 'production', ...secrets, VAPID_SUBJECT: 'https://example.ru/contact' });
    expect(config).toMatchObject({
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'https://example.ru/contact',
    });
    expect(load().VAPID_SUBJECT).toBe('mailto:push@localhost');
  });

  it('sends pushes only to the known push services unless PUSH_ALLOWED_HOSTS names others', () => {
    expect(load().PUSH_ALLOWED_HOSTS).toEqual([
      'fcm.googleapis.com',
      'updates.push.services.mozilla.com',
      '*.push.apple.com',
      '*.notify.windows.com',
    ]);
    expect(load({ PUSH_ALLOWED_HOSTS: ' push.example.ru, *.Push.Example.org ,' }).PUSH_ALLOWED_HOSTS).toEqual(
      ['push.example.ru', '*.push.example.org'],
    );
  });

  it('takes OpenStreetMap’s public tiles in development only', () => {
    expect(load({}).MAP_TILE_URL).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(() => load({ NODE_ENV: 'production', ...secrets, MAP_TILE_URL: undefined })).toThrow(
      /MAP_TILE_URL: OpenStreetMap/,
    );
  });

  it('needs YooKassa’s shop id and secret key to take payments through YooKassa', () => {
    expect(() => load({ PAYMENTS_PROVIDER: 'yookassa' })).toThrow(
      /YOOKASSA_SHOP_ID[\s\S]*YOOKASSA_SECRET_KEY/,
    );
    const config = load({
      PAYMENTS_PROVIDER: 'yookassa',
      YOOKASSA_SHOP_ID: '1',
      YOOKASSA_SECRET_KEY: 's',
    });
    expect(config.YOOKASSA_API_URL).toBe('https://api.yookassa.ru/v3');
    expect(load({}).PAYMENTS_PROVIDER).toBe('sandbox');
  });

  it('needs CDEK’s client id, secret and a webhook secret to send parcels through CDEK', () => {
    expect(() => load({ DELIVERY_CARRIER: 'cdek' })).toThrow(
      /CDEK_CLIENT_ID[\s\S]*CDEK_CLIENT_SECRET[\s\S]*CDEK_WEBHOOK_SECRET/,
    );
    expect(() =>
      load({
        DELIVERY_CARRIER: 'cdek',
        CDEK_CLIENT_ID: 'c',
        CDEK_CLIENT_SECRET: 's',
        CDEK_WEBHOOK_SECRET: 'short',
      }),
    ).toThrow(/CDEK_WEBHOOK_SECRET/);
    const config = load({
      DELIVERY_CARRIER: 'cdek',
      CDEK_CLIENT_ID: 'c',
      CDEK_CLIENT_SECRET: 's',
      CDEK_WEBHOOK_SECRET: 'w'.repeat(16),
    });
    expect(config.CDEK_API_URL).toBe('https://api.cdek.ru/v2');
    expect(load({}).DELIVERY_CARRIER).toBe('sandbox');
  });

  it('explains every wrong variable at once', () => {
    expect(() => load({ PORT: 'abc', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*JWT_SECRET/,
    );
  });

  it('treats an empty DATABASE_URL as absent', () => {
    expect(load({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('takes replicas as comma-separated postgres:// addresses, only beside the primary', () => {
    const primary = 'postgres://db-1/mp';
    expect(load({ DATABASE_URL: primary }).DATABASE_READ_URL).toEqual([]);
    expect(
      load({ DATABASE_URL: primary, DATABASE_READ_URL: ' postgres://db-2/mp, postgresql://db-3/mp ,' })
        .DATABASE_READ_URL,
    ).toEqual(['postgres://db-2/mp', 'postgresql://db-3/mp']);
    expect(() => load({ DATABASE_READ_URL: 'postgres://db-2/mp' })).toThrow(
      /DATABASE_READ_URL.*DATABASE_URL/,
    );
    expect(() => load({ DATABASE_URL: primary, DATABASE_READ_URL: 'db-2' })).toThrow(/DATABASE_READ_URL/);
  });

  it('needs the SMS.ru api_id to send through SMS.ru', () => {
    expect(load({}).SMS_PROVIDER).toBe('outbox');
    expect(() => load({ SMS_PROVIDER: 'smsru' })).toThrow(/SMS_RU_API_ID/);
    expect(load({ SMS_PROVIDER: 'smsru', SMS_RU_API_ID: 'id' }).SMS_PROVIDER).toBe('smsru');
  });

  it('suggests addresses and geocodes locally unless DaData (with its key) or Nominatim is chosen', () => {
    expect(load({})).toMatchObject({ ADDRESS_PROVIDER: 'local', GEOCODER: 'local' });
    expect(() => load({ ADDRESS_PROVIDER: 'dadata' })).toThrow(/DADATA_API_KEY/);
    expect(load({ ADDRESS_PROVIDER: 'dadata', DADATA_API_KEY: 'key' }).ADDRESS_PROVIDER).toBe('dadata');
    expect(() => load({ ADDRESS_PROVIDER: 'yandex' })).toThrow(/ADDRESS_PROVIDER/);
    const nominatim = load({ GEOCODER: 'nominatim', NOMINATIM_URL: 'http://127.0.0.1:8080/search' });
    expect(nominatim).toMatchObject({ GEOCODER: 'nominatim', NOMINATIM_URL: 'http://127.0.0.1:8080/search' });
    expect(() => load({ NOMINATIM_URL: 'not a url' })).toThrow(/NOMINATIM_URL/);
  });

  it('knows its public address: PUBLIC_URL without a trailing slash, else localhost on the port', () => {
    expect(load({}).publicUrl).toBe('http://localhost:3000');
    expect(load({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(load({ PUBLIC_URL: 'https://example.ru/' }).publicUrl).toBe('https://example.ru');
    expect(load({ PUBLIC_URL: '' }).publicUrl).toBe('http://localhost:3000');
    expect(load({ NODE_ENV: 'production', ...secrets, PUBLIC_URL: 'https://example.ru' }).publicUrl).toBe(
      'https://example.ru',
    );
  });

  it('refuses a PUBLIC_URL that is not an http(s) address', () => {
    for (const PUBLIC_URL of [
      'example.ru',
      'ftp://example.ru',
      'javascript:alert(1)',
      'https://example.ru/?a=1',
    ]) {
      expect(() => load({ PUBLIC_URL }), PUBLIC_URL).toThrow(/PUBLIC_URL/);
    }
  });

  it('keeps pictures on the local disk unless S3_BUCKET is set', () => {
    expect(load({}).S3_BUCKET).toBeUndefined();
    expect(load({ S3_BUCKET: '', S3_ENDPOINT: '', S3_PUBLIC_URL: '' }).S3_BUCKET).toBeUndefined();
  });

  it('needs both S3 credentials with S3_BUCKET, never defaulting them', () => {
    expect(() => load({ S3_BUCKET: 'pictures' })).toThrow(
      /S3_ACCESS_KEY_ID: required when S3_BUCKET is set\n\s*S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set/,
    );
    expect(() => load({ S3_BUCKET: 'pictures', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: '' })).toThrow(
      /S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set/,
    );
    const config = load({
      S3_BUCKET: 'pictures',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config).toMatchObject({
      S3_BUCKET: 'pictures',
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: false,
    });
    expect(config.S3_ENDPOINT).toBeUndefined();
    expect(config.S3_PUBLIC_URL).toBeUndefined();
  });

  it('refuses S3 settings without S3_BUCKET rather than keep pictures on one instance’s disk', () => {
    expect(() =>
      load({
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
      }),
    ).toThrow(/S3_BUCKET: required with S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/);
  });

  it('addresses a self-hosted store (S3_ENDPOINT) path-style unless told otherwise', () => {
    const bucket = { S3_BUCKET: 'pictures', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
    const minio = { ...bucket, S3_ENDPOINT: 'http://127.0.0.1:9000' };
    expect(load(minio).S3_FORCE_PATH_STYLE).toBe(true);
    expect(load({ ...minio, S3_FORCE_PATH_STYLE: 'false' }).S3_FORCE_PATH_STYLE).toBe(false);
    expect(load({ ...bucket, S3_FORCE_PATH_STYLE: 'true' }).S3_FORCE_PATH_STYLE).toBe(true);
    expect(() => load({ ...bucket, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
    expect(() => load({ ...bucket, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
  });

  it('takes S3_PUBLIC_URL as an http(s) address without its trailing slash', () => {
    const bucket = { S3_BUCKET: 'pictures', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(load({ ...bucket, S3_PUBLIC_URL: 'https://cdn.example.ru/pictures/' }).S3_PUBLIC_URL).toBe(
      'https://cdn.example.ru/pictures',
    );
    for (const S3_PUBLIC_URL of ['cdn.example.ru', 'ftp://cdn.example.ru', 'https://cdn.example.ru/?a=1']) {
      expect(() => load({ ...bucket, S3_PUBLIC_URL }), S3_PUBLIC_URL).toThrow(/S3_PUBLIC_URL/);
    }
  });

  it('makes random secrets on the first start outside production, keeps them private and reuses them', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-secrets-'));
    const first = load({ DATA_DIR: dataDir });
    expect(first.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(first.PUSHER_APP_SECRET.length).toBeGreaterThanOrEqual(16);
    expect(first.JWT_SECRET).not.toBe(first.PUSHER_APP_SECRET);
    expect(fs.statSync(path.join(dataDir, 'secrets.json')).mode & 0o777).toBe(0o600);
    expect(vapidKeysMatch({ publicKey: first.VAPID_PUBLIC_KEY, privateKey: first.VAPID_PRIVATE_KEY })).toBe(
      true,
    );
    const again = load({ DATA_DIR: dataDir });
    const { JWT_SECRET, PUSHER_APP_SECRET, VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY } = first;
    expect(again).toMatchObject({ JWT_SECRET, PUSHER_APP_SECRET, VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY });

    const other = load({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'mp-secrets-')) });
    expect(other.JWT_SECRET).not.toBe(first.JWT_SECRET);
    const fromEnv = load({ DATA_DIR: dataDir, JWT_SECRET: 'e'.repeat(40) });
    expect([fromEnv.JWT_SECRET, fromEnv.PUSHER_APP_SECRET]).toEqual([
      'e'.repeat(40),
      first.PUSHER_APP_SECRET,
    ]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('adds the VAPID keys to a secrets file made before them, keeping its secrets', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-secrets-'));
    const file = path.join(dataDir, 'secrets.json');
    const earlier = { JWT_SECRET: 'j'.repeat(40), PUSHER_APP_SECRET: 'p'.repeat(20) };
    fs.writeFileSync(file, JSON.stringify(earlier), { mode: 0o600 });
    const upgraded = load({ DATA_DIR: dataDir });
    expect(upgraded).toMatchObject(earlier);
    expect(
      vapidKeysMatch({ publicKey: upgraded.VAPID_PUBLIC_KEY, privateKey: upgraded.VAPID_PRIVATE_KEY }),
    ).toBe(true);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({
      ...earlier,
      VAPID_PUBLIC_KEY: upgraded.VAPID_PUBLIC_KEY,
      VAPID_PRIVATE_KEY: upgraded.VAPID_PRIVATE_KEY,
    });
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(load({ DATA_DIR: dataDir }).VAPID_PUBLIC_KEY).toBe(upgraded.VAPID_PUBLIC_KEY);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a secrets file it cannot read rather than signing with something else', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-secrets-'));
    fs.writeFileSync(path.join(dataDir, 'secrets.json'), JSON.stringify({ JWT_SECRET: 'short' }));
    expect(() => load({ DATA_DIR: dataDir })).toThrow(/secrets\.json does not hold the secrets/);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
