import { adKindOf, type Filter, type ProductCard, type ProductDetail } from '@mp/contract';
import type { CardRow, ProductsRepository } from './repository.ts';

type DetailRow = NonNullable<Awaited<ReturnType<ProductsRepository['detail']>>>;

/** Money is kept in kopecks; the API speaks rubles. */
export const rubles = (kopecks: number) => kopecks / 100;
export const kopecks = (rubles: number) => Math.round(rubles * 100);

export function toCard(row: CardRow): ProductCard {
  return {
    id: row.id,
    name: row.name,
    price: rubles(row.priceKopecks),
    old_price: row.oldPriceKopecks === null ? null : rubles(row.oldPriceKopecks),
    quantity: row.quantity,
    category_id: row.categoryId,
    kind: adKindOf(row.categorySlug),
    subcategory_id: row.subcategoryId,
    city_id: row.cityId,
    city_name: row.cityName,
    is_vip: row.isVip,
    condition: row.condition,
    seller_type: row.sellerType,
    images: row.images,
    created_at: row.createdAt.toISOString(),
  };
}

export function toDetail(row: DetailRow, filters: Filter[], activeAds: number): ProductDetail {
  return {
    ...toCard(row),
    description: row.description,
    category_name: row.categoryName,
    subcategory_name: row.subcategoryName,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    views: row.views,
    city: row.city,
    seller: {
      id: row.seller.id,
      name: row.seller.name,
      type: row.sellerType,
      company_name: row.seller.companyName,
      profile_photo_url: row.seller.profilePhotoUrl,
      created_at: row.seller.createdAt.toISOString(),
      active_ads: activeAds,
      rating: row.seller.rating,
      reviews_count: row.seller.reviewsCount,
      allows_calls: row.seller.allowsCalls,
    },
    attributes: describeAttributes(row.attributes, filters),
    delivery_available: row.deliveryAvailable,
    parcel_size: row.parcelSize,
    weight_kg: row.weightGrams === null ? null : row.weightGrams / 1000,
    handover_in_person: row.handoverInPerson,
  };
}

/** The ad's attributes in the subcategory's filter order, labelled, with units («128 ГБ», «Да»). */
export function describeAttributes(
  attributes: Record<string, string | number | boolean>,
  filters: Filter[],
): ProductDetail['attributes'] {
  return filters.flatMap(({ name, label, unit }) => {
    const value = attributes[name];
    if (value === undefined || value === null || value === '') return [];
    const text = typeof value === 'boolean' ? (value ? 'Да' : 'Нет') : String(value);
    return [{ name, label, value: unit && typeof value !== 'boolean' ? `${text} ${unit}` : text }];
  });
}
