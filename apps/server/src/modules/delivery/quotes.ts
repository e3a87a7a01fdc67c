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

/** A carrier's price between two cities changes rarely; asking it once an hour per route is plenty. */
const quoteTtlMs = 60 * 60 * 1000;
const quotesKept = 20_000;

export const carrierCityOf = ({ name, region, latitude, longitude }: City): CarrierCity => ({
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
  const weightGrams = Math.round(weightKg * 1000) * quantity;
  const fits = parcelSizes
    .slice(parcelSizes.indexOf(size))
    .find((candidate) => parcelSizeLimits[candidate].maxWeightKg * 1000 >= weightGrams);
  if (!fits) return undefined;
  const { lengthCm, widthCm, heightCm } = parcelSizeLimits[fits];
  return { weightGrams, lengthCm, widthCm, heightCm };
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
      const key = `${product.city.id}>${to.id}:${parcel.weightGrams}:${parcel.lengthCm}`;
      const known = kept.get(key);
      if (known) return known;
      try {
        const { priceKopecks, daysMin, daysMax } = await carrier.quote({
          from: carrierCityOf(product.city),
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
