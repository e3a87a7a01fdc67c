import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  containsPoint,
  countLabel,
  mapLabels,
  productLabels,
  screenLabels,
  type MapCluster,
  type MapPoint,
} from '@mp/contract';
import { useCategories } from '../../features/catalog/index.ts';
import { useCityStore } from '../../features/city/store.ts';
import { useMapConfig, useMapPoints } from '../../features/map/api.ts';
import {
  initialView,
  placeZoom,
  viewFromUrl,
  type MapCenter,
  type MapViewport,
} from '../../features/map/geo.ts';
import { LazyMapView } from '../../features/map/LazyMapView.tsx';
import { MapPointCard } from '../../features/map/MapPointCard.tsx';
import { PlaceSearch } from '../../features/map/PlaceSearch.tsx';
import { useMapFilters } from '../../features/map/useMapFilters.ts';
import { useSubcategoryFilters } from '../../features/products/api.ts';
import { resolveCategory } from '../../features/products/catalog.ts';
import { ActiveFilterChips } from '../../features/products/filters/ActiveFilterChips.tsx';
import { activeChips } from '../../features/products/filters/chips.ts';
import { FilterPanel } from '../../features/products/filters/FilterPanel.tsx';
import { FiltersButton } from '../../features/products/filters/FiltersButton.tsx';
import { MobileFilterScreen } from '../../features/products/filters/MobileFilterScreen.tsx';
import { useMediaQuery } from '../../shared/lib/useMediaQuery.ts';
import { resetFilters } from '../../shared/search-params.ts';
import { Button } from '../../shared/ui/index.ts';
import styles from './MapPage.module.css';

const listBesideMapQuery = '(min-width: 1200px)';

/** The list beside the map shows at most this many of the visible ads. */
export const visibleListMax = 100;

interface Props {
  /**
   * `map`: the public map of all ads (/map). `ad`: «Объявления на карте» (/ad), the map of a search,
   * opened from the results with the same filters in the URL. Both keep the filters in their URL.
   */
  variant?: 'map' | 'ad';
}

const renderPopup = (point: MapPoint) => <MapPointCard point={point} />;
const none: readonly never[] = [];

/**
 * /map and /ad: the ads inside the visible part of a Leaflet map, clustered, with the search
 * filters; a marker opens the ad's card. Beside the map (or instead of it, on narrow screens) a
 * list of the visible ads serves keyboards and screen readers.
 */
export function MapPage({ variant = 'map' }: Props) {
  const [filters, setFilters] = useMapFilters();
  const [filterScreenOpen, setFilterScreenOpen] = useState(false);
  const [view, setView] = useState<'map' | 'list'>('map');
  // Below this width the list replaces the map on demand (the CSS's breakpoint): a hidden list is not drawn.
  const wide = useMediaQuery(listBesideMapQuery);
  const city = useCityStore((state) => state.city);
  const [searchParams] = useSearchParams();
  // The first view only: later filter changes rewrite the URL without the place.
  const [start] = useState(() => viewFromUrl(searchParams) ?? initialView(city));
  const [found, setFound] = useState<MapCenter | null>(null);
  const shownPlace = found ?? start;
  const [viewport, setViewport] = useState<MapViewport | null>(null);
  const onViewportChange = useCallback((next: MapViewport) => setViewport(next), []);

  const { data: config, isError: configFailed } = useMapConfig();
  const pointsQuery = useMapPoints(filters, viewport?.bbox ?? null);
  const reply = pointsQuery.data;
  const points: readonly MapPoint[] = reply?.data ?? none;
  // A dense view comes as counted cells and a sample of its ads: the map draws the cells, the list the sample.
  const cells: readonly MapCluster[] = reply?.clusters ?? none;
  const dense = reply?.truncated === true;
  const visible = useMemo(
    () =>
      viewport
        ? points.filter((point) => containsPoint(viewport.bbox, point.latitude, point.longitude))
        : points,
    [points, viewport],
  );

  const { data: categories = [] } = useCategories();
  const { data: definitions } = useSubcategoryFilters(filters.subcategory_id);
  const pick = resolveCategory(categories, filters.category_id, filters.subcategory_id);
  const chips = activeChips(filters, pick, definitions);
  const title = variant === 'ad' ? screenLabels.adMapTitle : screenLabels.mapTitle;

  return (
    <div className={styles.page} data-view={view}>
      <div className={styles.filters}>
        <FilterPanel filters={filters} onChange={setFilters} />
      </div>

      <div className={styles.main}>
        <header className={styles.toolbar}>
          <h1 className={styles.title}>{title}</h1>
          <PlaceSearch onChoose={(place) => setFound({ center: [place.lat, place.lon], zoom: placeZoom })} />
          <p className={styles.count} aria-live="polite">
            {reply && countLabel(dense ? reply.total : visible.length, productLabels.adForms)}
          </p>
          <div className={styles.actions}>
            <span className={styles.mobileOnly}>
              <FiltersButton activeCount={chips.length} onClick={() => setFilterScreenOpen(true)} />
            </span>
            <span className={styles.narrowOnly}>
              <Button
                variant="secondary"
                onClick={() => setView(view === 'map' ? 'list' : 'map')}
                aria-pressed={view === 'list'}
              >
                {view === 'map' ? mapLabels.showList : mapLabels.showMap}
              </Button>
            </span>
          </div>
          {chips.length > 0 && (
            <div className={styles.chips}>
              <ActiveFilterChips chips={chips} filters={filters} onChange={setFilters} />
              <Button variant="secondary" size="s" onClick={() => setFilters(resetFilters(filters))}>
                {productLabels.resetAll}
              </Button>
            </div>
          )}
        </header>

        <div className={styles.body}>
          <div className={styles.mapArea}>
            {config ? (
              <LazyMapView
                className={styles.map}
                label={mapLabels.region}
                tileUrl={config.tile_url}
                attribution={config.attribution}
                center={shownPlace.center}
                zoom={shownPlace.zoom}
                points={dense ? none : points}
                cells={cells}
                onViewportChange={onViewportChange}
                renderPopup={renderPopup}
              />
            ) : (
              <section className={styles.map} aria-label={mapLabels.region} aria-busy={!configFailed} />
            )}
            <div className={styles.notices}>
              {(pointsQuery.isError || configFailed) && (
                <p className={`${styles.notice} ${styles.error}`} role="alert">
                  {mapLabels.loadError}
                </p>
              )}
              {pointsQuery.isFetching && !pointsQuery.data && (
                <p className={styles.notice} role="status">
                  {mapLabels.loading}
                </p>
              )}
            </div>
          </div>
          {(wide || view === 'list') && (
            <VisibleList points={visible} sample={dense} ready={pointsQuery.isSuccess} />
          )}
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

/** The visible ads, or with `sample` some of them (a dense view). */
function VisibleList({
  points,
  sample,
  ready,
}: {
  points: readonly MapPoint[];
  sample: boolean;
  ready: boolean;
}) {
  const shown = points.slice(0, visibleListMax);
  return (
    <section className={styles.list} aria-labelledby="map-visible-list">
      <h2 id="map-visible-list" className={styles.listTitle}>
        {mapLabels.listTitle}
      </h2>
      {ready && points.length === 0 && <p className={styles.listNote}>{mapLabels.listEmpty}</p>}
      <ul className={styles.items}>
        {shown.map((point) => (
          <li key={point.id}>
            <MapPointCard point={point} variant="row" />
          </li>
        ))}
      </ul>
      {(sample || points.length > shown.length) && (
        <p className={styles.listNote}>{mapLabels.listMore(shown.length)}</p>
      )}
    </section>
  );
}

/** /ad: «Объявления на карте», the map of a search. */
export function AdMapPage() {
  return <MapPage variant="ad" />;
}
