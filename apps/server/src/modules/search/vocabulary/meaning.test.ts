import { describe, expect, it } from 'vitest';
import type { VocabularyEntry } from './entries.ts';
import { meaningOf, vocabularyIndex, wordsToKey } from './meaning.ts';

/** A stemmer for the test: the word without a final «а», «у» or «и» (the real one is PostgreSQL's). */
const keyOf = (word: string) => word.replace(/[ауи]$/u, '');

const entries: VocabularyEntry[] = [
  { forms: ['моник'], means: ['монитор'], subcategories: ['desktops'] },
  { forms: ['резина'], means: ['шины'], subcategories: ['tires'] },
  { forms: ['ноут'], means: ['ноутбук'], subcategories: ['laptops'] },
  { forms: ['редми ноут'], means: ['redmi note'], subcategories: ['phones'] },
  { forms: ['пс', 'плойка'], means: ['playstation'], subcategories: ['consoles'] },
  { forms: ['rtx'], means: ['rtx'], subcategories: ['desktops'] },
];
const index = vocabularyIndex(entries, keyOf);
const read = (text: string) => meaningOf(text, index, keyOf);

describe('a query read with the vocabulary', () => {
  it('adds what a word means to it, with the subcategories it names', () => {
    expect(read('моник samsung')).toEqual({
      words: [
        { typed: 'моник', means: ['монитор'], subcategories: ['desktops'] },
        { typed: 'samsung', means: [], subcategories: [] },
      ],
    });
    expect(read('моник 27')?.words).toEqual([
      { typed: 'моник 27', means: ['моник27', 'монитор 27'], subcategories: ['desktops'] },
    ]);
  });

  it('matches a word in another form by its key', () => {
    expect(read('Резину зимнюю')?.words[0]).toEqual({
      typed: 'Резину',
      means: ['шины'],
      subcategories: ['tires'],
    });
  });

  it('takes a phrase before its words', () => {
    expect(read('редми ноут 13')?.words.map((word) => word.means)).toEqual([['redmi note'], []]);
    expect(read('ноут игровой')?.words[0]?.means).toEqual(['ноутбук']);
  });

  it('reads a code split, in Latin and with what its letters mean', () => {
    expect(read('пс5')?.words[0]).toEqual({
      typed: 'пс5',
      means: ['пс 5', 'ps5', 'ps 5', 'playstation 5'],
      subcategories: ['consoles'],
    });
  });

  it('reads a name followed by a number also joined', () => {
    expect(read('rtx 3060')?.words).toEqual([
      { typed: 'rtx 3060', means: ['rtx3060'], subcategories: ['desktops'] },
    ]);
    expect(read('iphone 13')?.words).toEqual([
      { typed: 'iphone 13', means: ['iphone13'], subcategories: [] },
    ]);
  });

  it('leaves punctuation out of the match and in the typed text', () => {
    expect(read('моник, б/у')?.words.map((word) => [word.typed, word.means])).toEqual([
      ['моник,', ['монитор']],
      ['б/у', []],
    ]);
  });

  it('is nothing when the vocabulary knows none of the words', () => {
    expect(read('диван кожаный')).toBeUndefined();
    expect(read('')).toBeUndefined();
  });

  it('asks keys for the letter words and the letters of codes only', () => {
    expect(wordsToKey('Моник, пс5 27 б/у моник')).toEqual(['моник', 'пс']);
  });
});
