import type { Config } from '../../config.ts';
import type { PaymentsProvider } from './provider.ts';
import { sandboxPayments } from './sandbox.ts';
import { yookassaPayments } from './yookassa.ts';

export type { PaymentsProvider, ProviderPaymentState } from './provider.ts';
export { PaymentProviderError } from './provider.ts';

/** YooKassa when configured, otherwise the sandbox (which production refuses, config.ts). */
export function createPaymentsProvider(config: Config): PaymentsProvider {
  if (config.PAYMENTS_PROVIDER === 'yookassa' && config.YOOKASSA_SHOP_ID && config.YOOKASSA_SECRET_KEY) {
    return yookassaPayments(config.YOOKASSA_SHOP_ID, config.YOOKASSA_SECRET_KEY, config.YOOKASSA_API_URL);
  }
  return sandboxPayments;
}
