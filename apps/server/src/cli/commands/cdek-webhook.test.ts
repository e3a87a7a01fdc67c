import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startCdekServer, type CdekServer } from '../../test/cdek-server.ts';
import { testConfig } from '../../test/config.ts';
import { cdekWebhook } from './cdek-webhook.ts';

let cdek: CdekServer;
beforeAll(async () => {
  cdek = await startCdekServer();
});
afterAll(() => cdek.close());

describe('npm run admin -- cdek-webhook', () => {
  it('subscribes PUBLIC_URL’s webhook address, with the secret, to CDEK’s status notices', async () => {
    const config = testConfig(os.tmpdir(), {
      PUBLIC_URL: 'https://market.example',
      DELIVERY_CARRIER: 'cdek',
      CDEK_CLIENT_ID: cdek.clientId,
      CDEK_CLIENT_SECRET: cdek.clientSecret,
      CDEK_WEBHOOK_SECRET: 'hook-secret-0123456789',
      CDEK_API_URL: cdek.url,
    });
    const lines: string[] = [];
    expect(await cdekWebhook.run({ config, args: [], print: (line) => lines.push(line) })).toBe(0);
    const address = 'https://market.example/api/delivery/webhooks/cdek?secret=hook-secret-0123456789';
    expect(cdek.webhooks.get('ORDER_STATUS')).toMatchObject({ url: address });
    expect(lines.join('\n')).toContain('https://market.example/api/delivery/webhooks/cdek');
  });

  it('refuses to run without CDEK’s credentials', async () => {
    const config = testConfig(os.tmpdir(), { DELIVERY_CARRIER: 'sandbox' });
    const subscribed = new Map(cdek.webhooks);
    const received = cdek.received.length;
    expect(await cdekWebhook.run({ config, args: [], print: () => undefined })).toBe(1);
    const errors = vi.mocked(console.error);
    expect(String(errors.mock.calls[0]?.[0])).toContain('CDEK_CLIENT_ID');
    errors.mockClear();
    expect(cdek.webhooks).toEqual(subscribed);
    expect(cdek.received).toHaveLength(received);
  });
});
