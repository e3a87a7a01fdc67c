import { defaultWorkSchedule, type CompanyDetail } from '@mp/contract';

/** Requisites that pass every check of the contract (control digits included). */
export const validRequisites = {
  inn: '7707083893',
  full_name: 'PAO Sberbank',
  ogrn: '1027700132195',
  kpp: '773601001',
  legal_address: 'Moscow, Vavilova 19',
  bik: '044525225',
  bank_name: 'Sberbank',
  bank_account: '40702810938000012345',
  correspondent_account: '30101810400000000225',
  name: 'Corner shop',
};

export const savedCompany = (overrides: Partial<CompanyDetail> = {}): CompanyDetail => ({
  id: 1,
  ...validRequisites,
  logo: null,
  address: null,
  phone: null,
  seller_type: 'online',
  online_payment_available: false,
  order_processing_type: 'manual',
  images: [],
  work_schedule: defaultWorkSchedule,
  moderation_status: null,
  ...overrides,
});
