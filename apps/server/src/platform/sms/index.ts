import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { OutboxSms } from './outbox.ts';
import type { SmsSender } from './sender.ts';
import { SmsRuSender } from './smsru.ts';

export type { SmsMessage, SmsSender } from './sender.ts';
export { SmsSendError } from './sender.ts';

/** SMS.ru when configured, otherwise the outbox. */
export function createSmsSender(config: Config, db: Db, log: FastifyBaseLogger, now: () => Date): SmsSender {
  if (config.SMS_PROVIDER === 'smsru' && config.SMS_RU_API_ID) return new SmsRuSender(config.SMS_RU_API_ID);
  return new OutboxSms(db, log, config.NODE_ENV !== 'production', now);
}
