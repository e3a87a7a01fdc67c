import { describe, expect, it } from 'vitest';
import { normalizePhone } from './phone.ts';

describe('normalizePhone', () => {
  it.each([
    ['+7 (912) 345-67-89', '+79123456789'],
    ['+79123456789', '+79123456789'],
    ['89123456789', '+79123456789'],
    ['8 912 345 67 89', '+79123456789'],
    ['7-912-345-67-89', '+79123456789'],
    ['9123456789', '+79123456789'],
    ['(912) 345 67 89', '+79123456789'],
    ['  +7 912 345 67 89  ', '+79123456789'],
  ])('reads %s as %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each([
    'abc',
    '',
    '+8 912 345 67 89',
    '+9123456789',
    '912345678',
    '991234567890',
    '19123456789',
    '+7 912 345 67 89 ext 1',
    '+7912345678a',
    '++79123456789',
  ])('refuses %j', (input) => {
    expect(normalizePhone(input)).toBeUndefined();
  });
});
