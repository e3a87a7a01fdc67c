import {
  messages,
  parcelSizeLimits,
  parcelSizes,
  type City,
  type DeliveryQuote,
  type ParcelSize,
  type ProductDetail,
} from '@mp/contract';
import { HttpError, validationError } from '../../http/errors.ts';
import { CarrierError, type Carrier, type CarrierCity, type Parcel } from '../../platform/delivery/index.ts';
import { TtlCache } from '../../platform/ttl-cache.ts';

type CityPlace = Pick<City, 'id' | 'name' | 'region' | 'latitude' | 'longitude'>;

/** A carrier's price between two cities changes rarely; asking it once an hour per route is plenty. */
const quoteTtlMs = 60 * 60 * 1000;
const quotesKept = 20_000;

export const carrierCityOf = ({ name, region, latitude, longitude }: CityPlace): CarrierCity => ({
  name,
  region,
  latitude,
  longitude,
});

/**
 * The parcel of `quantity` units of an ad: their weight together, in the ad's size class or the
 * smallest larger one that carries it; undefined when even the largest does not.
 */
export function parcelOf(size: ParcelSize, weightKg: number, quantity: number): Parcel | undefined {
  return parcelWeighing(size, Math.round(weightKg * 1000) * quantity);
}

function parcelWeighing(size: ParcelSize, weightGrams: number): Parcel | undefined {
  const fits = parcelSizes
    .slice(parcelSizes.indexOf(size))
    .find((candidate) => parcelSizeLimits[candidate].maxWeightKg * 1000 >= weightGrams);
  if (!fits) return undefined;
  const { lengthCm, widthCm, heightCm } = parcelSizeLimits[fits];
  return { weightGrams, lengthCm, widthCm, heightCm };
}

/**
 * One parcel for an order's goods: all their weight, in the largest size class among the ads or a larger
 * one that carries it. 422 when an ad offers no delivery or no class carries it all.
 */
export function orderParcelOf(goods: readonly { ad: ProductDetail; quantity: number }[]): Parcel {
  let weightGrams = 0;
  let size: ParcelSize = 'XS';
  for (const { ad, quantity } of goods) {
    if (!ad.delivery_available || ad.parcel_size === null || ad.weight_kg === null) {
      throw validationError({ delivery: [messages.deliveryNotOffered] });
    }
    weightGrams += Math.round(ad.weight_kg * 1000) * quantity;
    if (parcelSizes.indexOf(ad.parcel_size) > parcelSizes.indexOf(size)) size = ad.parcel_size;
  }
  const parcel = parcelWeighing(size, weightGrams);
  if (!parcel) throw validationError({ delivery: [messages.parcelTooHeavy('L')] });
  return parcel;
}

/** A carrier that cannot price now: the person may ask again (503, not 500). */
const quoteUnavailable = () => new HttpError(503, messages.deliveryQuoteUnavailable);

export type Quotes = ReturnType<typeof deliveryQuotes>;

/** Prices of delivery from an ad's city to a buyer's, kept an hour per route and parcel. */
export function deliveryQuotes(carrier: Carrier, now: () => number = Date.now) {
  const kept = new TtlCache<string, DeliveryQuote>(quotesKept, quoteTtlMs, now);

  return {
    /**
     * What delivering `quantity` units of the ad to `to` costs; null when the ad offers no delivery.
     * A parcel no class carries is a 422 on `quantity`; a carrier that does not answer, 503.
     */
    async quote(product: ProductDetail, to: City, quantity = 1): Promise<DeliveryQuote | null> {
      const { parcel_size: size, weight_kg: weightKg } = product;
      if (!product.delivery_available || size === null || weightKg === null) return null;
      const parcel = parcelOf(size, weightKg, quantity);
      if (!parcel) throw validationError({ quantity: [messages.parcelTooHeavy('L')] });
      return this.quoteParcel(product.city, to, parcel);
    },

    /** What carrying a parcel from one city to another costs and takes; 503 when the carrier cannot say. */
    async quoteParcel(from: CityPlace, to: CityPlace, parcel: Parcel): Promise<DeliveryQuote> {
      const key = `${from.id}>${to.id}:${parcel.weightGrams}:${parcel.lengthCm}`;
      const known = kept.get(key);
      if (known) return known;
      try {
        const { priceKopecks, daysMin, daysMax } = await carrier.quote({
          from: carrierCityOf(from),
          to: carrierCityOf(to),
          parcel,
        });
        const quote = {
          price: priceKopecks / 100,
          days_min: daysMin,
          days_max: daysMax,
          carrier: carrier.name,
        };
        kept.set(key, quote);
        return quote;
      } catch (error) {
        if (error instanceof CarrierError) throw quoteUnavailable();
        throw error;
      }
    },
  };
}
