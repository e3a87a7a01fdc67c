import { useEffect, type ReactNode } from 'react';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { countLabel, inCity, limits, productLabels } from '@mp/contract';
import { errorMessage } from '../../../shared/api/http.ts';
import { toast } from '../../../shared/ui/index.ts';
import type { ProductFeed as Feed } from '../paging.ts';
import { InlineError } from '../../../shared/ui/index.ts';
import { ProductGrid } from './ProductGrid.tsx';
import { useInView } from '../../../shared/lib/useInView.ts';
import styles from './ProductFeed.module.css';

const pageSkeletons = 10;

interface Props {
  query: UseInfiniteQueryResult<Feed>;
  /** Selected city's name, or null for all of Russia. */
  cityName: string | null;
  /** Spec §8 default for this screen's failures. */
  errorFallback: string;
  /** Shown when both lists are empty. */
  empty: ReactNode;
  /** False when the page title already names the city. */
  cityHeading?: boolean;
}

/**
 * The city's ads, then the other cities' ads (spec §4), with skeletons while loading, infinite scroll
 * and a retry on failure.
 */
export function ProductFeed({ query, cityName, errorFallback, empty, cityHeading = true }: Props) {
  const { data, error, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, refetch } =
    query;
  const [sentinelRef, nearEnd] = useInView<HTMLDivElement>();
  const canLoadMore = hasNextPage && !isFetchingNextPage && !isFetchNextPageError && !query.isPlaceholderData;

  useEffect(() => {
    if (nearEnd && canLoadMore) void fetchNextPage();
  }, [nearEnd, canLoadMore, fetchNextPage]);

  // Spec §8: a failure is shown as an error notice; the inline block below keeps the retry at hand.
  useEffect(() => {
    if (error) toast.error(errorMessage(error, errorFallback));
  }, [error, errorFallback]);

  if (!data) {
    if (error)
      return <InlineError message={errorMessage(error, errorFallback)} onRetry={() => void refetch()} />;
    return <ProductGrid products={[]} skeletons={pageSkeletons} />;
  }
  if (data.inCities.length === 0 && data.other.length === 0) return empty;

  const loadingSkeletons = isFetchingNextPage ? pageSkeletons / 2 : 0;
  const showOther = data.other.length > 0;
  const headed = cityName !== null && cityHeading;
  return (
    <div className={query.isPlaceholderData ? styles.stale : undefined} aria-busy={query.isFetching}>
      {data.inCities.length > 0 && (
        <section className={styles.section}>
          {headed && <h2 className={styles.heading}>{productLabels.inCity(inCity(cityName))}</h2>}
          <ProductGrid
            products={data.inCities}
            skeletons={showOther ? 0 : loadingSkeletons}
            leading
            cardHeading={headed ? 'h3' : 'h2'}
          />
        </section>
      )}
      {showOther && (
        <section className={styles.section}>
          <h2 className={styles.heading}>
            {cityName ? productLabels.inOtherCities : productLabels.allRussia}
          </h2>
          <ProductGrid
            products={data.other}
            skeletons={loadingSkeletons}
            leading={data.inCities.length === 0}
          />
        </section>
      )}
      {isFetchNextPageError && (
        <InlineError message={errorMessage(error, errorFallback)} onRetry={() => void fetchNextPage()} />
      )}
      {data.cut && !hasNextPage && (
        <p className={styles.cut}>
          {productLabels.listCut(countLabel(limits.productsDeepest, productLabels.adForms))}
        </p>
      )}
      <div ref={sentinelRef} className={styles.sentinel} aria-hidden="true" />
    </div>
  );
}
