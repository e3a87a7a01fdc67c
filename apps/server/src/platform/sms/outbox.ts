import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { smsOutbox } from '../../db/schema/index.ts';
import type { SmsMessage, SmsSender } from './sender.ts';

/** The local default: texts go to the `sms_outbox` table instead of a phone. */
export class OutboxSms implements SmsSender {
  readonly name = 'outbox';

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    /** Log the text itself (it holds a code): development only. */
    private readonly logTexts: boolean,
    private readonly now: () => Date,
  ) {}

  async send({ phone, text, code }: SmsMessage): Promise<void> {
    await this.db.insert(smsOutbox).values({ phone, text, code, createdAt: this.now() });
    if (this.logTexts) this.log.info({ phone, text }, 'sms outbox');
    else this.log.info('sms stored in the outbox');
  }
}
