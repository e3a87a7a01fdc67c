export { ProductLocationMap } from './ProductLocationMap.tsx';
// A map of other places (the checkout's pickup points): Leaflet itself still loads only when drawn.
export { LazyMapView } from './LazyMapView.tsx';
export type { MapMarker, MapViewProps } from './MapView.tsx';
export { useMapConfig } from './api.ts';
