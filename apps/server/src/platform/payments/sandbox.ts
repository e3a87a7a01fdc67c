import type { CreatedPayment, PaymentRequest, PaymentsProvider } from './provider.ts';

/**
 * The development and test provider: no money moves anywhere. Its confirmation page is ours
 * (`/payments/sandbox/{id}`), where the person confirms or declines; the server refuses to start with it in
 * production (config.ts).
 */
export const sandboxPayments: PaymentsProvider = {
  name: 'sandbox',
  async create({ paymentId }: PaymentRequest): Promise<CreatedPayment> {
    return { providerPaymentId: `sandbox-${paymentId}`, confirmationUrl: `/payments/sandbox/${paymentId}` };
  },
  async state() {
    return undefined;
  },
};
