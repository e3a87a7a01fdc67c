import type { MapPoint, PublicConfig } from '@mp/contract';

/** `GET /api/config` with an unreachable tile address: tests, like CI, have no network. */
export const publicConfig: PublicConfig = {
  environment: 'test',
  realtime: { key: 'key', path: '/ws' },
  map: { tile_url: 'https://tile.example.invalid/{z}/{x}/{y}.png', attribution: '© OpenStreetMap' },
  providers: {
    sms: 'outbox',
    address: 'local',
    geocoder: 'local',
    payments: 'none',
    delivery: 'sandbox' as const,
  },
  limits: { avatar_max_bytes: 1, product_image_max_bytes: 1, product_images_max: 10, products_per_page: 20 },
};

export const mapPoint = (
  id: number,
  latitude: number,
  longitude: number,
  name = `Товар ${id}`,
): MapPoint => ({
  id,
  name,
  price: 1000 * id,
  latitude,
  longitude,
  image: null,
  is_vip: false,
});
