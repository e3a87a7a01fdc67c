import Supercluster from 'supercluster';
import type { MapPoint } from '@mp/contract';
import type { BboxValue } from './geo.ts';
import { tileSize } from './tile-grid.ts';

/** What a map can mark: its place (an ad, a pickup point). */
export interface Located {
  latitude: number;
  longitude: number;
}

/** What the map draws: a group of nearby ads (or pickup points) with its count, or one of them. */
export type MapItem<P extends Located = MapPoint> =
  | { kind: 'cluster'; id: number; count: number; latitude: number; longitude: number; expansionZoom: number }
  | { kind: 'point'; point: P };

export interface ClusterIndex<P extends Located = MapPoint> {
  /** The clusters and single points inside `bbox` at `zoom` (a whole number, as the map's). */
  items: (bbox: BboxValue, zoom: number) => MapItem<P>[];
}

/** Past this zoom every ad is its own marker (ads at the same address are still spread by the map). */
export const clusterMaxZoom = 16;
/** Screen pixels within which markers merge. */
export const clusterRadius = 60;

type Props = { index: number };

/** Clusters the points (supercluster's KD-tree: fast enough to rebuild for 2,000 points each fetch). */
export function buildClusterIndex<P extends Located = MapPoint>(points: readonly P[]): ClusterIndex<P> {
  const index = new Supercluster<Props>({
    radius: clusterRadius,
    // Supercluster measures `radius` against a tile of `extent` pixels: Leaflet's tile size makes it screen
    // pixels. With supercluster's default of 512, markers merged only within 30 px, and 44 px clusters
    // covered one another (axe's target-size rule on /map).
    extent: tileSize,
    maxZoom: clusterMaxZoom,
  });
  index.load(
    points.map((point, i) => ({
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: [point.longitude, point.latitude] },
      properties: { index: i },
    })),
  );
  return {
    items(bbox, zoom) {
      const z = Math.max(0, Math.round(zoom));
      return index
        .getClusters([bbox.west, bbox.south, bbox.east, bbox.north], z)
        .map((feature): MapItem<P> => {
          const [longitude, latitude] = feature.geometry.coordinates as [number, number];
          const props = feature.properties;
          if ('cluster' in props && props.cluster) {
            return {
              kind: 'cluster',
              id: props.cluster_id,
              count: props.point_count,
              latitude,
              longitude,
              expansionZoom: Math.min(index.getClusterExpansionZoom(props.cluster_id), clusterMaxZoom + 1),
            };
          }
          return { kind: 'point', point: points[(props as Props).index] as P };
        });
    },
  };
}

/** A cluster's marker size class by its count: small, medium, large. */
export function clusterSize(count: number): 's' | 'm' | 'l' {
  if (count < 10) return 's';
  if (count < 100) return 'm';
  return 'l';
}
