import type { Config } from '../../config.ts';
import { subscribeCdekWebhook } from '../../platform/delivery/cdek.ts';
import type { Command } from '../command.ts';

/** The address CDEK posts its order status notices to, for this installation. */
export const cdekWebhookAddress = (config: Pick<Config, 'publicUrl'>) =>
  `${config.publicUrl}/api/delivery/webhooks/cdek`;

/**
 * Registers our webhook address with CDEK (record 0170): once after setting the CDEK variables, and again
 * whenever `PUBLIC_URL` or `CDEK_WEBHOOK_SECRET` changes (CDEK keeps one address per notice type).
 */
export const cdekWebhook: Command = {
  name: 'cdek-webhook',
  usage: 'cdek-webhook',
  summary: 'подписать адрес PUBLIC_URL/api/delivery/webhooks/cdek на уведомления СДЭК о статусах заказов',
  run: async ({ config, print }) => {
    const { CDEK_CLIENT_ID, CDEK_CLIENT_SECRET, CDEK_WEBHOOK_SECRET, CDEK_API_URL } = config;
    if (!CDEK_CLIENT_ID || !CDEK_CLIENT_SECRET || !CDEK_WEBHOOK_SECRET) {
      console.error('Задайте CDEK_CLIENT_ID, CDEK_CLIENT_SECRET и CDEK_WEBHOOK_SECRET');
      return 1;
    }
    const address = cdekWebhookAddress(config);
    const uuid = await subscribeCdekWebhook(
      {
        clientId: CDEK_CLIENT_ID,
        clientSecret: CDEK_CLIENT_SECRET,
        apiUrl: CDEK_API_URL,
        webhookSecret: CDEK_WEBHOOK_SECRET,
      },
      address,
    );
    print(`СДЭК будет присылать уведомления на ${address} (подписка ${uuid})`);
    return 0;
  },
};
