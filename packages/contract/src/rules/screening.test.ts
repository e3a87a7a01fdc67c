import { describe, expect, it } from 'vitest';
import { contactsFinding, screeningOf, zeroPriceFinding } from './screening.ts';

const ad = { name: 'Велосипед', description: 'Хороший, почти новый', price: 1000, categorySlug: 'sport' };

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
