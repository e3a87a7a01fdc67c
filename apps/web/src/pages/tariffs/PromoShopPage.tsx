import { screenLabels, tariffLabels } from '@mp/contract';
import { useCurrentUser } from '../../shared/auth/session.ts';
import { TariffPlans } from '../../features/tariffs/index.ts';
import { Page, Panel } from '../../shared/ui/index.ts';
import styles from './Tariffs.module.css';

/** /promo/shop: the tariffs for sellers, open to everyone; a guest signs in before paying. */
export function PromoShopPage() {
  const user = useCurrentUser();
  return (
    <Page title={screenLabels.promoShopTitle}>
      <div className={styles.stack}>
        <Panel padded>
          <h2>{tariffLabels.promoTitle}</h2>
          <p>{tariffLabels.promoText}</p>
        </Panel>
        <TariffPlans
          pickTo={(plan) => (user ? `/profile/tariff/payment?bundle=${plan.id}` : '/authorization')}
        />
      </div>
    </Page>
  );
}
