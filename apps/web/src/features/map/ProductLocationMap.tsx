import { Link } from 'react-router';
import { mapLabels, type MapPoint } from '@mp/contract';
import { useInView } from '../../shared/lib/useInView.ts';
import { useMapConfig } from './api.ts';
import { placeMapUrl, productZoom } from './geo.ts';
import { LazyMapView } from './LazyMapView.tsx';
import styles from './ProductLocationMap.module.css';

interface Props {
  point: MapPoint;
}

/**
 * The product page's small map of the ad's place: one marker, zoom buttons, no drag or wheel (the
 * page scrolls over it). Leaflet loads only once the block nears the screen.
 */
export function ProductLocationMap({ point }: Props) {
  const [ref, inView] = useInView<HTMLDivElement>('300px');
  const { data: config } = useMapConfig();
  return (
    <>
      <div ref={ref} className={styles.frame}>
        {inView && config ? (
          <LazyMapView
            className={styles.map}
            label={mapLabels.productRegion}
            tileUrl={config.tile_url}
            attribution={config.attribution}
            center={[point.latitude, point.longitude]}
            zoom={productZoom}
            points={[point]}
            cluster={false}
            interactive={false}
          />
        ) : (
          <div className={styles.map} role="img" aria-label={mapLabels.productRegion} />
        )}
      </div>
      <Link className={styles.bigMap} to={placeMapUrl(point.latitude, point.longitude)}>
        {mapLabels.openBigMap}
      </Link>
    </>
  );
}
