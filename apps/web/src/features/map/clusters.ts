import Supercluster from 'supercluster';
import { mapLabels, type MapCluster, type MapPoint } from '@mp/contract';
import type { BboxValue } from './geo.ts';
import { tileSize } from './tile-grid.ts';

/** What a map can mark: its place (an ad, a pickup point). */
export interface Located {
  latitude: number;
  longitude: number;
}

/**
 * What the map draws: a group of nearby ads (or pickup points) with its count, or one of them. A group
 * zooms in to `expansionZoom` where it splits, or, for the server's cells of a dense view, to `bounds`.
 */
export type MapItem<P extends Located = MapPoint> =
  | {
      kind: 'cluster';
      id: number;
      count: number;
      latitude: number;
      longitude: number;
      expansionZoom: number;
      bounds?: BboxValue;
    }
  | { kind: 'point'; point: P };

export interface ClusterIndex<P extends Located = MapPoint> {
  /** The clusters and single points inside `bbox` at `zoom` (a whole number, as the map's). */
  items: (bbox: BboxValue, zoom: number) => MapItem<P>[];
}

/** Past this zoom every ad is its own marker (ads at the same address are still spread by the map). */
export const clusterMaxZoom = 16;
/** Screen pixels within which markers merge. */
export const clusterRadius = 60;

/** A feature's place in the lists it came from, and how many ads it stands for (summed in a cluster). */
type Props = { index: number; cell: boolean; count: number };

/**
 * Clusters the points, and the server's cells of a dense view (record 0176) weighted by their counts
 * (supercluster's KD-tree: fast enough to rebuild for 2,000 points each fetch).
 */
export function buildClusterIndex<P extends Located = MapPoint>(
  points: readonly P[],
  cells: readonly MapCluster[] = [],
): ClusterIndex<P> {
  const index = new Supercluster<Props, { count: number }>({
    radius: clusterRadius,
    // Supercluster measures `radius` against a tile of `extent` pixels: Leaflet's tile size makes it screen
    // pixels. With supercluster's default of 512, markers merged only within 30 px, and 44 px clusters
    // covered one another (axe's target-size rule on /map).
    extent: tileSize,
    maxZoom: clusterMaxZoom,
    map: (props) => ({ count: props.count }),
    reduce: (sum, props) => {
      sum.count += props.count;
    },
  });
  const feature = (place: Located, properties: Props) => ({
    type: 'Feature' as const,
    geometry: { type: 'Point' as const, coordinates: [place.longitude, place.latitude] },
    properties,
  });
  index.load([
    ...points.map((point, i) => feature(point, { index: i, cell: false, count: 1 })),
    ...cells.map((cell, i) => feature(cell, { index: i, cell: true, count: cell.count })),
  ]);
  return {
    items(bbox, zoom) {
      const z = Math.max(0, Math.round(zoom));
      return index
        .getClusters([bbox.west, bbox.south, bbox.east, bbox.north], z)
        .map((feature, i): MapItem<P> => {
          const [longitude, latitude] = feature.geometry.coordinates as [number, number];
          const props = feature.properties;
          if ('cluster' in props && props.cluster) {
            return {
              kind: 'cluster',
              id: props.cluster_id,
              count: props.count,
              latitude,
              longitude,
              expansionZoom: Math.min(index.getClusterExpansionZoom(props.cluster_id), clusterMaxZoom + 1),
            };
          }
          const { index: at, cell } = props as Props;
          if (!cell) return { kind: 'point', point: points[at] as P };
          const { count, bbox: bounds } = cells[at] as MapCluster;
          // A cell alone is still a group: it zooms in to its own box.
          return { kind: 'cluster', id: -1 - i, count, latitude, longitude, expansionZoom: z + 2, bounds };
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

const oneDecimal = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 });

/** A cluster's count as its marker shows it: 999, then «1,2 тыс.», «139 тыс.», «1,5 млн» (the unit below). */
export function clusterCount(count: number): { value: string; unit?: string } {
  if (count < 1000) return { value: String(count) };
  const [scale, unit] = count < 1_000_000 ? [1000, mapLabels.thousands] : [1_000_000, mapLabels.millions];
  const scaled = count / scale;
  return { value: oneDecimal.format(scaled < 10 ? Math.floor(scaled * 10) / 10 : Math.floor(scaled)), unit };
}
