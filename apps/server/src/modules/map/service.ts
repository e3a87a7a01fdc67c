import { mapPointsMax, type AuthUser, type Bbox, type MapPoint, type ProductsQuery } from '@mp/contract';
import type { Slots } from '../../platform/slots.ts';
import { rubles } from '../products/index.ts';
import type { ProductsService } from '../products/index.ts';
import type { MapRepository } from './repository.ts';

export type MapService = ReturnType<typeof mapService>;

/** The map: active ads inside a bounding box that match the search filters. */
export function mapService({
  repository,
  products,
  heavyReads,
}: {
  repository: MapRepository;
  products: ProductsService;
  /** The search's gate (record 0100): a box of a city reads thousands of rows. */
  heavyReads: Pick<Slots, 'run'>;
}) {
  return {
    /** At most `mapPointsMax` points, newest first; `truncated` when the box holds more. */
    async points(
      filters: ProductsQuery,
      bbox: Bbox,
      viewer: AuthUser | undefined,
    ): Promise<{ data: MapPoint[]; truncated: boolean }> {
      const rows = await heavyReads.run(async () =>
        repository.points(await products.criteria(filters, viewer), bbox, mapPointsMax + 1),
      );
      return {
        data: rows.slice(0, mapPointsMax).map((row) => ({
          id: row.id,
          name: row.name,
          price: rubles(row.priceKopecks),
          latitude: row.latitude ?? 0,
          longitude: row.longitude ?? 0,
          image: row.image,
          is_vip: row.isVip,
        })),
        truncated: rows.length > mapPointsMax,
      };
    },
  };
}
