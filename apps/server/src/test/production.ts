import { newVapidKeys } from '../platform/push/vapid-keys.ts';

/**
 * What production requires to start, for tests that build a production app next to the test one. Its
 * payments provider and map tiles are never called.
 */
export function productionEnv(): Record<string, string> {
  const vapid = newVapidKeys();
  return {
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
    PUSHER_APP_SECRET: 'a-production-pusher-secret',
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:push@example.ru',
    PAYMENTS_PROVIDER: 'yookassa',
    YOOKASSA_SHOP_ID: '123456',
    YOOKASSA_SECRET_KEY: 'test_secret',
    MAP_TILE_URL: 'https://tiles.example.ru/{z}/{x}/{y}.png',
  };
}
