import {
  containsPoint,
  mapPointsMax,
  mapSampleMax,
  type AuthUser,
  type Bbox,
  type MapCluster,
  type MapPoint,
  type ProductsQuery,
} from '@mp/contract';
import type { Slots } from '../../platform/slots.ts';
import { rubles, type ProductsService, type SearchCriteria } from '../products/index.ts';
import { cellBox, cellRangeOf, levelOf } from './grid.ts';
import type { CellRow, CellsKind, MapRepository } from './repository.ts';

export type MapService = ReturnType<typeof mapService>;
export type MapReply = { data: MapPoint[]; clusters: MapCluster[]; total: number; truncated: boolean };

type PointRow = Awaited<ReturnType<MapRepository['points']>>[number];

const toPoint = (row: PointRow): MapPoint => ({
  id: row.id,
  name: row.name,
  price: rubles(row.priceKopecks),
  latitude: row.latitude ?? 0,
  longitude: row.longitude ?? 0,
  image: row.image,
  is_vip: row.isVip,
});

/**
 * The lists the stored counts answer: every ad, a category's or a subcategory's (a viewer's blocked
 * sellers are left out of the points, not of the counts).
 */
function storedKindOf(criteria: SearchCriteria): CellsKind | undefined {
  const { categoryId, subcategoryId, vipOnly, attributes, ...others } = criteria;
  const narrower =
    vipOnly ||
    attributes.length > 0 ||
    Object.entries(others).some(([name, value]) => name !== 'hiddenForViewer' && value !== undefined);
  return narrower ? undefined : { categoryId, subcategoryId };
}

const sumOf = (cells: readonly CellRow[]) => cells.reduce((sum, cell) => sum + cell.ads, 0);

/** The active ads inside a bounding box that match the search filters: each of them, or clusters of them. */
export function mapService({
  repository,
  products,
  heavyReads,
  pointsMax = mapPointsMax,
}: {
  repository: MapRepository;
  products: ProductsService;
  /** The search's gate (record 0100): a box of a city reads thousands of rows. */
  heavyReads: Pick<Slots, 'run'>;
  /** The most ads a view gets one by one (tests make it small). */
  pointsMax?: number;
}) {
  /**
   * A view of at most `pointsMax` ads gets them all, newest first. A denser one gets its cells with their
   * counts (record 0176): the stored counts of the last rebuild where they answer the filters, else
   * counted now; and a sample of its ads for the list. Which of the two a view is, the stored counts tell
   * without reading the ads; where they do not answer, the first `pointsMax + 1` matches do.
   */
  async function points(filters: ProductsQuery, bbox: Bbox, viewer: AuthUser | undefined): Promise<MapReply> {
    const criteria = await products.criteria(filters, viewer);
    const level = levelOf(bbox);
    const kind = storedKindOf(criteria);
    return heavyReads.run(async () => {
      const stored = kind ? await repository.storedCells(cellRangeOf(bbox, level), kind) : [];
      const dense = sumOf(stored) > pointsMax;
      const rows = await repository.points(criteria, bbox, dense ? mapSampleMax : pointsMax + 1);
      if (!dense && rows.length <= pointsMax) {
        return { data: rows.map(toPoint), clusters: [], total: rows.length, truncated: false };
      }
      const cells = dense ? stored : await repository.countedCells(criteria, bbox, level);
      const clusters = cells.map((cell) => ({
        latitude: cell.latitudeSum / cell.ads,
        longitude: cell.longitudeSum / cell.ads,
        count: cell.ads,
        bbox: cellBox(level, cell.x, cell.y),
      }));
      // A cell on the edge of the view is sent whole; it counts in the view's total where its ads' centre is.
      const inView = clusters.filter((cluster) => containsPoint(bbox, cluster.latitude, cluster.longitude));
      return {
        data: rows.slice(0, mapSampleMax).map(toPoint),
        clusters,
        total: inView.reduce((sum, cluster) => sum + cluster.count, 0),
        truncated: true,
      };
    });
  }

  return {
    points,
    /** Counts the ads into the grid's cells again (a periodic job); how many cells there are. */
    rebuildCells: async () => ({ cells: await repository.rebuildCells() }),
  };
}
