import type { CompanyBody } from '@mp/contract';

/** A company form that passes every rule of spec §5: real checksums of ИНН, ОГРН and both accounts. */
export function validCompany(overrides: Partial<CompanyBody> = {}): CompanyBody {
  return {
    inn: '7707083893',
    full_name: 'ПАО «Сбербанк России»',
    ogrn: '1027700132195',
    kpp: '773601001',
    legal_address: 'г. Москва, ул. Вавилова, д. 19',
    bik: '044525225',
    bank_name: 'ПАО Сбербанк',
    bank_account: '40702810938000012345',
    correspondent_account: '30101810400000000225',
    name: 'Магазин у дома',
    seller_type: 'online',
    online_payment_available: true,
    order_processing_type: 'manual',
    ...overrides,
  };
}

/** An individual entrepreneur: 12-digit ИНН and a 15-digit ОГРНИП. */
export const entrepreneurRequisites = { inn: '500100732259', ogrn: '304500116000157' } as const;
