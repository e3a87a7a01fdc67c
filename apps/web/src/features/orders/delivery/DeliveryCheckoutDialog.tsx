import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  adFormLabels,
  deliveryLabels,
  messages,
  orderLabels,
  type City,
  type DeliveryPoint,
  type OrderCreateBody,
} from '@mp/contract';
import { ApiError, errorMessage } from '../../../shared/api/http.ts';
import { Field } from '../../../shared/form/Field.tsx';
import { LabelledControl } from '../../../shared/form/LabelledControl.tsx';
import fieldStyles from '../../../shared/form/Field.module.css';
import { Button, Modal, toast } from '../../../shared/ui/index.ts';
import { CitySearchField, useCityStore } from '../../city/index.ts';
import { usePlaceOrder } from '../api.ts';
import type { CheckoutLine } from '../checkout-lines.ts';
import { useDeliveryPoints, useDeliveryQuote, type QuoteSubject } from './api.ts';
import { CheckoutSummary } from './CheckoutSummary.tsx';
import { PointList } from './PointList.tsx';
import { PointsMap } from './PointsMap.tsx';
import styles from './Delivery.module.css';

export interface DeliveryCheckoutProps {
  open: boolean;
  onClose: () => void;
  lines: readonly CheckoutLine[];
  /** What is ordered: one cart entry or explicit items. */
  source: Pick<OrderCreateBody, 'cart_item_id' | 'items'>;
  /** What the delivery's price is asked for: the ad (and how many), or the cart entry. */
  quoteFor: QuoteSubject;
  /** Whose points open first while the buyer has chosen no city: the ad's city. */
  fallbackCity?: City;
}

/** Where the server names a refusal of the chosen point. */
const pointFields = ['delivery', 'delivery.point_id', 'point_id'];

/**
 * «Купить с доставкой»: the city, a pickup point from the list (searched by the server) or the map, its
 * address and hours, the delivery's price and days, the total, «Заказать». A placed order opens its page;
 * a refusal of the point stays under the list, any other is a toast.
 */
export function DeliveryCheckoutDialog({
  open,
  onClose,
  lines,
  source,
  quoteFor,
  fallbackCity,
}: DeliveryCheckoutProps) {
  const navigate = useNavigate();
  const place = usePlaceOrder();
  const chosenCity = useCityStore((state) => state.city);
  const [city, setCity] = useState<City | undefined>(chosenCity ?? fallbackCity);
  const [search, setSearch] = useState('');
  const [point, setPoint] = useState<DeliveryPoint | null>(null);
  const [error, setError] = useState<string>();
  const points = useDeliveryPoints(city?.id, search);
  const quote = useDeliveryQuote(quoteFor, point?.id ?? null, lines);

  const choose = (next: DeliveryPoint) => {
    setPoint(next);
    setError(undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!point) {
      setError(messages.pickupPointRequired);
      return;
    }
    place.mutate(
      { ...source, delivery: { point_id: point.id } },
      {
        onSuccess: ({ orders }) => {
          onClose();
          const [first] = orders;
          void navigate(orders.length === 1 && first ? `/profile/orders/${first.id}` : '/profile/orders');
        },
        onError: (failure) => {
          const errors = failure instanceof ApiError ? failure.errors : undefined;
          const field = pointFields.map((key) => errors?.[key]?.[0]).find(Boolean);
          if (field) setError(field);
          else toast.error(errorMessage(failure, messages.orderCreateError));
        },
      },
    );
  };

  return (
    <Modal open={open} title={deliveryLabels.buyWithDelivery} onClose={onClose}>
      <form className={styles.checkout} onSubmit={submit} noValidate>
        <LabelledControl label={adFormLabels.city} error={undefined} classes={fieldStyles}>
          {(control) => (
            <CitySearchField
              control={control}
              value={city?.id}
              onChoose={(next) => {
                setCity(next);
                setPoint(null);
              }}
            />
          )}
        </LabelledControl>
        <Field
          label={deliveryLabels.pointSearch}
          type="search"
          autoComplete="off"
          value={search}
          data-autofocus
          onChange={(event) => setSearch(event.target.value)}
        />
        {points.isError && (
          <p className={styles.error} role="alert">
            {errorMessage(points.error, messages.deliveryPointsLoadError)}
          </p>
        )}
        <div className={styles.picker}>
          <PointsMap points={points.data ?? []} city={city} chosen={point} onChoose={choose} />
          <PointList
            points={points.data ?? []}
            chosen={point}
            onChoose={choose}
            busy={points.isFetching}
            error={error}
          />
        </div>
        <CheckoutSummary lines={lines} point={point} quote={quote} />
        <Button type="submit" block disabled={place.isPending}>
          {orderLabels.placeOrder}
        </Button>
      </form>
    </Modal>
  );
}
