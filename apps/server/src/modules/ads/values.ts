import { createHash } from 'node:crypto';
import {
  adActionsByState,
  screeningLimits,
  textFingerprint,
  type MyAd,
  type ScreeningInput,
} from '@mp/contract';
import type { Announce } from '../../domain-events.ts';
import { kopecks, rubles, toCard } from '../products/index.ts';
import type { CheckedAd } from './checks.ts';
import type { Verdict } from './lifecycle.ts';
import type { MyAdRow, ProductFields, ProductRow } from './repository.ts';

// What the ads service and the drafts make of an ad: its columns, what the checks read, the seller's card.

/** The product columns an ad's checked fields set. */
export function productValuesOf({ fields, attributes }: CheckedAd): Omit<ProductFields, 'userId'> {
  return {
    name: fields.name,
    description: fields.description,
    textKey: textKeyOf(fields.description),
    priceKopecks: kopecks(fields.price),
    quantity: fields.quantity,
    condition: fields.condition,
    categoryId: fields.category_id,
    subcategoryId: fields.subcategory_id,
    cityId: fields.city_id,
    address: fields.address,
    latitude: fields.latitude,
    longitude: fields.longitude,
    attributes,
    deliveryAvailable: fields.delivery_available,
    parcelSize: fields.delivery_available ? (fields.parcel_size ?? null) : null,
    weightGrams:
      fields.delivery_available && fields.weight_kg !== undefined
        ? Math.round(fields.weight_kg * 1000)
        : null,
    handoverInPerson: fields.delivery_available ? fields.handover_in_person : true,
  };
}

/**
 * The key of a description as the copy check looks it up (`products.text_key`): 48 bits of the SHA-256 of
 * its fingerprint, a safe integer; null for a description too short to tell a copy.
 */
export function textKeyOf(description: string): number | null {
  const fingerprint = textFingerprint(description, screeningLimits.sameTextWordsMin);
  if (fingerprint === null) return null;
  return Number.parseInt(createHash('sha256').update(fingerprint).digest('hex').slice(0, 12), 16);
}

/** What the automatic checks read of a checked ad (and, for a new ad, of its seller). */
export const screeningInputOf = (ad: CheckedAd, seller?: ScreeningInput['seller']): ScreeningInput => ({
  name: ad.fields.name,
  description: ad.fields.description,
  price: ad.fields.price,
  categorySlug: ad.categorySlug,
  subcategoryId: ad.fields.subcategory_id,
  cityId: ad.fields.city_id,
  seller,
});

/** What the automatic checks read of an ad as stored (a renewal, a relisting). */
export const storedAdInput = (product: ProductRow, categorySlug: string): ScreeningInput => ({
  name: product.name,
  description: product.description,
  price: rubles(product.priceKopecks),
  categorySlug,
  subcategoryId: product.subcategoryId,
  cityId: product.cityId,
});

/** Tells the seller (`ad.refused`) when the checks returned the ad, in the transaction that moved it. */
export async function announceRefusal(
  announce: Announce,
  verdict: Verdict | undefined,
  ad: { productId: number; sellerId: number; name: string },
): Promise<void> {
  if (verdict?.values.status !== 'rejected') return;
  await announce('ad.refused', { ...ad, reason: verdict.values.moderationNote ?? '', byCheck: true });
}

export function toMyAd(row: MyAdRow, favourites: number): MyAd {
  return {
    ...toCard(row),
    status: row.status,
    views: row.views,
    favourites,
    expires_at: row.expiresAt?.toISOString() ?? null,
    vip_until: row.vipUntil?.toISOString() ?? null,
    rejection_reason: row.moderationNote,
    actions: [...adActionsByState[row.status]],
    can_appeal: row.status === 'rejected' && row.appealedAt === null,
  };
}

/** `ids` is exactly the images' ids, each once. */
export function sameIds(images: readonly { id: number }[], ids: readonly number[]): boolean {
  if (images.length !== ids.length || new Set(ids).size !== ids.length) return false;
  return images.every((image) => ids.includes(image.id));
}
