import { describe, expect, it } from 'vitest';
import { productCardSchema } from '../schemas/products.ts';
import { toProductCard } from './product-card.ts';

describe('toProductCard', () => {
  it('keeps exactly the fields of the card schema, as its parse would', () => {
    const card = {
      id: 7,
      name: 'Велосипед',
      price: 12000,
      old_price: null,
      quantity: 1,
      category_id: 1,
      kind: 'goods' as const,
      subcategory_id: 2,
      city_id: 3,
      city_name: 'Москва',
      is_vip: false,
      condition: 'used' as const,
      seller_type: 'private' as const,
      images: [{ id: 1, path: '/storage/a.webp', full_path: '/storage/a-full.webp', extra: 1 }],
      created_at: '2026-11-01T10:00:00.000Z',
    };
    const detail = { ...card, description: 'Почти новый', views: 10, seller: { id: 1 } };
    expect(toProductCard(detail)).toEqual(productCardSchema.parse(detail));
    expect(Object.keys(toProductCard(detail)).sort()).toEqual(Object.keys(productCardSchema.shape).sort());
  });
});
