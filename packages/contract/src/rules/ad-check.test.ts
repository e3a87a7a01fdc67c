import { describe, expect, it } from 'vitest';
import { adWords, checkAd, findForbiddenWords, forbiddenAdWords } from './ad-check.ts';

describe('findForbiddenWords', () => {
  it('finds whole words whatever the case and ё/е', () => {
    expect(findForbiddenWords('Продам ОРУЖИЕ недорого')).toEqual(['оружие']);
    expect(findForbiddenWords('Продаю самогон, тротил')).toEqual(['тротил', 'самогон']);
    expect(findForbiddenWords('Электронные Сигареты оптом')).toEqual(['сигареты', 'электронные сигареты']);
  });

  it('ignores the words inside other words', () => {
    expect(findForbiddenWords('Спортивный велосипед, оружейное масло не прилагается')).toEqual([]);
    expect(findForbiddenWords('Патронташ и бадминтон')).toEqual([]);
  });

  it('matches phrases only as consecutive words', () => {
    expect(findForbiddenWords('Скрытая камера наблюдения')).toEqual(['скрытая камера']);
    expect(findForbiddenWords('Камера скрытая в коробке')).toEqual([]);
  });

  it('keeps the list normalised (lower case, е for ё)', () => {
    for (const entry of forbiddenAdWords) expect(adWords(entry).join(' ')).toBe(entry);
  });
});

describe('checkAd', () => {
  const ad = { name: 'Велосипед', description: 'Хороший, почти новый', price: 1000, categorySlug: 'sport' };

  it('passes a clean ad with a price', () => {
    expect(checkAd(ad)).toEqual({ status: 'active' });
  });

  it('sends forbidden words to moderation with a note', () => {
    const result = checkAd({ ...ad, description: 'Отдам вместе с Порохом и порох' });
    expect(result).toEqual({ status: 'moderation', note: 'Запрещённые слова: порох' });
  });

  it('sends a zero price to moderation unless the category allows it', () => {
    expect(checkAd({ ...ad, price: 0 })).toEqual({
      status: 'moderation',
      note: 'Цена 0 ₽ в категории, где нужна цена',
    });
    expect(checkAd({ ...ad, price: 0, categorySlug: 'services' })).toEqual({ status: 'active' });
    expect(checkAd({ ...ad, price: 0, categorySlug: 'jobs' })).toEqual({ status: 'active' });
  });
});
