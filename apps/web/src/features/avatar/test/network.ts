import { defaultWorkSchedule, type CompanyDetail, type PublicProfile } from '@mp/contract';
import { productCard } from '../../products/test/fixtures.ts';

export { stubNetwork, type Reply, type SentRequest } from '../../../shared/test/network.ts';

export const config = (environment: 'development' | 'test' | 'production') => ({
  environment,
  realtime: { key: 'k', path: '/app/k' },
  map: { tile_url: 'https://tiles/{z}/{x}/{y}.png', attribution: '' },
  providers: { sms: 'outbox', address: 'local', geocoder: 'local', payments: 'local' },
  limits: {
    avatar_max_bytes: 5 * 1024 * 1024,
    product_image_max_bytes: 5 * 1024 * 1024,
    product_images_max: 10,
    products_per_page: 20,
  },
});

export function company(moderation_status: CompanyDetail['moderation_status']): CompanyDetail {
  return {
    id: 7,
    inn: '7707083893',
    full_name: 'ООО Ромашка',
    ogrn: '1027700132195',
    kpp: '773601001',
    legal_address: 'Москва',
    bik: '044525225',
    bank_name: 'Банк',
    bank_account: '40702810938000000000',
    correspondent_account: '30101810400000000225',
    name: 'Ромашка',
    logo: null,
    address: null,
    phone: null,
    seller_type: 'online',
    online_payment_available: false,
    order_processing_type: 'manual',
    images: [],
    work_schedule: defaultWorkSchedule,
    moderation_status,
  };
}

export function publicProfile(overrides: Partial<PublicProfile> = {}): PublicProfile {
  return {
    id: 9,
    name: 'Борис',
    created_at: '2025-03-15T10:00:00.000Z',
    profile_photo_url: null,
    active_ads_count: 2,
    rating: null,
    company: null,
    blocked_by_me: false,
    products: {
      data: [productCard(1), productCard(2)],
      pagination: { current_page: 1, last_page: 1, per_page: 20, total: 2 },
    },
    ...overrides,
  };
}
