import { breadcrumbs, messages, screenLabels } from '@mp/contract';
import { CartEntries, useCart } from '../../features/cart/index.ts';
import { CartEntryCheckout } from '../../features/orders/index.ts';
import { useCityStore } from '../../features/city/store.ts';
import { InlineError } from '../../shared/ui/index.ts';
import { errorMessage } from '../../shared/api/http.ts';
import { buildSearchUrl, citySlug } from '../../shared/search-url.ts';
import { ButtonLink } from '../../shared/ui/Button.tsx';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { Page, Panel } from '../../shared/ui/Page.tsx';
import { Skeleton } from '../../shared/ui/Skeleton.tsx';

/** /cart — public: the server's cart when signed in, the local one for guests, by seller. */
export function CartPage() {
  const city = useCityStore((state) => state.city);
  const cart = useCart();
  const body = () => {
    if (cart.loading) return <Skeleton height={160} />;
    if (cart.error && cart.entries.length === 0) {
      return (
        <InlineError message={errorMessage(cart.error, messages.cartLoadError)} onRetry={cart.refetch} />
      );
    }
    if (cart.entries.length === 0) {
      return (
        <EmptyState
          icon="cart"
          title={screenLabels.cartEmpty}
          hint={screenLabels.cartEmptyHint}
          action={<ButtonLink to={buildSearchUrl(citySlug(city))}>{screenLabels.toCatalogue}</ButtonLink>}
        />
      );
    }
    return (
      <CartEntries
        entries={cart.entries}
        total={cart.total}
        entryAction={(entry) => <CartEntryCheckout entry={entry} />}
      />
    );
  };
  return (
    <Page title={breadcrumbs.cart}>
      <Panel>{body()}</Panel>
    </Page>
  );
}
