import { inCity, messages, productLabels } from '@mp/contract';
import { useCityStore } from '../../features/city/store.ts';
import { useProductFeed } from '../../features/products/api.ts';
import { ProductFeed } from '../../features/products/feed/ProductFeed.tsx';
import { emptyFilters } from '../../shared/search-params.ts';
import { EmptyState } from '../../shared/ui/index.ts';
import styles from './HomePage.module.css';

/**
 * Home: the unfiltered feed of the selected city (the newest, a VIP ad third in every five: record 0095).
 * Search filters live only in the URL of /search, so arriving here always starts from a clean slate (spec §2).
 */
export function HomePage() {
  const city = useCityStore((state) => state.city);
  const feed = useProductFeed({ filters: emptyFilters, cityIds: city ? [city.id] : [] });
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        {city ? productLabels.inCity(inCity(city.name)) : productLabels.homeTitle}
      </h1>
      <ProductFeed
        query={feed}
        cityName={city?.name ?? null}
        cityHeading={false}
        errorFallback={messages.productsLoadError}
        empty={<EmptyState icon="search" title={messages.nothingFound} />}
      />
    </div>
  );
}
