import { describe, expect, it } from 'vitest';
import { allowedEdits, correction, editDistance } from './spelling.ts';

describe('editDistance', () => {
  it.each([
    ['велосипед', 'велосипед', 0],
    ['велсипед', 'велосипед', 1], // a letter left out
    ['самакат', 'самокат', 1], // a vowel as heard
    ['холодильнник', 'холодильник', 1], // an extra letter
    ['дviан', 'диван', 2],
    ['дивна', 'диван', 1], // two neighbours swapped
    ['ноутбук', 'ноут', 3],
    ['', 'кот', 3],
  ])('%s → %s is %i', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
    expect(editDistance(b, a)).toBe(distance);
  });

  it('stops past the limit', () => {
    expect(editDistance('абвгдежз', 'ийклмноп', 2)).toBe(3);
    expect(editDistance('а', 'абвгд', 1)).toBe(2);
  });
});

describe('correction', () => {
  it('grows the allowance with the word', () => {
    expect([allowedEdits('кот'), allowedEdits('диван'), allowedEdits('велосипед')]).toEqual([0, 1, 2]);
  });

  it('takes the closest word, then the commonest', () => {
    const candidates = [
      { word: 'самокат', ads: 10 },
      { word: 'самолет', ads: 500 },
    ];
    expect(correction('самакат', candidates)).toBe('самокат');
    expect(
      correction('дивн', [
        { word: 'диван', ads: 3 },
        { word: 'дивно', ads: 40 },
      ]),
    ).toBe('дивно');
  });

  it('leaves a word with nothing close enough', () => {
    expect(correction('кит', [{ word: 'кот', ads: 10 }])).toBeUndefined();
    expect(correction('велик', [{ word: 'великолепный', ads: 10 }])).toBeUndefined();
  });
});
