import { breadcrumbs, screenLabels } from '@mp/contract';
import { useCityStore } from '../../features/city/store.ts';
import { buildSearchUrl, citySlug } from '../../shared/search-url.ts';
import { ButtonLink } from '../../shared/ui/Button.tsx';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { Page, Panel } from '../../shared/ui/Page.tsx';

export function CartPage() {
  const city = useCityStore((state) => state.city);
  return (
    <Page title={breadcrumbs.cart}>
      <Panel>
        <EmptyState
          icon="cart"
          title={screenLabels.cartEmpty}
          hint={screenLabels.cartEmptyHint}
          action={<ButtonLink to={buildSearchUrl(citySlug(city))}>{screenLabels.toCatalogue}</ButtonLink>}
        />
      </Panel>
    </Page>
  );
}
