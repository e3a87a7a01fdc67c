import { lazy, Suspense } from 'react';
import type { MapPoint } from '@mp/contract';
import { useInBrowser } from '../../shared/lib/useInBrowser.ts';
import type { MapMarker, MapViewProps } from './MapView.tsx';
import { TilePreview } from './TilePreview.tsx';
import styles from './MapView.module.css';

// Leaflet (about 150 kB) loads only with a screen that shows a map.
const MapViewChunk = lazy(async () => ({ default: (await import('./MapView.tsx')).MapView }));

/**
 * `MapView`, loaded on first use in the browser (a page drawn on the server has no map). Meanwhile a
 * map-coloured box stands in, with the first view's tiles as plain images (`TilePreview`).
 */
export function LazyMapView<P extends MapMarker = MapPoint>(props: MapViewProps<P>) {
  const inBrowser = useInBrowser();
  const placeholder = (
    <section
      className={[styles.region, props.className].filter(Boolean).join(' ')}
      aria-label={props.label}
      aria-busy="true"
    >
      {props.tileUrl && <TilePreview tileUrl={props.tileUrl} center={props.center} zoom={props.zoom} />}
    </section>
  );
  return <Suspense fallback={placeholder}>{inBrowser ? <MapViewChunk {...props} /> : placeholder}</Suspense>;
}
