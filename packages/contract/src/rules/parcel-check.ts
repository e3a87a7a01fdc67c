import { messages } from '../messages.ts';
import { parcelSizeLimits, type ParcelSize } from './delivery.ts';

export interface ParcelFields {
  delivery_available?: boolean;
  parcel_size?: ParcelSize | null;
  weight_kg?: number | null;
}

/**
 * What an ad offering «Доставка» still lacks, by field, once each field passed on its own: a kind of ad
 * that travels, a size class, and a weight the class carries. The form asks it before sending; the server
 * asks it again.
 */
export function parcelFieldErrors(fields: ParcelFields, travels: boolean): Record<string, string[]> {
  if (!fields.delivery_available) return {};
  if (!travels) return { delivery_available: [messages.deliveryNotForCategory] };
  const errors: Record<string, string[]> = {};
  const size = fields.parcel_size ?? undefined;
  const weight = fields.weight_kg ?? undefined;
  if (size === undefined) errors.parcel_size = [messages.parcelSizeRequired];
  if (weight === undefined) errors.weight_kg = [messages.parcelWeightInvalid];
  else if (size !== undefined && weight > parcelSizeLimits[size].maxWeightKg) {
    errors.weight_kg = [messages.parcelTooHeavy(size)];
  }
  return errors;
}
