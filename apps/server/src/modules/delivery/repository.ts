import { and, asc, count, eq, ilike, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { CarrierName } from '@mp/contract';
import type { Db } from '../../db/client.ts';
import { containing } from '../../db/like.ts';
import { deliveryPoints } from '../../db/schema/index.ts';
import type { CarrierPoint } from '../../platform/delivery/index.ts';

export interface PointsCriteria {
  cityId: number;
  carrier: CarrierName;
  /** Words every one of which is in the point's address or name. */
  words: string[];
  offset: number;
  limit: number;
}

export type DeliveryRepository = ReturnType<typeof deliveryRepository>;

export function deliveryRepository(db: Db) {
  const offered = (cityId: number, carrier: CarrierName) =>
    and(
      eq(deliveryPoints.cityId, cityId),
      eq(deliveryPoints.carrier, carrier),
      eq(deliveryPoints.active, true),
    );

  return {
    /** One page of a city's offered points of a carrier, by address, and how many there are in all. */
    async points({ cityId, carrier, words, offset, limit }: PointsCriteria) {
      const conditions: (SQL | undefined)[] = [offered(cityId, carrier)];
      for (const word of words) {
        conditions.push(
          or(ilike(deliveryPoints.address, containing(word)), ilike(deliveryPoints.name, containing(word))),
        );
      }
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(deliveryPoints)
          .where(where)
          .orderBy(asc(deliveryPoints.address), asc(deliveryPoints.id))
          .offset(offset)
          .limit(limit),
        db.select({ count: count() }).from(deliveryPoints).where(where),
      ]);
      return { rows, total: total?.count ?? 0 };
    },

    /** A point by our id, offered or not. */
    async point(id: number) {
      const [row] = await db.select().from(deliveryPoints).where(eq(deliveryPoints.id, id));
      return row;
    },

    /** Whether any point of the carrier in the city is kept, offered or not: the city was read before. */
    async hasPoints(cityId: number, carrier: CarrierName): Promise<boolean> {
      const [row] = await db
        .select({ id: deliveryPoints.id })
        .from(deliveryPoints)
        .where(and(eq(deliveryPoints.cityId, cityId), eq(deliveryPoints.carrier, carrier)))
        .limit(1);
      return row !== undefined;
    },

    /** The cities whose points of a carrier were last read before `before`: those due to be read again. */
    async citiesReadBefore(carrier: CarrierName, before: Date): Promise<number[]> {
      const rows = await db
        .select({ cityId: deliveryPoints.cityId })
        .from(deliveryPoints)
        .where(eq(deliveryPoints.carrier, carrier))
        .groupBy(deliveryPoints.cityId)
        .having(sql`max(${deliveryPoints.refreshedAt}) < ${before}`);
      return rows.map((row) => row.cityId);
    },

    /**
     * Keeps the carrier's points of a city as it lists them now: new ones added, known ones updated and
     * offered again, and those it no longer lists kept (orders name them) but no longer offered.
     */
    async replaceCityPoints(cityId: number, carrier: CarrierName, points: CarrierPoint[], now: Date) {
      await db.transaction(async (tx) => {
        if (points.length > 0) {
          await tx
            .insert(deliveryPoints)
            .values(points.map((point) => ({ carrier, cityId, ...point, active: true, refreshedAt: now })))
            .onConflictDoUpdate({
              target: [deliveryPoints.carrier, deliveryPoints.code],
              set: {
                cityId,
                name: sql`excluded.name`,
                address: sql`excluded.address`,
                latitude: sql`excluded.latitude`,
                longitude: sql`excluded.longitude`,
                workTime: sql`excluded.work_time`,
                active: true,
                refreshedAt: now,
              },
            });
        }
        await tx
          .update(deliveryPoints)
          .set({ active: false, refreshedAt: now })
          .where(
            and(
              eq(deliveryPoints.cityId, cityId),
              eq(deliveryPoints.carrier, carrier),
              points.length > 0
                ? notInArray(
                    deliveryPoints.code,
                    points.map((point) => point.code),
                  )
                : undefined,
            ),
          );
      });
    },
  };
}
