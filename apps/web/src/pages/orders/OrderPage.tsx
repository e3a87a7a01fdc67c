import { useParams } from 'react-router';
import { breadcrumbs, orderLabels } from '@mp/contract';
import { OrderDetails, useReplaceOrder } from '../../features/orders/index.ts';
import { OrderReviews } from '../../features/reviews/index.ts';
import { OrderWalletPayment } from '../../features/wallet/index.ts';
import { ButtonLink, Page } from '../../shared/ui/index.ts';
import { NotFoundPage } from '../not-found/NotFoundPage.tsx';

/** /profile/orders/:order («Детали заказа»): the order, its safe deal and wallet payment, its reviews. */
export function OrderPage() {
  const id = Number(useParams().order);
  const replaceOrder = useReplaceOrder();
  if (!Number.isSafeInteger(id) || id < 1) return <NotFoundPage />;
  return (
    <Page title={breadcrumbs.orderDetails}>
      <p>
        <ButtonLink variant="link" to="/profile/orders">
          {orderLabels.backToOrders}
        </ButtonLink>
      </p>
      <OrderDetails
        id={id}
        extra={(order) => (
          <>
            <OrderWalletPayment order={order} onPaid={replaceOrder} />
            <OrderReviews order={order} />
          </>
        )}
      />
    </Page>
  );
}
