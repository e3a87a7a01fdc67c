import { describe, expect, it } from 'vitest';
import {
  contactsFinding,
  lowPriceFinding,
  samePhotoFindings,
  sameTextFinding,
  unclearedBy,
  screeningLimits,
  screeningOf,
  velocityFinding,
  zeroPriceFinding,
} from './screening.ts';

const now = new Date('2026-11-29T12:00:00Z');
const ad = {
  name: 'Велосипед',
  description: 'Хороший, почти новый',
  price: 1000,
  categorySlug: 'sport',
  subcategoryId: 1,
  cityId: 1,
  seller: { createdAt: new Date('2025-01-01T00:00:00Z'), adsLastHour: 0 },
};
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('screeningOf', () => {
  it('is clean without findings', () => {
    expect(screeningOf([])).toEqual({ verdict: 'clean', findings: [], risk: 0, note: null });
  });

  it('refuses when any finding refuses, and orders the note by rule', () => {
    const screening = screeningOf([
      { rule: 'zero_price', reason: 'Цена 0 ₽ в категории, где нужна цена', fragments: [] },
      { rule: 'contacts', reason: 'Контакты в тексте объявления', fragments: ['89123456789'] },
    ]);
    expect(screening.verdict).toBe('refuse');
    expect(screening.risk).toBe(60);
    expect(screening.note).toMatch(/^Контакты в тексте объявления: «89123456789»\. Уберите телефон/);
    expect(screening.note).toMatch(/\. Цена 0 ₽ в категории, где нужна цена$/);
  });

  it('holds a doubt for a moderator', () => {
    const screening = screeningOf([
      { rule: 'banned_goods', reason: 'Запрещённый товар: Оружие и боеприпасы', fragments: ['0ружие'] },
    ]);
    expect(screening).toMatchObject({ verdict: 'doubt', risk: 40 });
    expect(screening.note).toBe('Запрещённый товар: Оружие и боеприпасы: «0ружие»');
  });
});

describe('the pure checks', () => {
  it('finds contacts in the title and the description, each once', () => {
    expect(
      contactsFinding({ ...ad, name: 'Велосипед 89123456789', description: 'звоните 89123456789' }),
    ).toEqual([{ rule: 'contacts', reason: 'Контакты в тексте объявления', fragments: ['89123456789'] }]);
    expect(contactsFinding(ad)).toEqual([]);
  });

  it('flags a zero price only where the category needs a price', () => {
    expect(zeroPriceFinding({ ...ad, price: 0 })).toHaveLength(1);
    expect(zeroPriceFinding({ ...ad, price: 0, categorySlug: 'jobs' })).toEqual([]);
    expect(zeroPriceFinding(ad)).toEqual([]);
  });
});

describe('lowPriceFinding', () => {
  it('flags goods priced under a tenth of the typical price, and says both', () => {
    expect(lowPriceFinding({ ...ad, price: 500 }, 45_000)).toEqual([
      { rule: 'low_price', reason: 'Цена намного ниже обычной: 500 ₽ при обычной 45 000 ₽', fragments: [] },
    ]);
    expect(lowPriceFinding({ ...ad, price: 4_500 }, 45_000)).toEqual([]);
  });

  it('says nothing without a typical price, for a zero price, or for a service', () => {
    expect(lowPriceFinding({ ...ad, price: 500 }, undefined)).toEqual([]);
    expect(lowPriceFinding({ ...ad, price: 0 }, 45_000)).toEqual([]);
    expect(lowPriceFinding({ ...ad, price: 500, categorySlug: 'services' }, 45_000)).toEqual([]);
  });
});

describe('velocityFinding', () => {
  const placing = (createdAt: Date, adsLastHour: number) =>
    velocityFinding({ ...ad, seller: { createdAt, adsLastHour } }, now);

  it('holds the fifth ad of an account in its first hour', () => {
    expect(placing(minutesAgo(30), screeningLimits.newAccountAds - 2)).toEqual([]);
    expect(placing(minutesAgo(30), screeningLimits.newAccountAds - 1)).toEqual([
      {
        rule: 'velocity',
        reason: 'Новый профиль публикует много объявлений: 5 за первый час',
        fragments: [],
      },
    ]);
  });

  it('lets an older account place as many as it likes', () => {
    expect(placing(minutesAgo(61), 20)).toEqual([]);
  });
});

describe('sameTextFinding', () => {
  it('says nothing when no other seller wrote the description', () => {
    expect(sameTextFinding(ad)).toEqual([]);
    expect(sameTextFinding({ ...ad, sameTextAds: [] })).toEqual([]);
  });

  it("holds the copy for a moderator with the other sellers' ad numbers, each once", () => {
    const findings = sameTextFinding({ ...ad, sameTextAds: [31, 8, 31] });
    expect(findings).toEqual([
      {
        rule: 'same_text',
        reason: 'Такой же текст в объявлениях других продавцов (№ 31, № 8)',
        fragments: [],
      },
    ]);
    expect(screeningOf(findings)).toMatchObject({ verdict: 'doubt', risk: 35 });
  });
});

describe('samePhotoFindings', () => {
  it('says nothing when no other active ad holds the photos', () => {
    expect(samePhotoFindings([])).toEqual([]);
  });

  it("holds an ad with another seller's photo for a moderator, naming those ads once each", () => {
    const findings = samePhotoFindings([
      { productId: 12, name: 'iPhone 13', sameSeller: false },
      { productId: 12, name: 'iPhone 13', sameSeller: false },
      { productId: 40, name: 'Айфон', sameSeller: false },
    ]);
    expect(findings).toEqual([
      {
        rule: 'duplicate_photo',
        reason: 'Фото уже использовано в другом объявлении (№ 12, № 40)',
        fragments: [],
      },
    ]);
    expect(screeningOf(findings).verdict).toBe('doubt');
  });

  it("returns the seller's own ad placed twice with the other ad's name and what to do instead", () => {
    const screening = screeningOf(
      samePhotoFindings([
        { productId: 7, name: 'Велосипед Stels', sameSeller: true },
        { productId: 9, name: 'Чужой велосипед', sameSeller: false },
      ]),
    );
    expect(screening.verdict).toBe('refuse');
    expect(screening.findings.map((finding) => finding.rule)).toEqual(['repeated_ad', 'duplicate_photo']);
    expect(screening.note).toBe(
      'Такое объявление у вас уже есть: «Велосипед Stels». Одно объявление на один товар: поднимите то, что уже есть, в поиске. Фото уже использовано в другом объявлении (№ 9)',
    );
  });
});

describe('unclearedBy', () => {
  const stolen = {
    rule: 'duplicate_photo' as const,
    reason: 'Фото уже использовано в другом объявлении (№ 12)',
    fragments: [],
  };
  const weapon = {
    rule: 'banned_goods' as const,
    reason: 'Запрещённый товар: Оружие и боеприпасы',
    fragments: ['пистолет'],
  };

  it('drops what a moderator approved the ad with, and the verdict with it', () => {
    const screening = screeningOf([stolen, weapon]);
    expect(unclearedBy(screening, null)).toBe(screening);
    expect(unclearedBy(screening, [stolen, weapon])).toEqual(screeningOf([]));
    expect(unclearedBy(screening, [weapon])).toMatchObject({
      verdict: 'doubt',
      findings: [stolen],
      risk: 45,
    });
  });

  it('keeps what is new: another fragment, another ad, another rule', () => {
    const more = { ...weapon, fragments: ['пистолет', 'патроны'] };
    expect(unclearedBy(screeningOf([more]), [weapon]).findings).toEqual([more]);
    const another = { ...stolen, reason: 'Фото уже использовано в другом объявлении (№ 12, № 40)' };
    expect(unclearedBy(screeningOf([another]), [stolen]).findings).toEqual([another]);
    const contacts = { rule: 'contacts' as const, reason: 'Контакты в тексте объявления', fragments: [] };
    expect(unclearedBy(screeningOf([contacts]), [stolen]).verdict).toBe('refuse');
  });
});
