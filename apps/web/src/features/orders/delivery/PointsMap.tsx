import { useMemo } from 'react';
import { deliveryLabels, type City, type DeliveryPoint } from '@mp/contract';
import { LazyMapView, useMapConfig, type MapMarker } from '../../map/index.ts';
import styles from './Delivery.module.css';

/** How close the map comes: a whole city, or the streets around the chosen point. */
const cityZoom = 11;
const pointZoom = 15;

interface Props {
  points: readonly DeliveryPoint[];
  city: City | undefined;
  chosen: DeliveryPoint | null;
  onChoose: (point: DeliveryPoint) => void;
}

/**
 * The pickup points on the map, in clusters: a marker's click (or Enter) chooses its point, and the map
 * follows a point chosen in the list. An extra to the list, which alone does everything.
 */
export function PointsMap({ points, city, chosen, onChoose }: Props) {
  const { data: config } = useMapConfig();
  const byId = useMemo(() => new Map(points.map((point) => [point.id, point])), [points]);
  const markers = useMemo<MapMarker[]>(
    () =>
      points.map(({ id, name, address, latitude, longitude }) => ({
        id,
        name: `${name}, ${address}`,
        latitude,
        longitude,
      })),
    [points],
  );
  const first = points[0];
  const center: [number, number] | undefined = chosen
    ? [chosen.latitude, chosen.longitude]
    : city
      ? [city.latitude, city.longitude]
      : first && [first.latitude, first.longitude];
  if (!config || !center) return <div className={styles.map} aria-hidden="true" />;
  return (
    <LazyMapView
      className={styles.map}
      label={deliveryLabels.pointsMap}
      tileUrl={config.tile_url}
      attribution={config.attribution}
      center={center}
      zoom={chosen ? pointZoom : cityZoom}
      points={markers}
      selectedId={chosen?.id ?? null}
      onPointSelect={(marker) => {
        const point = byId.get(marker.id);
        if (point) onChoose(point);
      }}
    />
  );
}
