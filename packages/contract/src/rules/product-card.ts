import type { ProductCard } from '../schemas/products.ts';

/** The card fields of an ad (a detail reply holds more), without going through zod. */
export const toProductCard = (ad: ProductCard): ProductCard => ({
  id: ad.id,
  name: ad.name,
  price: ad.price,
  old_price: ad.old_price,
  quantity: ad.quantity,
  category_id: ad.category_id,
  kind: ad.kind,
  subcategory_id: ad.subcategory_id,
  city_id: ad.city_id,
  city_name: ad.city_name,
  is_vip: ad.is_vip,
  condition: ad.condition,
  seller_type: ad.seller_type,
  images: ad.images.map((image) => ({ id: image.id, path: image.path, full_path: image.full_path })),
  created_at: ad.created_at,
});
