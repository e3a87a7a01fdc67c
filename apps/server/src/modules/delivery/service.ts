import {
  messages,
  type City,
  type DeliveryPoint,
  type DeliveryPointsQuery,
  type Pagination,
} from '@mp/contract';
import type { FastifyBaseLogger } from 'fastify';
import { offsetOf, paginationOf } from '../../http/pagination.ts';
import { HttpError, validationError } from '../../http/errors.ts';
import { CarrierError, type Carrier } from '../../platform/delivery/index.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { DeliveryRepository } from './repository.ts';

export interface DeliveryServiceDeps {
  repository: DeliveryRepository;
  carrier: Carrier;
  catalog: Pick<CatalogService, 'cities'>;
  log: FastifyBaseLogger;
  now?: () => Date;
}

export type DeliveryService = ReturnType<typeof deliveryService>;

const carrierCityOf = ({ name, region, latitude, longitude }: City) => ({
  name,
  region,
  latitude,
  longitude,
});

/** A carrier that cannot answer now: the person may try again (503, not 500). */
const carrierUnavailable = () => new HttpError(503, messages.deliveryPointsLoadError);

/** Delivery between cities (issue 29, record 0170): the carrier's pickup points, kept in our database. */
export function deliveryService({
  repository,
  carrier,
  catalog,
  log,
  now = () => new Date(),
}: DeliveryServiceDeps) {
  async function cityOf(cityId: number): Promise<City> {
    const city = (await catalog.cities()).find((candidate) => candidate.id === cityId);
    if (!city) throw validationError({ city_id: [messages.cityNotFound] });
    return city;
  }

  /** Reads the carrier's points of a city into our database. */
  async function refreshCity(city: City): Promise<void> {
    const points = await carrier.points(carrierCityOf(city));
    await repository.replaceCityPoints(city.id, carrier.name, points, now());
  }

  return {
    /**
     * `GET /api/delivery/points`: the city's pickup points of the carrier, by address, searchable by the
     * words of it. A city asked for the first time is read from the carrier at once; the daily refresh
     * keeps it current after that.
     */
    async points(query: DeliveryPointsQuery): Promise<{ data: DeliveryPoint[]; pagination: Pagination }> {
      const city = await cityOf(query.city_id);
      const carrierName = query.carrier ?? carrier.name;
      if (carrierName !== carrier.name)
        return { data: [], pagination: paginationOf(query.page, query.per_page, 0) };
      if (!(await repository.hasPoints(city.id, carrier.name))) {
        try {
          await refreshCity(city);
        } catch (error) {
          if (!(error instanceof CarrierError)) throw error;
          log.warn({ err: error, cityId: city.id }, 'the carrier did not list its points');
          throw carrierUnavailable();
        }
      }
      const words = (query.search ?? '').split(/\s+/).filter(Boolean).slice(0, 5);
      const { rows, total } = await repository.points({
        cityId: city.id,
        carrier: carrier.name,
        words,
        offset: offsetOf(query.page, query.per_page),
        limit: query.per_page,
      });
      return {
        data: rows.map((row) => ({
          id: row.id,
          carrier: row.carrier,
          name: row.name,
          address: row.address,
          latitude: row.latitude,
          longitude: row.longitude,
          work_time: row.workTime,
        })),
        pagination: paginationOf(query.page, query.per_page, total),
      };
    },

    /** The daily job: every city whose points are kept is read again; one city failing stops no other. */
    async refreshPoints(): Promise<{ cities: number; failed: number }> {
      const cities = await catalog.cities();
      let failed = 0;
      const kept = await repository.citiesWithPoints(carrier.name);
      for (const cityId of kept) {
        const city = cities.find((candidate) => candidate.id === cityId);
        if (!city) continue;
        try {
          await refreshCity(city);
        } catch (error) {
          if (!(error instanceof CarrierError)) throw error;
          failed += 1;
          log.warn({ err: error, cityId }, 'the carrier did not list its points');
        }
      }
      return { cities: kept.length, failed };
    },
  };
}
