import { lazy, Suspense } from 'react';
import { useInBrowser } from '../../shared/lib/useInBrowser.ts';
import type { MapViewProps } from './MapView.tsx';
import styles from './MapView.module.css';

// Leaflet (about 150 kB) loads only with a screen that shows a map.
const MapViewChunk = lazy(async () => ({ default: (await import('./MapView.tsx')).MapView }));

/**
 * `MapView`, loaded on first use in the browser (a page drawn on the server has no map); an empty
 * map-coloured box stands in meanwhile.
 */
export function LazyMapView(props: MapViewProps) {
  const inBrowser = useInBrowser();
  const placeholder = (
    <section
      className={[styles.region, props.className].filter(Boolean).join(' ')}
      aria-label={props.label}
      aria-busy="true"
    />
  );
  if (!inBrowser) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <MapViewChunk {...props} />
    </Suspense>
  );
}
