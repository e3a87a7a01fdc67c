import { useQuery } from '@tanstack/react-query';
import {
  deliveryDaysText,
  deliveryLabels,
  formatPrice,
  type deliveryQuoteReplySchema,
  type ProductDetail,
} from '@mp/contract';
import { apiGet } from '../../../shared/api/http.ts';
import { Icon } from '../../../shared/ui/index.ts';
import { useCityStore } from '../../city/index.ts';
import styles from './ProductView.module.css';

/**
 * «Доставка от 290 ₽ · 2–5 дней» to the visitor's city, or within the ad's own city (the least it
 * costs) while no city is chosen; «Доставка» alone while the price is asked, or when the carrier cannot
 * price now.
 */
export function DeliveryOffer({ product }: { product: ProductDetail }) {
  const cityId = useCityStore((state) => state.city?.id) ?? product.city.id;
  const quote = useQuery({
    queryKey: ['delivery-quote', product.id, cityId],
    queryFn: ({ signal }) =>
      apiGet<typeof deliveryQuoteReplySchema>(
        `/delivery/quote?product_id=${product.id}&city_id=${cityId}`,
        signal,
      ),
    select: (reply) => reply.data,
    staleTime: 10 * 60 * 1000,
    retry: false,
  });
  const text = quote.data
    ? deliveryLabels.fromPrice(
        formatPrice(quote.data.price),
        deliveryDaysText(quote.data.days_min, quote.data.days_max),
      )
    : deliveryLabels.offer;
  return (
    <p className={styles.delivery}>
      <Icon name="truck" size={18} />
      {text}
    </p>
  );
}
