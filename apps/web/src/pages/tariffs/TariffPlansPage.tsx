import { breadcrumbs } from '@mp/contract';
import { TariffPlans } from '../../features/tariffs/index.ts';
import { Page } from '../../shared/ui/index.ts';

/** /profile/tariff/plans («Выбор тарифа»): «Выбрать» leads to the payment of that plan. */
export function TariffPlansPage() {
  return (
    <Page title={breadcrumbs.tariffPlans}>
      <TariffPlans pickTo={(plan) => `/profile/tariff/payment?bundle=${plan.id}`} />
    </Page>
  );
}
