import { describe, expect, it } from 'vitest';
import { codeParts, codeVariants, isCode, transliterated } from './codes.ts';

describe('model codes', () => {
  it('are tokens of letters and digits together', () => {
    expect(['rtx3060', 'ps4', 'с23', 'iphone13', '13pro'].every(isCode)).toBe(true);
    expect(['rtx', '3060', 'rtx-3060', ''].some(isCode)).toBe(false);
  });

  it('are also read split where their letters are a name of two or more', () => {
    expect(codeVariants('rtx3060')).toEqual(['rtx 3060']);
    expect(codeVariants('PS4')).toEqual(['ps 4']);
    expect(codeVariants('s23')).toEqual([]);
    expect(codeVariants('13pro')).toEqual(['13 pro']);
  });

  it('typed in Cyrillic are also read in Latin, whole and split', () => {
    expect(codeVariants('с23')).toEqual(['s23']);
    expect(codeVariants('пс5')).toEqual(['пс 5', 'ps5', 'ps 5']);
  });

  it('give their letters and digits apart', () => {
    expect(codeParts('RTX3060ti')).toEqual(['rtx', '3060', 'ti']);
  });
});

describe('the other script', () => {
  it('spells a Cyrillic word in Latin and a Latin one in Cyrillic', () => {
    expect(transliterated('Кавасаки')).toBe('kavasaki');
    expect(transliterated('шимано')).toBe('shimano');
    expect(transliterated('shimano')).toBe('шимано');
    expect(transliterated('Chevrolet')).toBe('чевролет');
  });

  it('puts the Latin letters of a mixed word in Cyrillic', () => {
    expect(transliterated('сноубord')).toBe('сноуборд');
  });

  it('has nothing for a word of neither script', () => {
    expect(transliterated('2024')).toBeUndefined();
  });
});
