import { describe, expect, it } from 'vitest';
import { plainWord, textFingerprint, textWords } from './screening-text.ts';

describe('plainWord', () => {
  it('reads case, «ё» and the disguises of a Cyrillic word', () => {
    expect(plainWord('ОРУЖИЕ')).toBe('оружие');
    expect(plainWord('0ружие')).toBe('оружие');
    expect(plainWord('ОРУЖ1Е')).toBe('оружие');
    expect(plainWord('oружие')).toBe('оружие'); // a Latin «o»
    expect(plainWord('CПAЙC')).toBe('спайс'); // Latin C, A, C
    expect(plainWord('Ёлка')).toBe('елка');
  });

  it('leaves Latin words and numbers as they are', () => {
    expect(plainWord('iPhone')).toBe('iphone');
    expect(plainWord('4G')).toBe('4g');
    expect(plainWord('2024')).toBe('2024');
  });
});

describe('textWords', () => {
  it('gives each word with its place in the original', () => {
    const text = 'Продам 0ружие, недорого';
    const words = textWords(text);
    expect(words.map((w) => w.word)).toEqual(['продам', 'оружие', 'недорого']);
    expect(text.slice(words[1]!.start, words[1]!.end)).toBe('0ружие');
  });
});

describe('textFingerprint', () => {
  const copied = 'Продаю диван в хорошем состоянии, самовывоз из центра города, торг уместен при осмотре';

  it('is the same for a copy with other case, punctuation, spacing and lookalike letters', () => {
    const disguised =
      'ПРОДАЮ  диван в хорошем состоянии!!! Самовывоз из центра города — торг уместен при 0смотре.';
    expect(textFingerprint(copied, 12)).not.toBeNull();
    expect(textFingerprint(disguised, 12)).toBe(textFingerprint(copied, 12));
  });

  it('differs when a word differs', () => {
    expect(textFingerprint(copied.replace('диван', 'шкаф'), 12)).not.toBe(textFingerprint(copied, 12));
  });

  it('is null for a text shorter than the words asked for', () => {
    expect(textFingerprint('Отличное состояние, торг', 12)).toBeNull();
    expect(textFingerprint(copied, 14)).toBe(null);
    expect(textFingerprint(copied, 13)).not.toBeNull();
  });
});
