import { useMemo } from 'react';
import {
  adStatusLabels,
  canBeBought,
  countLabel,
  productLabels,
  type MapPoint,
  type ProductDetail,
} from '@mp/contract';
import { AddToCart } from '../../cart/index.ts';
import { BuyButton } from '../../orders/index.ts';
import { WriteButton } from '../../chat/index.ts';
import { FavouriteButton } from '../../favourites/index.ts';
import { ProductLocationMap } from '../../map/index.ts';
import { useCurrentUser } from '../../../shared/auth/session.ts';
import { Icon, Price } from '../../../shared/ui/index.ts';
import { formatPlacedDate } from '../../../shared/lib/dates.ts';
import { DeliveryOffer } from './DeliveryOffer.tsx';
import { Gallery } from './Gallery.tsx';
import { ProductAttributes } from './ProductAttributes.tsx';
import { ReportAd } from './ReportAd.tsx';
import { SellerCard } from './SellerCard.tsx';
import styles from './ProductView.module.css';

interface Props {
  product: ProductDetail;
}

/**
 * The product page's content: photos and details on the left, price and seller on the right. A vacancy
 * or a service (record 0111) has no condition, stock, cart or «Купить»: its price reads as a salary or
 * «от», and «Написать» is the way to the seller.
 */
export function ProductView({ product }: Props) {
  const goods = canBeBought(product.kind);
  const characteristics = [
    ...(goods ? [{ label: productLabels.condition, value: adStatusLabels[product.condition] }] : []),
    ...product.attributes.map(({ label, value }) => ({ label, value })),
  ];
  const place = [product.city.name, product.address].filter(Boolean).join(', ');
  const point = useMapPoint(product);
  const ownAd = useCurrentUser()?.id === product.seller.id;
  return (
    <article className={ownAd ? styles.product : `${styles.product} ${styles.withActionBar}`}>
      <header className={styles.header}>
        <h1 className={styles.name}>{product.name}</h1>
        {product.is_vip && <span className={styles.vip}>{productLabels.vip}</span>}
      </header>

      <div className={styles.gallery}>
        <Gallery images={product.images} name={product.name} />
      </div>

      <div className={styles.details}>
        {characteristics.length > 0 && (
          <section className={styles.section}>
            <h2 className={styles.heading}>
              {product.kind === 'job' ? productLabels.jobTerms : productLabels.characteristics}
            </h2>
            <ProductAttributes rows={characteristics} />
          </section>
        )}

        {product.description && (
          <section className={styles.section}>
            <h2 className={styles.heading}>{productLabels.description}</h2>
            <p className={styles.description}>{product.description}</p>
          </section>
        )}

        <section className={styles.section}>
          <h2 className={styles.heading}>{productLabels.location}</h2>
          <p className={styles.place}>
            <Icon name="pin" size={18} />
            {place}
          </p>
          {point && <ProductLocationMap point={point} />}
        </section>
      </div>

      <aside className={styles.aside}>
        <div className={goods ? styles.buyBox : `${styles.buyBox} ${styles.talkBox}`}>
          {/* On phones the price and «Написать» stay in a bar at the foot of the screen, as on Avito. */}
          <div className={ownAd ? styles.priceRow : `${styles.priceRow} ${styles.actionBar}`}>
            <Price
              value={product.price}
              oldValue={product.old_price}
              kind={product.kind}
              className={styles.price}
            />
            {!ownAd && <WriteButton sellerId={product.seller.id} productId={product.id} primary={!goods} />}
          </div>
          {goods && (
            <p className={product.quantity > 0 ? styles.stock : styles.noStock}>
              {product.quantity > 0 ? productLabels.inStock(product.quantity) : productLabels.outOfStock}
            </p>
          )}
          {goods && product.delivery_available && <DeliveryOffer product={product} />}
          {goods && !ownAd && (
            <AddToCart
              product={product}
              buy={(quantity) => <BuyButton product={product} quantity={quantity} />}
            />
          )}
          {!ownAd && <FavouriteButton product={product} look="page" />}
        </div>
        <SellerCard seller={product.seller} productId={product.id} ownAd={ownAd} />
        <p className={styles.meta}>
          <time dateTime={product.created_at}>{formatPlacedDate(product.created_at)}</time>
          <span>{countLabel(product.views, productLabels.viewForms)}</span>
        </p>
        <ReportAd productId={product.id} sellerId={product.seller.id} />
      </aside>
    </article>
  );
}

/** The ad as a marker of the small map; none when the ad has no coordinates. */
function useMapPoint(product: ProductDetail): MapPoint | null {
  const { id, name, price, latitude, longitude, is_vip, images } = product;
  const image = images[0]?.path ?? null;
  return useMemo(
    () =>
      latitude === null || longitude === null
        ? null
        : { id, name, price, latitude, longitude, image, is_vip },
    [id, name, price, latitude, longitude, image, is_vip],
  );
}
