import { useSearchParams } from 'react-router';
import { breadcrumbs } from '@mp/contract';
import { TariffPayment } from '../../features/tariffs/index.ts';
import { Page } from '../../shared/ui/index.ts';

/** /profile/tariff/payment?bundle= («Оплата тарифа»). */
export function TariffPaymentPage() {
  const bundleId = Number(useSearchParams()[0].get('bundle'));
  return (
    <Page title={breadcrumbs.tariffPayment}>
      <TariffPayment bundleId={bundleId} />
    </Page>
  );
}
