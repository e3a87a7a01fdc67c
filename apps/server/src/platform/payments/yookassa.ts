import { z } from 'zod';
import {
  PaymentProviderError,
  type CreatedPayment,
  type PaymentRequest,
  type PaymentsProvider,
  type ProviderPaymentState,
} from './provider.ts';

const timeoutMs = 10_000;

const amountSchema = z.object({ value: z.string().regex(/^\d+(\.\d{1,2})?$/), currency: z.string() });
const paymentSchema = z.object({
  id: z.string().min(1),
  status: z.enum(['pending', 'waiting_for_capture', 'succeeded', 'canceled']),
  amount: amountSchema,
  confirmation: z.object({ confirmation_url: z.string().url().optional() }).optional(),
});

const kopecksOf = (value: string) => Math.round(Number(value) * 100);
const rublesText = (kopecks: number) => (kopecks / 100).toFixed(2);

/**
 * YooKassa's API v3 (https://yookassa.ru/developers/api): a one-stage payment (`capture: true`) with a
 * redirect confirmation. Our payment id is YooKassa's `Idempotence-Key`, so a retried create never charges
 * twice. `state` reads a payment back: a notification is only a hint to ask (record 0138).
 */
export function yookassaPayments(shopId: string, secretKey: string, baseUrl: string): PaymentsProvider {
  const authorization = `Basic ${Buffer.from(`${shopId}:${secretKey}`).toString('base64')}`;

  async function call(path: string, init: { method: string; body?: unknown; idempotenceKey?: string }) {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method: init.method,
        headers: {
          authorization,
          'content-type': 'application/json',
          ...(init.idempotenceKey && { 'idempotence-key': init.idempotenceKey }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new PaymentProviderError(`YooKassa unreachable: ${(err as Error).message}`);
    }
    const text = await response.text();
    if (!response.ok)
      throw new PaymentProviderError(`YooKassa answered ${response.status}: ${text.slice(0, 300)}`);
    const parsed = paymentSchema.safeParse(JSON.parse(text || 'null'));
    if (!parsed.success)
      throw new PaymentProviderError(`YooKassa answered an unexpected body: ${text.slice(0, 300)}`);
    return parsed.data;
  }

  return {
    name: 'yookassa',
    async create({
      paymentId,
      amountKopecks,
      description,
      returnUrl,
    }: PaymentRequest): Promise<CreatedPayment> {
      const payment = await call('/payments', {
        method: 'POST',
        idempotenceKey: paymentId,
        body: {
          amount: { value: rublesText(amountKopecks), currency: 'RUB' },
          capture: true,
          confirmation: { type: 'redirect', return_url: returnUrl },
          description: description.slice(0, 128),
          metadata: { payment_id: paymentId },
        },
      });
      const confirmationUrl = payment.confirmation?.confirmation_url;
      if (!confirmationUrl) throw new PaymentProviderError('YooKassa gave no confirmation address');
      return { providerPaymentId: payment.id, confirmationUrl };
    },

    async state(providerPaymentId: string): Promise<ProviderPaymentState> {
      const payment = await call(`/payments/${encodeURIComponent(providerPaymentId)}`, { method: 'GET' });
      return {
        status: payment.status === 'succeeded' || payment.status === 'canceled' ? payment.status : 'pending',
        amountKopecks: kopecksOf(payment.amount.value),
        currency: payment.amount.currency,
      };
    },
  };
}
