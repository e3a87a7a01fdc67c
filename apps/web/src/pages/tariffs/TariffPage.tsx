import { breadcrumbs } from '@mp/contract';
import { CurrentTariff } from '../../features/tariffs/index.ts';
import { Page } from '../../shared/ui/index.ts';
import styles from './Tariffs.module.css';

/** /profile/tariff («Тарифы»). */
export function TariffPage() {
  return (
    <Page title={breadcrumbs.tariff}>
      <div className={styles.stack}>
        <CurrentTariff />
      </div>
    </Page>
  );
}
