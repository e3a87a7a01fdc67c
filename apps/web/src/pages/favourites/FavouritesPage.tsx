import { breadcrumbs, favouriteLabels, messages, screenLabels, type Favourite } from '@mp/contract';
import { useCityStore } from '../../features/city/store.ts';
import { useFavouritesList, useLocalFavourites } from '../../features/favourites/index.ts';
import { ProductGrid } from '../../features/products/feed/ProductGrid.tsx';
import { InlineError } from '../../shared/ui/index.ts';
import { errorMessage } from '../../shared/api/http.ts';
import { useSignedIn } from '../../shared/auth/session.ts';
import { buildSearchUrl, citySlug } from '../../shared/search-url.ts';
import { Button, ButtonLink } from '../../shared/ui/Button.tsx';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { Page, Panel } from '../../shared/ui/Page.tsx';
import styles from './FavouritesPage.module.css';

/** /profile/favourites (public, spec §2, §4): the server's list when signed in, the local one for guests. */
export function FavouritesPage() {
  const signedIn = useSignedIn();
  return <Page title={breadcrumbs.favourites}>{signedIn ? <ServerFavourites /> : <LocalFavourites />}</Page>;
}

function NoFavourites() {
  const city = useCityStore((state) => state.city);
  return (
    <Panel>
      <EmptyState
        icon="heart"
        title={screenLabels.favouritesEmpty}
        hint={screenLabels.favouritesEmptyHint}
        action={<ButtonLink to={buildSearchUrl(citySlug(city))}>{screenLabels.toCatalogue}</ButtonLink>}
      />
    </Panel>
  );
}

function LocalFavourites() {
  const items = useLocalFavourites();
  return items.length > 0 ? <ProductGrid products={items} /> : <NoFavourites />;
}

/** Pages concatenated, an ad once: a removal between pages shifts the later ones. */
function distinct(pages: readonly { data: Favourite[] }[]): Favourite[] {
  const seen = new Set<number>();
  return pages
    .flatMap((page) => page.data)
    .filter(({ product }) => {
      if (seen.has(product.id)) return false;
      seen.add(product.id);
      return true;
    });
}

function ServerFavourites() {
  const list = useFavouritesList();
  if (list.isPending) return <ProductGrid products={[]} skeletons={5} />;
  if (list.isError && !list.data) {
    return (
      <InlineError
        message={errorMessage(list.error, messages.favouritesLoadFailed)}
        onRetry={() => void list.refetch()}
      />
    );
  }
  const favourites = distinct(list.data.pages);
  if (favourites.length === 0) return <NoFavourites />;
  const unavailable = new Set(favourites.filter((f) => !f.available).map((f) => f.product.id));
  return (
    <>
      <ProductGrid
        products={favourites.map((favourite) => favourite.product)}
        unavailableIds={unavailable}
        skeletons={list.isFetchingNextPage ? 5 : 0}
      />
      {list.isFetchNextPageError && (
        <InlineError
          message={errorMessage(list.error, messages.favouritesLoadFailed)}
          onRetry={() => void list.fetchNextPage()}
        />
      )}
      {list.hasNextPage && !list.isFetching && !list.isFetchNextPageError && (
        <div className={styles.more}>
          <Button variant="secondary" onClick={() => void list.fetchNextPage()}>
            {favouriteLabels.showMore}
          </Button>
        </div>
      )}
    </>
  );
}
