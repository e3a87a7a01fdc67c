import crypto from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Carrier } from './carrier.ts';
import { cdekCarrier } from './cdek.ts';
import { sandboxCarrier } from './sandbox.ts';

export * from './carrier.ts';
export type { SandboxCarrier, SandboxWebhook } from './sandbox.ts';

/**
 * CDEK when configured, otherwise the sandbox (which production refuses, config.ts). The sandbox signs
 * its webhooks with a key derived from the server's signing secret: it runs outside production only,
 * and every instance of one installation derives the same key.
 */
export function createCarrier(config: Config, db: Db): Carrier {
  if (
    config.DELIVERY_CARRIER === 'cdek' &&
    config.CDEK_CLIENT_ID &&
    config.CDEK_CLIENT_SECRET &&
    config.CDEK_WEBHOOK_SECRET
  ) {
    return cdekCarrier({
      clientId: config.CDEK_CLIENT_ID,
      clientSecret: config.CDEK_CLIENT_SECRET,
      apiUrl: config.CDEK_API_URL,
      webhookSecret: config.CDEK_WEBHOOK_SECRET,
    });
  }
  const webhookKey = crypto
    .createHmac('sha256', config.JWT_SECRET)
    .update('sandbox delivery webhooks')
    .digest('hex');
  return sandboxCarrier(db, webhookKey);
}
