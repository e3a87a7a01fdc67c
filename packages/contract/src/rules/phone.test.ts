import { describe, expect, it } from 'vitest';
import { formatPhoneInput, normalizePhone } from './phone.ts';

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

describe('formatPhoneInput', () => {
  it.each([
    ['9', '+7 (9'],
    ['912', '+7 (912'],
    ['9123', '+7 (912) 3'],
    ['9123456', '+7 (912) 345-6'],
    ['912345678', '+7 (912) 345-67-8'],
    ['+7 (912) 345-67-890', '+7 (912) 345-67-89'],
    ['8 999 123-45-67', '+7 (999) 123-45-67'],
    ['+7 999 123 45 67', '+7 (999) 123-45-67'],
    ['79991234567', '+7 (999) 123-45-67'],
    ['9991234567', '+7 (999) 123-45-67'],
    ['8001234567', '+7 (800) 123-45-67'],
    ['8', ''],
    ['+7 (', ''],
    ['+7 (912) ', '+7 (912'],
    ['', ''],
  ])('shows %j as %j', (input, expected) => {
    expect(formatPhoneInput(input)).toBe(expected);
  });

  it('gives what the phone schema reads as the same number', () => {
    expect(normalizePhone(formatPhoneInput('8 912 345 67 89'))).toBe('+79123456789');
  });
});
