/** What we ask a payments provider to charge: our payment's id, the sum and where to come back. */
export interface PaymentRequest {
  paymentId: string;
  amountKopecks: number;
  description: string;
  /** Where the provider sends the person after they pay or decline. */
  returnUrl: string;
}

export interface CreatedPayment {
  providerPaymentId: string;
  /** Where the person confirms the payment: the provider's page, or our own sandbox page. */
  confirmationUrl: string;
}

/** The provider's word on a payment, read back from it (never taken from a notification's body). */
export interface ProviderPaymentState {
  status: 'pending' | 'succeeded' | 'canceled';
  amountKopecks: number;
  currency: string;
}

/**
 * A payments provider (record 0086): the sandbox in development and tests, YooKassa in production. Only
 * the edge of the world we cannot reach has a stand-in; both implement this.
 */
export interface PaymentsProvider {
  readonly name: 'sandbox' | 'yookassa';
  create(request: PaymentRequest): Promise<CreatedPayment>;
  /** The payment as the provider holds it; the sandbox has no outside state and answers undefined. */
  state(providerPaymentId: string): Promise<ProviderPaymentState | undefined>;
}

/** The provider could not be reached or refused the request; nothing was charged on our side. */
export class PaymentProviderError extends Error {}
