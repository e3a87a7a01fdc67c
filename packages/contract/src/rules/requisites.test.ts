import { describe, expect, it } from 'vitest';
import {
  isValidCorrespondentAccount,
  isValidInn,
  isValidOgrn,
  isValidSettlementAccount,
} from './requisites.ts';

// Public requisites of ПАО Сбербанк and a published entrepreneur's ИНН/ОГРНИП.
const sberBik = '044525225';

describe('isValidInn', () => {
  it.each(['7707083893', '500100732259'])('accepts %s', (inn) => expect(isValidInn(inn)).toBe(true));
  it.each([
    ['wrong 10th digit', '7707083894'],
    ['wrong 11th digit', '500100732269'],
    ['wrong 12th digit', '500100732258'],
    ['11 digits', '77070838930'],
    ['letters', '77070838a3'],
    ['empty', ''],
  ])('refuses %s', (_, inn) => expect(isValidInn(inn)).toBe(false));
});

describe('isValidOgrn', () => {
  it.each(['1027700132195', '304500116000157'])('accepts %s', (ogrn) => expect(isValidOgrn(ogrn)).toBe(true));
  it.each([
    ['wrong control digit of an ОГРН', '1027700132196'],
    ['wrong control digit of an ОГРНИП', '304500116000158'],
    ['14 digits', '10277001321951'],
    ['letters', '102770013219x'],
  ])('refuses %s', (_, ogrn) => expect(isValidOgrn(ogrn)).toBe(false));
});

describe('bank accounts keyed with the БИК', () => {
  it('accepts a settlement account whose key matches the БИК', () => {
    expect(isValidSettlementAccount('40702810938000012345', sberBik)).toBe(true);
  });
  it('refuses a settlement account with a wrong key, or a БИК of another bank', () => {
    expect(isValidSettlementAccount('40702810838000012345', sberBik)).toBe(false);
    expect(isValidSettlementAccount('40702810938000012345', '044525226')).toBe(false);
    expect(isValidSettlementAccount('4070281093800001234', sberBik)).toBe(false);
  });
  it('checks a correspondent account against the 5th and 6th digits of the БИК', () => {
    expect(isValidCorrespondentAccount('30101810400000000225', sberBik)).toBe(true);
    expect(isValidCorrespondentAccount('30101810500000000225', sberBik)).toBe(false);
    expect(isValidCorrespondentAccount('30101810400000000225', '04451A225')).toBe(false);
  });
});
