import { useSearchParams } from 'react-router';
import { breadcrumbs, orderStatuses, type OrderParty, type OrderStatus } from '@mp/contract';
import { OrdersList } from '../../features/orders/index.ts';
import { Page } from '../../shared/ui/index.ts';

const statusOf = (value: string | null): OrderStatus | undefined =>
  orderStatuses.find((status) => status === value);

/** /profile/orders («Все заказы»): the side and the status live in the address (`?as=seller&status=new`). */
export function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const side: OrderParty = params.get('as') === 'seller' ? 'seller' : 'buyer';
  const status = statusOf(params.get('status'));
  const go = (next: { as: OrderParty; status: OrderStatus | undefined }) =>
    setParams(
      Object.fromEntries(
        Object.entries({ as: next.as === 'seller' ? 'seller' : undefined, status: next.status }).filter(
          (entry): entry is [string, string] => entry[1] !== undefined,
        ),
      ),
    );
  return (
    <Page title={breadcrumbs.orders}>
      <OrdersList
        side={side}
        status={status}
        onSide={(as) => go({ as, status: undefined })}
        onStatus={(next) => go({ as: side, status: next })}
      />
    </Page>
  );
}
