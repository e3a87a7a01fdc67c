import { useParams } from 'react-router';
import { mapLabels, messages, productLabels, screenLabels } from '@mp/contract';
import { isNotFound, useProduct } from '../../features/products/api.ts';
import { InlineError } from '../../shared/ui/index.ts';
import { ProductReviews } from '../../features/reviews/index.ts';
import { ProductPageSkeleton } from '../../features/products/product/ProductPageSkeleton.tsx';
import { ProductView } from '../../features/products/product/ProductView.tsx';
import { RelatedAds } from '../../features/products/product/RelatedAds.tsx';
import { errorMessage } from '../../shared/api/http.ts';
import { ButtonLink, EmptyState } from '../../shared/ui/index.ts';
import styles from './ProductPage.module.css';

/**
 * /product/:id — public; a missing or removed ad gets a proper not-found state. The shell titles the
 * tab and the breadcrumb with the product's name, read from this query's cache entry.
 */
export function ProductPage() {
  return (
    <div className={styles.page}>
      <ProductScreen />
    </div>
  );
}

function ProductScreen() {
  const id = Number(useParams().id);
  const { data: product, error, refetch } = useProduct(id);

  const validId = Number.isSafeInteger(id) && id > 0;
  if (!validId || isNotFound(error)) {
    return (
      <EmptyState
        icon="search"
        title={productLabels.productNotFound}
        hint={productLabels.productNotFoundHint}
        action={<ButtonLink to="/">{screenLabels.toHome}</ButtonLink>}
      />
    );
  }
  if (product) {
    return (
      <>
        <ProductView product={product} />
        <ProductReviews productId={product.id} />
        <RelatedAds productId={product.id} kind="seller-ads" title={mapLabels.sellerAds} />
        <RelatedAds productId={product.id} kind="similar" title={mapLabels.similarAds} />
      </>
    );
  }
  if (error) {
    return (
      <InlineError
        message={errorMessage(error, messages.productsFetchError)}
        onRetry={() => void refetch()}
      />
    );
  }
  return <ProductPageSkeleton />;
}
