import { useContext, useLayoutEffect, useRef, useState } from 'react';
import { ServerScreen } from '../../shared/lib/useMediaQuery.ts';
import { tilesInView } from './tile-grid.ts';
import styles from './MapView.module.css';

interface Props {
  tileUrl: string;
  center: [latitude: number, longitude: number];
  zoom: number;
}

/** The map's box before it is measured (on the server, and while the page is taken over): a phone's or a laptop's. */
const assumedBox = { phone: { width: 390, height: 640 }, desktop: { width: 1024, height: 720 } };

/**
 * The map's first view as plain images while Leaflet loads. Drawn on the server too, so the tiles are
 * asked for with the page, not after the map's code; Leaflet then takes the same images from the
 * browser's cache. The tiles are placed from the box's middle, so an assumed size that differs from
 * the real one still shows the right place. Decoration only: the region around it has the name.
 */
export function TilePreview({ tileUrl, center, zoom }: Props) {
  const { desktop } = useContext(ServerScreen);
  const boxRef = useRef<HTMLDivElement>(null);
  const [measured, setMeasured] = useState<{ width: number; height: number } | null>(null);
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (box) setMeasured({ width: box.clientWidth, height: box.clientHeight });
  }, []);
  const size = measured ?? assumedBox[desktop ? 'desktop' : 'phone'];
  const retina = measured !== null && window.devicePixelRatio > 1;
  const tiles = tilesInView({ template: tileUrl, center, zoom, ...size, retina });
  return (
    <div ref={boxRef} className={styles.preview} aria-hidden="true">
      {tiles.map((tile, index) => (
        <img
          key={tile.key}
          src={tile.url}
          alt=""
          fetchPriority={index === 0 ? 'high' : undefined}
          style={{ marginLeft: tile.left - size.width / 2, marginTop: tile.top - size.height / 2 }}
        />
      ))}
    </div>
  );
}
