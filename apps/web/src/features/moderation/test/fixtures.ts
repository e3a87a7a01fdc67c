import {
  defaultWorkSchedule,
  storageKeys,
  type ModerationAd,
  type OwnProfile,
  type Report,
  type UserRole,
} from '@mp/contract';
import { ownProfileOf } from '../../../test/fixtures/users.ts';

export function signIn(role: UserRole) {
  const { id, phone, name, created_at } = ownProfile(role);
  sessionStorage.setItem(storageKeys.token, 'session-token');
  sessionStorage.setItem(storageKeys.user, JSON.stringify({ id, phone, name, role, created_at }));
}

export const ownProfile = (role: UserRole): OwnProfile =>
  ownProfileOf({ name: 'Moderator Anna', role, created_at: '2026-01-01T00:00:00.000Z' });

export const page = <T>(data: T[]) => ({
  data,
  pagination: { current_page: 1, last_page: 1, per_page: 20, total: data.length },
});

export const moderationAd = (id: number, overrides: Partial<ModerationAd> = {}): ModerationAd => ({
  id,
  name: `Sofa ${id}`,
  price: 12000,
  old_price: null,
  quantity: 1,
  category_id: 1,
  kind: 'goods',
  subcategory_id: 2,
  city_id: 3,
  city_name: 'Moscow',
  is_vip: false,
  condition: 'used',
  seller_type: 'private',
  images: [],
  created_at: '2026-03-01T10:00:00.000Z',
  description: 'A comfortable corner sofa, barely used.',
  status: 'moderation',
  moderation_note: 'stop word: phone number',
  expires_at: null,
  updated_at: '2026-03-02T10:00:00.000Z',
  appeal: null,
  seller: { id: 9, name: 'Seller Boris' },
  open_reports: 2,
  findings: [],
  risk: 0,
  ...overrides,
});

export const userReport = (id: number): Report => ({
  id,
  subject: 'user',
  subject_id: 9,
  subject_user: { id: 9, name: 'Seller Boris' },
  reporter: { id: 11, name: 'Reporter Vera' },
  reason: 'fraud',
  comment: 'Asked for a prepayment',
  status: 'open',
  created_at: '2026-03-03T10:00:00.000Z',
});

export const pendingCompany = (id: number) => ({
  id,
  inn: '7707083893',
  full_name: 'Romashka LLC',
  ogrn: '1027700132195',
  kpp: '773601001',
  legal_address: 'Moscow, Tverskaya 1',
  bik: '044525225',
  bank_name: 'Bank',
  bank_account: '40702810938000000000',
  correspondent_account: '30101810400000000225',
  name: 'Romashka',
  logo: null,
  address: null,
  phone: null,
  seller_type: 'online' as const,
  online_payment_available: false,
  order_processing_type: 'manual' as const,
  auto_percentage: 0,
  images: [],
  work_schedule: defaultWorkSchedule,
  moderation_status: 'pending' as const,
  user: { id: 12, name: 'Owner Gleb' },
});
