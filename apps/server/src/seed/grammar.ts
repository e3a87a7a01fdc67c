import { pluralize } from '@mp/contract';

/** Grammatical gender, or plural for nouns that have no singular (джинсы, гантели). */
export type Gender = 'm' | 'f' | 'n' | 'pl';

/** The three noun forms a count takes: 1 дюйм, 2 дюйма, 5 дюймов. */
export type CountForms = readonly [one: string, few: string, many: string];

/**
 * A masculine adjective phrase made to agree with a noun: («почти новый», 'f') → «почти новая».
 * Each word ending in -ый, -ий or -ой changes; other words (почти, как) stay.
 */
export function agree(masculine: string, gender: Gender): string {
  return masculine.replace(
    /(?<=^|\s)([а-яё]{2,})(ый|ий|ой)(?=$|\s)/giu,
    (_word, stem: string, ending: string) => stem + adjectiveEnding(stem, ending, gender),
  );
}

function adjectiveEnding(stem: string, ending: string, gender: Gender): string {
  // зимний, синий: a soft stem; хороший, свежий: a hushing one; мужской, строгий: a velar one.
  const soft = ending === 'ий' && /н$/iu.test(stem);
  const hushing = /[жшчщ]$/iu.test(stem);
  const velar = /[гкх]$/iu.test(stem);
  switch (gender) {
    case 'm':
      return ending;
    case 'f':
      return soft ? 'яя' : 'ая';
    case 'n':
      return soft || (hushing && ending === 'ий') ? 'ее' : 'ое';
    case 'pl':
      return soft || hushing || velar ? 'ие' : 'ые';
  }
}

/** «13 дюймов», «2 литра». */
export function counted(count: number, forms: CountForms): string {
  return `${count} ${pluralize(count, forms)}`;
}
