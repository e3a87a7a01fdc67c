import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { isValidBirthDate, profileSchema } from './users.ts';

const valid = { name: 'Анна', surname: 'Иванова', birth_date: '1990-05-17', gender: 'female' };

const firstMessage = (body: unknown) => {
  const result = profileSchema.safeParse(body);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('profileSchema', () => {
  it('accepts a full profile and normalises optional fields', () => {
    expect(profileSchema.parse({ ...valid, patronymic: '  ', address: ' Москва ', has_car: true })).toEqual({
      ...valid,
      patronymic: null,
      address: 'Москва',
      has_car: true,
    });
    expect(profileSchema.parse(valid)).toEqual({ ...valid, patronymic: null, address: null, has_car: false });
  });

  it('keeps allow_calls only when it is sent (omitted leaves the stored choice)', () => {
    expect(profileSchema.parse({ ...valid, allow_calls: true }).allow_calls).toBe(true);
    expect(profileSchema.parse({ ...valid, allow_calls: false }).allow_calls).toBe(false);
    expect('allow_calls' in profileSchema.parse(valid)).toBe(false);
  });

  it.each([
    [{ ...valid, name: undefined }, messages.profileNameRequired],
    [{ ...valid, name: '   ' }, messages.profileNameRequired],
    [{ ...valid, surname: undefined }, messages.profileSurnameRequired],
    [{ ...valid, surname: '' }, messages.profileSurnameRequired],
    [{ ...valid, birth_date: undefined }, messages.birthDateRequired],
    [{ ...valid, birth_date: '' }, messages.birthDateRequired],
    [{ ...valid, birth_date: '17.05.1990' }, messages.birthDateFormat],
    [{ ...valid, birth_date: '2026-02-30' }, messages.birthDateFormat],
    [{ ...valid, birth_date: '2999-01-01' }, messages.birthDateFormat],
    [{ ...valid, birth_date: 19900517 }, messages.birthDateRequired],
    [{ ...valid, gender: undefined }, messages.genderInvalid],
    [{ ...valid, gender: 'other' }, messages.genderInvalid],
    [{ ...valid, name: 'а'.repeat(101) }, messages.nameTooLong],
    [{ ...valid, surname: 'а'.repeat(101) }, messages.surnameTooLong],
    [{ ...valid, patronymic: 'а'.repeat(101) }, messages.patronymicTooLong],
    [{ ...valid, address: 'а'.repeat(256) }, messages.addressTooLong],
    [{ ...valid, has_car: 'yes' }, messages.hasCarInvalid],
    [{ ...valid, allow_calls: 'yes' }, messages.allowCallsInvalid],
    [{ ...valid, allow_calls: null }, messages.allowCallsInvalid],
  ])('refuses %j with its message', (body, message) => {
    expect(firstMessage(body)).toBe(message);
  });
});

describe('isValidBirthDate', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  it.each([
    ['2000-02-29', true],
    ['1900-01-01', true],
    ['2026-03-01', true],
    ['2026-03-02', true],
    ['2026-03-03', false],
    ['1900-02-29', false],
    ['1899-12-31', false],
    ['2024-13-01', false],
    ['2024-1-01', false],
  ])('%s → %s', (value, expected) => {
    expect(isValidBirthDate(value, now)).toBe(expected);
  });
});
