import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { countLabel, mapLabels, productLabels, type MapCluster, type MapPoint } from '@mp/contract';
import { buildClusterIndex, clusterCount, clusterSize, type MapItem } from './clusters.ts';
import { normalizeBbox, type MapViewport } from './geo.ts';
import styles from './MapView.module.css';

/** What a marker shows: an ad (`MapPoint`) or another named place, such as a pickup point. */
export interface MapMarker {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
  is_vip?: boolean;
}

// The callbacks are methods so that the props of a map of ads stand for the props of any map (bivariance).
export interface MapViewProps<P extends MapMarker = MapPoint> {
  /** The map region's accessible name. */
  label: string;
  /** Tile address template (`{z}/{x}/{y}`); empty means no tiles (markers on a plain background). */
  tileUrl: string;
  attribution: string;
  center: [latitude: number, longitude: number];
  zoom: number;
  points: readonly P[];
  /** Group nearby ads into clusters with counts (the ad maps); off for a single place. */
  cluster?: boolean;
  /** The server's counted cells of a view too dense for its ads one by one, clustered with `points`. */
  cells?: readonly MapCluster[];
  /** Pans and zooms by wheel and drag; the product page's small map only zooms by its buttons. */
  interactive?: boolean;
  /** Every settled view: on start and after each move or zoom (not debounced). */
  onViewportChange?: (viewport: MapViewport) => void;
  /** The card shown in a popup when an ad's marker is clicked; without it markers only show. */
  renderPopup?(this: void, point: P): ReactNode;
  /** Instead of a popup: a marker's click (or Enter) chooses its point, e.g. a pickup point. */
  onPointSelect?(this: void, point: P): void;
  /** The chosen point's marker stands out. */
  selectedId?: number | null;
  className?: string;
}

const noCells: readonly MapCluster[] = [];

interface OpenPopup<P> {
  point: P;
  element: HTMLElement;
  popup: L.Popup;
}

const pointClass = (point: MapMarker, selected: boolean) =>
  [styles.point, point.is_vip && styles.vip, selected && styles.selected].filter(Boolean).join(' ');

const pointIcon = (point: MapMarker, selected: boolean) =>
  L.divIcon({
    className: pointClass(point, selected),
    // 24 px: the smallest target WCAG 2.2 (2.5.8) lets a finger aim at.
    iconSize: [24, 24],
    iconAnchor: [12, 12],
    popupAnchor: [0, -10],
  });

const clusterHtml = (count: number) => {
  const { value, unit } = clusterCount(count);
  return `<span>${value}</span>${unit ? `<small>${unit}</small>` : ''}`;
};

const clusterIcon = (count: number) => {
  const size = { s: 36, m: 44, l: 54 }[clusterSize(count)];
  return L.divIcon({
    className: `${styles.cluster} ${styles[`cluster_${clusterSize(count)}`] ?? ''}`,
    html: clusterHtml(count),
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
};

/** A click, or Enter on a focused marker (Leaflet turns only clicks into clicks). */
function isActivation(event: L.LeafletEvent): boolean {
  if (event.type !== 'keypress') return true;
  const key = (event as L.LeafletKeyboardEvent).originalEvent;
  return key.key === 'Enter' || key.keyCode === 13;
}

function viewportOf(map: L.Map): MapViewport {
  const bounds = map.getBounds();
  return {
    bbox: {
      west: bounds.getWest(),
      south: bounds.getSouth(),
      east: bounds.getEast(),
      north: bounds.getNorth(),
    },
    zoom: map.getZoom(),
  };
}

/**
 * A Leaflet map of ads: tiles from the config, clustered markers, a popup card per ad. Leaflet is
 * big, so this module is only loaded lazily (see `LazyMapView.tsx`). Without tiles (no network, an
 * empty tile address) the markers still show on a plain background, and nothing throws.
 */
export function MapView<P extends MapMarker = MapPoint>({
  label,
  tileUrl,
  attribution,
  center,
  zoom,
  points,
  cluster = true,
  cells = noCells,
  interactive = true,
  onViewportChange,
  renderPopup,
  onPointSelect,
  selectedId = null,
  className,
}: MapViewProps<P>) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const layerRef = useRef<L.LayerGroup | null>(null);
  const [viewport, setViewport] = useState<MapViewport | null>(null);
  const [popup, setPopup] = useState<OpenPopup<P> | null>(null);
  const onViewportRef = useRef(onViewportChange);
  const onSelectRef = useRef(onPointSelect);
  const selectedRef = useRef(selectedId);
  /** The drawn markers of single points, by the point's id: the chosen one's class changes in place. */
  const markersRef = useRef(new Map<number, L.Marker>());
  useEffect(() => {
    onViewportRef.current = onViewportChange;
    onSelectRef.current = onPointSelect;
  }, [onViewportChange, onPointSelect]);
  const initial = useRef({ center, zoom });

  // The map itself: created once per mount, removed on unmount.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = L.map(container, {
      center: initial.current.center,
      zoom: initial.current.zoom,
      zoomControl: false,
      scrollWheelZoom: interactive,
      dragging: interactive,
      touchZoom: interactive,
      doubleClickZoom: interactive,
      minZoom: 2,
      maxZoom: 19,
      worldCopyJump: false,
    });
    L.control.zoom({ zoomInTitle: mapLabels.zoomIn, zoomOutTitle: mapLabels.zoomOut }).addTo(map);
    if (tileUrl) L.tileLayer(tileUrl, { attribution, maxZoom: 19 }).addTo(map);
    const layer = L.layerGroup().addTo(map);
    mapRef.current = map;
    layerRef.current = layer;

    const report = () => {
      const next = viewportOf(map);
      setViewport(next);
      onViewportRef.current?.(next);
    };
    map.on('moveend', report);
    map.on('popupclose', () => setPopup(null));
    report();

    // A container that changes size (a panel shown or hidden, a phone turned) needs a new measure.
    const observer =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => map.invalidateSize());
    observer?.observe(container);
    return () => {
      observer?.disconnect();
      map.remove();
      mapRef.current = null;
      layerRef.current = null;
    };
  }, [tileUrl, attribution, interactive]);

  // A new place (another product page) moves the map there.
  const [lat, lng] = center;
  useEffect(() => {
    mapRef.current?.setView([lat, lng], zoom);
  }, [lat, lng, zoom]);

  const index = useMemo(
    () => (cluster ? buildClusterIndex<P>(points, cells) : null),
    [cluster, points, cells],
  );
  const selecting = Boolean(onPointSelect);
  // Only clusters depend on the view. Unclustered markers stay as they are when the map moves, so the
  // one a keyboard user focused (Leaflet pans it into view) keeps the focus.
  const clusteredView = index ? viewport : null;

  // Markers for the current view: clusters with counts, or one marker per ad.
  useEffect(() => {
    const map = mapRef.current;
    const layer = layerRef.current;
    if (!map || !layer) return;
    layer.clearLayers();
    markersRef.current.clear();
    const items: MapItem<P>[] =
      index && clusteredView
        ? index.items(normalizeBbox(clusteredView.bbox), clusteredView.zoom)
        : points.map((point) => ({ kind: 'point', point }));
    for (const item of items) {
      if (item.kind === 'cluster') {
        L.marker([item.latitude, item.longitude], {
          icon: clusterIcon(item.count),
          title: mapLabels.cluster(countLabel(item.count, productLabels.adForms)),
          keyboard: true,
        })
          .on('click keypress', (event) => {
            if (!isActivation(event)) return;
            if (item.bounds) {
              const { west, south, east, north } = item.bounds;
              map.fitBounds([
                [south, west],
                [north, east],
              ]);
            } else map.setView([item.latitude, item.longitude], item.expansionZoom);
          })
          .addTo(layer);
        continue;
      }
      const { point } = item;
      const active = Boolean(renderPopup) || selecting;
      const marker = L.marker([point.latitude, point.longitude], {
        icon: pointIcon(point, point.id === selectedRef.current),
        title: point.name,
        keyboard: active,
        interactive: active,
      }).addTo(layer);
      markersRef.current.set(point.id, marker);
      if (selecting) {
        marker.on('click keypress', (event) => {
          if (isActivation(event)) onSelectRef.current?.(point);
        });
      } else if (renderPopup) {
        marker.on('click keypress', (event) => {
          if (!isActivation(event)) return;
          const element = document.createElement('div');
          const leafletPopup = L.popup({ minWidth: 220, maxWidth: 260, offset: [0, -6] })
            .setLatLng([point.latitude, point.longitude])
            .setContent(element)
            .openOn(map);
          setPopup({ point, element, popup: leafletPopup });
        });
      }
    }
  }, [index, clusteredView, points, renderPopup, selecting]);

  // The chosen point's marker: its class changes in place, so a focused marker keeps the focus.
  useEffect(() => {
    selectedRef.current = selectedId;
    const selectedClass = styles.selected;
    if (!selectedClass) return;
    for (const [id, marker] of markersRef.current) {
      marker.getElement()?.classList.toggle(selectedClass, id === selectedId);
    }
  }, [selectedId]);

  // Leaflet measured the popup while empty; measure again once React has filled it.
  useEffect(() => {
    popup?.popup.update();
  }, [popup]);

  return (
    <section className={[styles.region, className].filter(Boolean).join(' ')} aria-label={label}>
      <div ref={containerRef} className={styles.map} />
      {popup && renderPopup && createPortal(renderPopup(popup.point), popup.element)}
    </section>
  );
}
