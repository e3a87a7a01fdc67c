import { describe, expect, it } from 'vitest';
import type { MapPoint } from '@mp/contract';
import { buildClusterIndex, clusterCount, clusterSize, type MapItem } from './clusters.ts';

const point = (
  id: number,
  latitude: number,
  longitude: number,
  overrides: Partial<MapPoint> = {},
): MapPoint => ({
  id,
  name: `Товар ${id}`,
  price: 1000 * id,
  latitude,
  longitude,
  image: null,
  is_vip: false,
  ...overrides,
});

// Three ads in central Moscow (a few hundred metres apart) and one in St Petersburg.
const points = [
  point(1, 55.751, 37.618),
  point(2, 55.7525, 37.62),
  point(3, 55.7535, 37.6215, { is_vip: true }),
  point(4, 59.9386, 30.3141),
];
const russia = { west: 19, south: 41, east: 180, north: 82 };
const moscowCentre = { west: 37.6, south: 55.74, east: 37.64, north: 55.76 };

const clusters = (items: MapItem[]) => items.filter((item) => item.kind === 'cluster');
const singles = (items: MapItem[]) =>
  items.flatMap((item) => (item.kind === 'point' ? [item.point.id] : [])).sort((a, b) => a - b);

describe('buildClusterIndex', () => {
  it('groups nearby ads into a cluster with their count when zoomed out', () => {
    const items = buildClusterIndex(points).items(russia, 4);
    const [cluster, ...others] = clusters(items);
    expect(others).toEqual([]);
    expect(cluster).toMatchObject({ kind: 'cluster', count: 3 });
    expect(cluster?.kind === 'cluster' && cluster.expansionZoom).toBeGreaterThan(4);
    expect(singles(items)).toEqual([4]);
  });

  it('shows every ad as its own marker when zoomed in, keeping the point data for the popup', () => {
    const items = buildClusterIndex(points).items(moscowCentre, 17);
    expect(clusters(items)).toEqual([]);
    expect(singles(items)).toEqual([1, 2, 3]);
    expect(items.find((item) => item.kind === 'point' && item.point.id === 3)).toEqual({
      kind: 'point',
      point: points[2],
    });
  });

  it('only returns what lies inside the box', () => {
    const items = buildClusterIndex(points).items({ west: 29, south: 59, east: 31, north: 61 }, 10);
    expect(singles(items)).toEqual([4]);
  });

  it('zooming to a cluster’s expansion zoom splits it', () => {
    const index = buildClusterIndex(points);
    const [cluster] = clusters(index.items(russia, 4));
    if (cluster?.kind !== 'cluster') throw new Error('expected a cluster');
    const next = index.items(moscowCentre, cluster.expansionZoom);
    const counted = next.reduce((sum, item) => sum + (item.kind === 'cluster' ? item.count : 1), 0);
    expect(counted).toBe(3);
    expect(next.length).toBeGreaterThan(1);
  });

  it('weighs the server’s cells by their counts: merged, summed; alone, a group that zooms to its box', () => {
    const cell = (latitude: number, longitude: number, count: number) => ({
      latitude,
      longitude,
      count,
      bbox: {
        west: longitude - 0.04,
        south: latitude - 0.04,
        east: longitude + 0.04,
        north: latitude + 0.04,
      },
    });
    const cells = [cell(55.75, 37.6, 700), cell(55.76, 37.62, 300), cell(59.94, 30.31, 42)];
    const index = buildClusterIndex([], cells);
    const [moscow, petersburg, ...none] = clusters(index.items(russia, 4)).sort((a, b) =>
      a.kind === 'cluster' && b.kind === 'cluster' ? b.count - a.count : 0,
    );
    expect(none).toEqual([]);
    expect(moscow).toMatchObject({ kind: 'cluster', count: 1000 });
    expect(moscow).not.toHaveProperty('bounds');
    expect(petersburg).toMatchObject({ kind: 'cluster', count: 42, bounds: cells[2]?.bbox });
  });

  it('copes with no points and with fractional zooms', () => {
    expect(buildClusterIndex([]).items(russia, 5)).toEqual([]);
    expect(buildClusterIndex(points).items(russia, 4.4)).toHaveLength(2);
  });
});

describe('clusterSize', () => {
  it('sizes clusters by count', () => {
    expect([2, 9, 10, 99, 100, 2000].map(clusterSize)).toEqual(['s', 's', 'm', 'm', 'l', 'l']);
  });

  it('keeps markers apart on the screen: no two closer than a small cluster marker is wide (36 px)', () => {
    // 1,500 ads around Moscow, placed by a fixed sequence.
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const crowd = Array.from({ length: 1500 }, (_, i) =>
      point(i + 1, 55.5 + next() * 0.5, 37.3 + next() * 0.7),
    );
    const index = buildClusterIndex(crowd);
    // Leaflet's screen pixels: 256 a tile, doubling with each zoom.
    const pixel = (item: MapItem, zoom: number) => {
      const { latitude, longitude } = item.kind === 'cluster' ? item : item.point;
      const scale = 256 * 2 ** zoom;
      const sin = Math.sin((latitude * Math.PI) / 180);
      return {
        x: ((longitude + 180) / 360) * scale,
        y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
      };
    };
    for (const zoom of [8, 10, 12]) {
      const shown = index
        .items({ west: 36, south: 55, east: 39, north: 56.5 }, zoom)
        .map((item) => pixel(item, zoom));
      const closest = shown.reduce(
        (least, a, i) =>
          shown.slice(i + 1).reduce((near, b) => Math.min(near, Math.hypot(a.x - b.x, a.y - b.y)), least),
        Infinity,
      );
      // Merging within 30 px instead of 60, markers came 22 px apart and covered one another.
      expect(closest, `zoom ${zoom}`).toBeGreaterThan(36);
    }
  });
});

describe('clusterCount', () => {
  it('shortens thousands and millions so a count fits its marker, never rounding up', () => {
    expect([7, 999, 1000, 1299, 9999, 10_000, 139_070, 999_999, 1_500_000].map(clusterCount)).toEqual([
      { value: '7' },
      { value: '999' },
      { value: '1', unit: 'тыс.' },
      { value: '1,2', unit: 'тыс.' },
      { value: '9,9', unit: 'тыс.' },
      { value: '10', unit: 'тыс.' },
      { value: '139', unit: 'тыс.' },
      { value: '999', unit: 'тыс.' },
      { value: '1,5', unit: 'млн' },
    ]);
  });
});
