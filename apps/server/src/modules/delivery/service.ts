import {
  messages,
  type City,
  type DeliveryPoint,
  type DeliveryPointsQuery,
  type DeliveryQuote,
  type DeliveryQuoteQuery,
  type Pagination,
  type ProductDetail,
} from '@mp/contract';
import type { FastifyBaseLogger } from 'fastify';
import { offsetOf, paginationOf } from '../../http/pagination.ts';
import { unauthenticated } from '../../http/auth.ts';
import { HttpError, notFound, validationError } from '../../http/errors.ts';
import { CarrierError, type Carrier } from '../../platform/delivery/index.ts';
import type { CartService } from '../cart/index.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { ProductsService } from '../products/index.ts';
import type { DomainEventBus } from '../../domain-events.ts';
import type { Person } from '../../platform/delivery/index.ts';
import { parcelNews } from './parcel-news.ts';
import { carrierCityOf, deliveryQuotes, orderParcelOf } from './quotes.ts';
import type { DeliveryRepository } from './repository.ts';
import { shipments } from './shipments.ts';
import type { ShipmentsRepository } from './shipments-repository.ts';

export interface DeliveryServiceDeps {
  repository: DeliveryRepository;
  carrier: Carrier;
  catalog: Pick<CatalogService, 'cities'>;
  /** The ad page's data of an active ad (404 otherwise), from its cache. */
  products: Pick<ProductsService, 'pageDetail'>;
  /** A buyer's cart entry, priced as the order of it would be. */
  cart: Pick<CartService, 'entry'>;
  shipmentsRepository: ShipmentsRepository;
  events: Pick<DomainEventBus, 'transaction' | 'on'>;
  /** An order party's name and phone, as the carrier is told. */
  person: (userId: number) => Promise<Person>;
  log: FastifyBaseLogger;
  now?: () => Date;
}

export type DeliveryService = ReturnType<typeof deliveryService>;

/** Carriers open and close points; a city's list is read again once it is a day old. */
const pointsMaxAgeMs = 24 * 60 * 60 * 1000;

/** A carrier that cannot answer now: the person may try again (503, not 500). */
const carrierUnavailable = () => new HttpError(503, messages.deliveryPointsLoadError);

/** Delivery between cities (issue 29, record 0170): the carrier's pickup points, kept in our database. */
export function deliveryService({
  repository,
  carrier,
  catalog,
  products,
  cart,
  shipmentsRepository,
  events,
  person,
  log,
  now = () => new Date(),
}: DeliveryServiceDeps) {
  const quotes = deliveryQuotes(carrier, () => now().getTime());
  const cityById = async (cityId: number): Promise<City | undefined> =>
    (await catalog.cities()).find((candidate) => candidate.id === cityId);

  async function cityOf(cityId: number): Promise<City> {
    const city = await cityById(cityId);
    if (!city) throw validationError({ city_id: [messages.cityNotFound] });
    return city;
  }

  /** Reads the carrier's points of a city into our database. */
  async function refreshCity(city: City): Promise<void> {
    const points = await carrier.points(carrierCityOf(city));
    await repository.replaceCityPoints(city.id, carrier.name, points, now());
  }

  /** A city's points, read from the carrier the first time it is asked for; 503 when the carrier cannot. */
  async function ensurePoints(city: City): Promise<void> {
    if (await repository.hasPoints(city.id, carrier.name)) return;
    try {
      await refreshCity(city);
    } catch (error) {
      if (!(error instanceof CarrierError)) throw error;
      log.warn({ err: error, cityId: city.id }, 'the carrier did not list its points');
      throw carrierUnavailable();
    }
  }

  async function offeredPoint(pointId: number) {
    const point = await repository.point(pointId);
    if (!point || !point.active || point.carrier !== carrier.name) {
      throw validationError({ point_id: [messages.pickupPointNotFound] });
    }
    return point;
  }

  const parcels = shipments({
    repository: shipmentsRepository,
    points: repository,
    carrier,
    events,
    cityById,
    ensurePoints,
    person,
    now,
    log,
  });
  const news = parcelNews({ repository: shipmentsRepository, carrier, shipments: parcels, events, now, log });

  return {
    ...parcels,
    ...news,
    carrierName: carrier.name,

    /**
     * What delivering an order's goods (one seller's, in one parcel) to a pickup point costs: 422 when an
     * ad offers no delivery, the point is not offered, or no size class carries it all; 503 when the carrier
     * cannot price now. Resolves to the parcel to open with the order.
     */
    async priceOrder(lines: readonly { productId: number; quantity: number }[], pointId: number) {
      const point = await offeredPoint(pointId);
      const ads = await Promise.all(lines.map((line) => products.pageDetail(line.productId)));
      const parcel = orderParcelOf(ads.map((ad, index) => ({ ad, quantity: lines[index]!.quantity })));
      const [first] = ads;
      if (!first) throw validationError({ items: [messages.deliveryNotOffered] });
      const quote = await quotes.quoteParcel(first.city, await cityOf(point.cityId), parcel);
      return {
        pointId: point.id,
        address: `${point.name}, ${point.address}`,
        fromCityId: first.city.id,
        priceKopecks: Math.round(quote.price * 100),
        parcel,
        quote,
      };
    },

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
      await ensurePoints(city);
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

    /**
     * `GET /api/delivery/quote`: what delivering the ad costs to a pickup point (of the carrier in use,
     * still offered) or to a city; 422 when the ad offers no delivery or the stock is short.
     */
    async quote(query: DeliveryQuoteQuery, viewerId?: number): Promise<DeliveryQuote> {
      const { product_id, cart_item_id, quantity, point_id, city_id } = query;
      if (cart_item_id !== undefined) {
        if (viewerId === undefined) throw unauthenticated();
        const lines = await cart.entry(viewerId, cart_item_id);
        if (lines.length === 0) throw notFound(messages.orderCartEntryEmpty);
        return (await this.priceOrder(lines, point_id!)).quote;
      }
      const product = await products.pageDetail(product_id!);
      if (quantity > product.quantity)
        throw validationError({ quantity: [messages.orderOutOfStock(product.name)] });
      let cityId = city_id;
      if (point_id !== undefined) {
        const point = await offeredPoint(point_id);
        // A point is of the city the buyer named, when they named one.
        if (cityId !== undefined && point.cityId !== cityId) {
          throw validationError({ point_id: [messages.pickupPointNotFound] });
        }
        cityId = point.cityId;
      }
      const quote = await quotes.quote(product, await cityOf(cityId ?? 0), quantity);
      if (!quote) throw validationError({ product_id: [messages.deliveryNotOffered] });
      return quote;
    },

    /** The ad page's «Доставка от N ₽» to a city: null when the ad offers none, or the city is unknown. */
    async quoteToCity(product: ProductDetail, cityId: number): Promise<DeliveryQuote | null> {
      const city = await cityById(cityId);
      return city ? quotes.quote(product, city) : null;
    },

    /**
     * The hourly job: the cities whose points were read a day ago or more are read again; one city
     * failing stops no other, and is tried again at the next run.
     */
    async refreshPoints(): Promise<{ cities: number; failed: number }> {
      let failed = 0;
      const due = await repository.citiesReadBefore(carrier.name, new Date(now().getTime() - pointsMaxAgeMs));
      for (const cityId of due) {
        const city = await cityById(cityId);
        if (!city) continue;
        try {
          await refreshCity(city);
        } catch (error) {
          if (!(error instanceof CarrierError)) throw error;
          failed += 1;
          log.warn({ err: error, cityId }, 'the carrier did not list its points');
        }
      }
      return { cities: due.length, failed };
    },
  };
}
