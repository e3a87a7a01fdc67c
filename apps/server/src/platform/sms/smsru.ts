import { z } from 'zod';
import { SmsSendError, type SmsMessage, type SmsSender } from './sender.ts';

const replySchema = z.object({
  status: z.string(),
  status_code: z.number().optional(),
  sms: z.record(z.string(), z.object({ status: z.string(), status_code: z.number().optional() })).optional(),
});

/** SMS.ru's HTTP API (https://sms.ru/api/send): one POST per text, JSON reply. */
export class SmsRuSender implements SmsSender {
  readonly name = 'smsru';

  constructor(
    private readonly apiId: string,
    private readonly endpoint = 'https://sms.ru/sms/send',
    private readonly timeoutMs = 10_000,
  ) {}

  async send({ phone, text }: SmsMessage): Promise<void> {
    const to = phone.replace(/^\+/, '');
    const body = new URLSearchParams({ api_id: this.apiId, to, msg: text, json: '1' });
    let response: Response;
    try {
      response = await fetch(this.endpoint, {
        method: 'POST',
        body,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      throw new SmsSendError('SMS.ru is unreachable', { cause: err });
    }
    if (!response.ok) throw new SmsSendError(`SMS.ru answered HTTP ${response.status}`);
    const reply = replySchema.safeParse(await response.json().catch(() => undefined));
    if (!reply.success) throw new SmsSendError('SMS.ru sent an unreadable reply');
    const perPhone = reply.data.sms?.[to];
    if (reply.data.status !== 'OK' || (perPhone && perPhone.status !== 'OK')) {
      const code = perPhone?.status_code ?? reply.data.status_code;
      throw new SmsSendError(`SMS.ru refused the text (status_code ${code ?? 'unknown'})`);
    }
  }
}
