import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { adsCountLabel, mapLabels, messages, productLabels, searchTitle } from '@mp/contract';
import { useAddressCity } from '../../features/city/index.ts';
import { useCategories } from '../../features/catalog/index.ts';
import { productsQueryString, useProductFeed, useSubcategoryFilters } from '../../features/products/api.ts';
import { openedProductId, reportSearchClick } from '../../features/products/index.ts';
import { SaveSearchButton } from '../../features/saved-searches/index.ts';
import { resolveCategory } from '../../features/products/catalog.ts';
import { ProductFeed } from '../../features/products/feed/ProductFeed.tsx';
import { ActiveFilterChips } from '../../features/products/filters/ActiveFilterChips.tsx';
import { activeChips } from '../../features/products/filters/chips.ts';
import { FilterPanel } from '../../features/products/filters/FilterPanel.tsx';
import { FiltersButton } from '../../features/products/filters/FiltersButton.tsx';
import { MobileFilterScreen } from '../../features/products/filters/MobileFilterScreen.tsx';
import { SortSelect } from '../../features/products/filters/SortSelect.tsx';
import { useUrlFilters } from '../../features/products/filters/useUrlFilters.ts';
import { resetFilters, toUrlParams } from '../../shared/search-params.ts';
import { buildSearchUrl } from '../../shared/search-url.ts';
import { mapUrl } from '../../features/map/useMapFilters.ts';
import { useSignedIn } from '../../shared/auth/session.ts';
import { usePageTitle } from '../../shared/lib/page-title.ts';
import { Button, ButtonLink, EmptyState } from '../../shared/ui/index.ts';
import styles from './SearchPage.module.css';

/** Search results at /search/:city: filters in the URL, the city's ads first, then other cities'. */
export function SearchPage() {
  const [filters, setFilters] = useUrlFilters();
  const [filterScreenOpen, setFilterScreenOpen] = useState(false);
  const citySegment = useParams().city ?? null;
  const { city, ready } = useAddressCity(citySegment ?? undefined);
  const { data: categories = [] } = useCategories();
  const { data: definitions } = useSubcategoryFilters(filters.subcategory_id);
  const pick = resolveCategory(categories, filters.category_id, filters.subcategory_id);
  const chips = activeChips(filters, pick, definitions);
  const feedQuery = { filters, cityIds: city ? [city.id] : [] };
  const feed = useProductFeed(feedQuery, { enabled: ready });
  // A query read as another one («велсипед» → «велосипед») is named as searched.
  const searchedAs = feed.isPlaceholderData ? undefined : feed.data?.searchedAs;
  const title = searchTitle(
    {
      subcategory: pick.subcategory?.name,
      category: pick.category?.name,
      search: searchedAs ?? filters.search,
    },
    city?.name ?? null,
    feed.isPlaceholderData ? undefined : feed.data?.inCitiesTotal,
  );
  usePageTitle(title);
  // «Показать на карте»: the same filters on the ad map (/ad needs a session; guests get /map).
  const signedIn = useSignedIn();

  const reset = chips.length > 0 && (
    <Button variant="secondary" onClick={() => setFilters(resetFilters(filters))}>
      {productLabels.resetAll}
    </Button>
  );

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {filters.search && searchedAs ? (
          <p className={styles.query}>
            {productLabels.searchedAs(searchedAs)}.{' '}
            <Link
              className={styles.exactLink}
              to={buildSearchUrl(citySegment, toUrlParams({ ...filters, exact: true }))}
            >
              {productLabels.searchExactly(filters.search)}
            </Link>
          </p>
        ) : (
          filters.search && <p className={styles.query}>{productLabels.searchQuery(filters.search)}</p>
        )}
      </header>

      <div className={styles.layout}>
        <div className={styles.sidebar}>
          <FilterPanel filters={filters} onChange={setFilters} />
        </div>

        <div
          className={styles.results}
          onClickCapture={(event) => {
            const productId = openedProductId(event.target);
            if (productId !== undefined && filters.search) reportSearchClick(filters.search, productId);
          }}
        >
          <div className={styles.toolbar}>
            <p className={styles.count} aria-live="polite">
              {feed.data !== undefined &&
                feed.data.total > 0 &&
                `${productLabels.found} ${adsCountLabel({ count: feed.data.total, estimated: feed.data.estimated })}`}
            </p>
            <div className={styles.mobileOnly}>
              <FiltersButton activeCount={chips.length} onClick={() => setFilterScreenOpen(true)} />
            </div>
            <ButtonLink variant="secondary" to={mapUrl(signedIn ? '/ad' : '/map', filters)}>
              {mapLabels.showOnMap}
            </ButtonLink>
            {ready && (
              <SaveSearchButton
                query={productsQueryString(feedQuery)}
                defaultName={searchTitle(
                  {
                    subcategory: pick.subcategory?.name,
                    category: pick.category?.name,
                    search: filters.search,
                  },
                  city?.name ?? null,
                )}
              />
            )}
            <SortSelect value={filters.sort} onChange={(sort) => setFilters({ ...filters, sort })} />
          </div>
          {chips.length > 0 && (
            <div className={styles.chips}>
              <ActiveFilterChips chips={chips} filters={filters} onChange={setFilters} />
            </div>
          )}
          <ProductFeed
            query={feed}
            cityName={city?.name ?? null}
            cityHeading={false}
            errorFallback={messages.productsSearchError}
            empty={
              <EmptyState
                icon="search"
                title={messages.nothingFound}
                hint={productLabels.nothingFoundHint}
                action={reset}
              />
            }
          />
        </div>
      </div>

      {filterScreenOpen && (
        <MobileFilterScreen
          filters={filters}
          onClose={() => setFilterScreenOpen(false)}
          onApply={(next) => {
            setFilterScreenOpen(false);
            setFilters(next);
          }}
        />
      )}
    </div>
  );
}
