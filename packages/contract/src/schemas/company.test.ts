import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import {
  companySchema,
  defaultWorkSchedule,
  isValidWorkDay,
  type CompanyBody,
  type WorkSchedule,
} from './company.ts';

const valid: CompanyBody = {
  inn: '7707083893',
  full_name: 'ПАО Сбербанк',
  ogrn: '1027700132195',
  kpp: '773601001',
  legal_address: 'г. Москва, ул. Вавилова, д. 19',
  bik: '044525225',
  bank_name: 'ПАО Сбербанк',
  bank_account: '40702810938000012345',
  correspondent_account: '30101810400000000225',
  name: 'Магазин у дома',
  order_processing_type: 'manual',
};

const errorsOf = (body: unknown) => {
  const result = companySchema.safeParse(body);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('companySchema', () => {
  it('accepts an online seller and fills the defaults of spec §3', () => {
    const company = companySchema.parse(valid);
    expect(company.seller_type).toBe('online');
    expect(company.online_payment_available).toBe(false);
    expect(company.work_schedule).toEqual(defaultWorkSchedule);
    expect(company.address).toBeNull();
  });

  it('gives each missing field its Russian message', () => {
    expect(errorsOf({})).toMatchObject({
      inn: messages.innInvalid,
      full_name: messages.companyFullNameRequired,
      ogrn: messages.ogrnInvalid,
      kpp: messages.kppInvalid,
      legal_address: messages.legalAddressRequired,
      bik: messages.bikInvalid,
      bank_name: messages.bankNameRequired,
      bank_account: messages.bankAccountInvalid,
      correspondent_account: messages.correspondentAccountInvalid,
      name: messages.shopNameRequired,
      order_processing_type: messages.orderProcessingTypeRequired,
    });
  });

  it('refuses requisites whose control digits do not match', () => {
    expect(errorsOf({ ...valid, inn: '7707083894', ogrn: '1027700132196' })).toEqual({
      inn: messages.innInvalid,
      ogrn: messages.ogrnInvalid,
    });
    expect(errorsOf({ ...valid, bank_account: '40702810838000012345' })).toEqual({
      bank_account: messages.bankAccountMismatch,
    });
    expect(errorsOf({ ...valid, correspondent_account: '30101810500000000225' })).toEqual({
      correspondent_account: messages.correspondentAccountMismatch,
    });
  });

  it('asks offline sellers for a phone, a point address and a working day', () => {
    const allOff = Object.fromEntries(Object.keys(defaultWorkSchedule).map((day) => [day, 'выходной']));
    expect(errorsOf({ ...valid, seller_type: 'offline', phone: '12-34', work_schedule: allOff })).toEqual({
      phone: messages.phoneInvalid,
      address: messages.pointAddressRequired,
      work_schedule: messages.workingDayRequired,
    });
    const offline = { ...valid, seller_type: 'offline', phone: '+7 (495) 500-55-50', address: 'Тверская, 1' };
    expect(errorsOf(offline)).toEqual({});
  });

  it('refuses a schedule day in another format and a missing day', () => {
    expect(errorsOf({ ...valid, work_schedule: { ...defaultWorkSchedule, mon: '9-18' } })).toEqual({
      'work_schedule.mon': messages.workScheduleFormat,
    });
    const sixDays: Partial<WorkSchedule> = { ...defaultWorkSchedule };
    delete sixDays.sun;
    expect(Object.keys(errorsOf({ ...valid, work_schedule: sixDays }))).toEqual(['work_schedule.sun']);
  });
});

describe('isValidWorkDay', () => {
  it.each(['09:00-18:00', '00:00-23:59', 'выходной'])('accepts %s', (day) =>
    expect(isValidWorkDay(day)).toBe(true),
  );
  it.each(['18:00-09:00', '09:00-09:00', '24:00-25:00', '9:00-18:00', 'closed', ''])('refuses %j', (day) =>
    expect(isValidWorkDay(day)).toBe(false),
  );
});
