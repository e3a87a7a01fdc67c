/** One text to one phone (`+7XXXXXXXXXX`). `code` is kept only by the development outbox. */
export interface SmsMessage {
  phone: string;
  text: string;
  code?: string;
}

export interface SmsSender {
  readonly name: 'outbox' | 'smsru';
  send(message: SmsMessage): Promise<void>;
}

export class SmsSendError extends Error {}
