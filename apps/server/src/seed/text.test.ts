import { describe, expect, it } from 'vitest';
import { randomAttributes } from './attributes.ts';
import { catalog } from './content/catalog.ts';
import { nounGenders } from './content/genders.ts';
import { counted, type CountForms, type Gender } from './grammar.ts';
import { Random } from './random.ts';
import { adTitle, withoutRepeatedWords } from './text.ts';

describe('withoutRepeatedWords', () => {
  it.each([
    ['Xiaomi Xiaomi 13T 512 ГБ', 'Xiaomi 13T 512 ГБ'],
    ['Смартфон Xiaomi xiaomi 13T', 'Смартфон Xiaomi 13T'],
    ['Apple iPhone 12', 'Apple iPhone 12'],
    ['2-к. квартира, 54 м², 5/9 эт.', '2-к. квартира, 54 м², 5/9 эт.'],
    ['Шины Nokian Nokian, R15', 'Шины Nokian, R15'],
  ])('%s → %s', (title, expected) => {
    expect(withoutRepeatedWords(title)).toBe(expected);
  });
});

describe('adTitle', () => {
  const titles = catalog.flatMap((category) =>
    category.subcategories.flatMap((sub) =>
      Array.from({ length: 300 }, (_, i) => {
        const random = new Random(i + 1);
        return adTitle(sub, randomAttributes(sub.filters, random), random).title;
      }),
    ),
  );

  it('fills every placeholder', () => {
    expect(titles.filter((t) => /[{}]/.test(t))).toEqual([]);
  });

  it('puts an adjective after a noun in the noun’s gender and number', () => {
    const endings: Record<Gender, RegExp> = {
      m: /(ый|ий|ой)$/u,
      f: /(ая|яя)$/u,
      n: /(ое|ее)$/u,
      pl: /(ые|ие)$/u,
    };
    const nouns = Object.keys(nounGenders).sort((a, b) => b.length - a.length);
    let checked = 0;
    for (const title of titles) {
      const noun = nouns.find((n) => title.startsWith(`${n} `) || title.startsWith(`${n},`));
      const next = noun && /^,? (?:как |почти )?([а-яё]+)/u.exec(title.slice(noun.length))?.[1];
      if (!noun || !next || !/(ый|ий|ой|ая|яя|ое|ее|ые|ие)$/u.test(next)) continue;
      expect(`${noun} … ${next}`).toMatch(endings[nounGenders[noun] as Gender]);
      checked++;
    }
    expect(checked).toBeGreaterThan(400);
  });

  it.each([
    /Джинсы женск(ий|ая|ое)/u,
    /(Платье|Пальто) женск(ий|ая)/u,
    /(Пиджак|Худи) мужская/u,
    /(Кровать|Сковорода|Беговая дорожка), (как |почти )?новый/u,
    /(Гантели|Стулья), (как |почти )?новый/u,
    /, молодые$/u,
    /\{|\}/u,
  ])('never writes %s', (wrong) => {
    expect(titles.filter((t) => wrong.test(t))).toEqual([]);
  });

  it('writes a count with the noun form its number takes', () => {
    const forms: Record<string, CountForms> = {
      дюйм: ['дюйм', 'дюйма', 'дюймов'],
      литр: ['литр', 'литра', 'литров'],
      месяц: ['месяц', 'месяца', 'месяцев'],
    };
    const counts = titles.flatMap((t) => [...t.matchAll(/(\d+) (дюйм|литр|месяц)([а-я]*)/gu)]);
    expect(counts.length).toBeGreaterThan(100);
    for (const [text, n, stem] of counts)
      expect(text).toBe(counted(Number(n), forms[stem ?? ''] ?? ['', '', '']));
  });
});
