import type { Order } from '@mp/contract';

/** An order as the API gives it: seller 7 «Продавец 7», buyer 3 «Анна», one line of ad 11. */
export const order = (id: number, overrides: Partial<Order> = {}): Order => ({
  id,
  user_id: 3,
  seller_id: 7,
  buyer: { id: 3, name: 'Анна' },
  seller: { id: 7, name: 'Продавец 7' },
  role: 'buyer',
  status: 'new',
  order_processing_type: 'manual',
  total_price: 2500,
  wallet_paid: 0,
  remaining_to_pay: 2500,
  delivery_address: 'Москва, ул. Тверская, 1',
  approved_percentage: null,
  cancelled_by: null,
  created_at: '2026-11-20T10:00:00.000Z',
  confirmed_at: null,
  shipped_at: null,
  completed_at: null,
  cancelled_at: null,
  items: [
    {
      id: 1,
      order_id: id,
      product_id: 11,
      quantity: 2,
      price: 1250,
      product_name: 'Велосипед Stels',
      product_images: ['/storage/products/11/0-card.webp'],
    },
  ],
  ...overrides,
});
