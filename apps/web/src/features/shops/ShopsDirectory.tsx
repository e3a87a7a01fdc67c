import { useState } from 'react';
import { limits, messages, screenLabels, shopLabels, type Shop } from '@mp/contract';
import { errorMessage } from '../../shared/api/http.ts';
import { useDebouncedValue } from '../../shared/lib/useDebouncedValue.ts';
import { Button, EmptyState, Panel, Skeleton } from '../../shared/ui/index.ts';
import { InlineError } from '../../shared/ui/index.ts';
import { useShops } from './api.ts';
import { ShopCard } from './ShopCard.tsx';
import styles from './Shops.module.css';

/** Spec §2 /shops as Avito has it: the shops selling in the city, searchable by name, page by page. */
export function ShopsDirectory({ cityId }: { cityId: number | undefined }) {
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), limits.autocompleteDebounceMs);
  const shops = useShops({ cityId, search });
  const list: Shop[] = shops.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <>
      <form className={styles.search} role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="shops-search" className="visually-hidden">
          {shopLabels.searchLabel}
        </label>
        <input
          id="shops-search"
          className={styles.searchInput}
          type="search"
          value={typed}
          maxLength={limits.searchMaxLength}
          placeholder={shopLabels.searchPlaceholder}
          onChange={(event) => setTyped(event.target.value)}
        />
      </form>
      {shops.isPending ? (
        <ul className={styles.list} aria-busy="true">
          {Array.from({ length: 4 }, (_, index) => (
            <li key={index}>
              <Skeleton height={96} radius={16} />
            </li>
          ))}
        </ul>
      ) : shops.isError && list.length === 0 ? (
        <InlineError
          message={errorMessage(shops.error, messages.shopsLoadError)}
          onRetry={() => void shops.refetch()}
        />
      ) : list.length === 0 ? (
        <Panel>
          <EmptyState icon="shop" title={search ? shopLabels.notFound : screenLabels.shopsEmpty} />
        </Panel>
      ) : (
        <>
          <ul className={styles.list}>
            {list.map((shop) => (
              <li key={shop.id}>
                <ShopCard shop={shop} />
              </li>
            ))}
          </ul>
          {shops.isFetchNextPageError && (
            <InlineError
              message={errorMessage(shops.error, messages.shopsLoadError)}
              onRetry={() => void shops.fetchNextPage()}
            />
          )}
          {shops.hasNextPage && !shops.isFetching && !shops.isFetchNextPageError && (
            <div className={styles.more}>
              <Button variant="secondary" onClick={() => void shops.fetchNextPage()}>
                {shopLabels.showMore}
              </Button>
            </div>
          )}
        </>
      )}
    </>
  );
}
