import { describe, expect, it } from 'vitest';
import { digitsOfWords, findContacts } from './contacts-in-text.ts';

const fragments = (text: string) => findContacts(text).map((found) => `${found.kind}:${found.fragment}`);

describe('digitsOfWords', () => {
  it('composes hundreds, tens and units as said', () => {
    expect(digitsOfWords(['девятьсот', 'шестнадцать'])).toBe('916');
    expect(digitsOfWords(['сорок', 'пять', 'пять'])).toBe('455');
    expect(digitsOfWords(['ноль', 'ноль'])).toBe('00');
    expect(digitsOfWords(['двадцать', 'ноль'])).toBe('200');
    expect(digitsOfWords(['сто', 'пять'])).toBe('105');
  });
});

describe('findContacts: phones', () => {
  it('finds a number in any spacing, with +7, 8 or without', () => {
    expect(fragments('Звоните +7 (912) 345-67-89 после шести')).toEqual(['phone:+7 (912) 345-67-89']);
    expect(fragments('тел. 89123456789')).toEqual(['phone:89123456789']);
    expect(fragments('тел 8 9 1 2 3 4 5 6 7 8 9')).toEqual(['phone:8 9 1 2 3 4 5 6 7 8 9']);
    expect(fragments('номер 912.345.67.89')).toEqual(['phone:912.345.67.89']);
    expect(fragments('Городской 8 (495) 123-45-67')).toEqual(['phone:8 (495) 123-45-67']);
  });

  it('reads digits written as words, alone or mixed with figures', () => {
    expect(
      fragments('восемь девятьсот двенадцать триста сорок пять шестьдесят семь восемьдесят девять'),
    ).toEqual(['phone:восемь девятьсот двенадцать триста сорок пять шестьдесят семь восемьдесят девять']);
    expect(fragments('8 девятьсот 123 45 шестьдесят семь')).toEqual([
      'phone:8 девятьсот 123 45 шестьдесят семь',
    ]);
  });

  it('leaves prices, sizes, years and article numbers alone', () => {
    expect(fragments('Цена 95 000 ₽, торг')).toEqual([]);
    expect(fragments('Размеры 38, 39, 40, 41, 42, 43')).toEqual([]);
    expect(fragments('2019 год, пробег 120 000 км')).toEqual([]);
    expect(fragments('Артикул 5901234123457')).toEqual([]);
    expect(fragments('Два стула и пять табуреток')).toEqual([]);
  });
});

describe('findContacts: addresses, links, handles', () => {
  it('finds e-mail addresses', () => {
    expect(fragments('пишите ivan.petrov@mail.ru')).toEqual(['email:ivan.petrov@mail.ru']);
  });

  it('finds links with or without a scheme, Cyrillic domains too', () => {
    expect(fragments('подробнее https://example.com/item?id=1')).toEqual([
      'link:https://example.com/item?id=1',
    ]);
    expect(fragments('см. www.shop.net')).toEqual(['link:www.shop.net']);
    expect(fragments('пишите в t.me/ivan_sell')).toEqual(['link:t.me/ivan_sell']);
    expect(fragments('магазин мебель.рф')).toEqual(['link:мебель.рф']);
  });

  it('finds messenger handles but not the part of an address', () => {
    expect(fragments('телеграм @ivan_sell')).toEqual(['handle:@ivan_sell']);
    expect(fragments('a@b.ru')).toEqual(['email:a@b.ru']);
  });

  it('leaves abbreviations, decimals and versions alone', () => {
    expect(fragments('г. Москва, ул.Ленина, д.5')).toEqual([]);
    expect(fragments('Двигатель 1.6, Android 12.1, т.е. почти новый')).toEqual([]);
  });
});
