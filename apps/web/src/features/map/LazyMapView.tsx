import { lazy, Suspense } from 'react';
import type { MapViewProps } from './MapView.tsx';
import styles from './MapView.module.css';

// Leaflet (about 150 kB) loads only with a screen that shows a map.
const MapViewChunk = lazy(async () => ({ default: (await import('./MapView.tsx')).MapView }));

/** `MapView`, loaded on first use; an empty map-coloured box stands in meanwhile. */
export function LazyMapView(props: MapViewProps) {
  return (
    <Suspense
      fallback={
        <section
          className={[styles.region, props.className].filter(Boolean).join(' ')}
          aria-label={props.label}
          aria-busy="true"
        />
      }
    >
      <MapViewChunk {...props} />
    </Suspense>
  );
}
