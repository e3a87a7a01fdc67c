import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalog } from '../../../seed/content/catalog.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { searchRepository } from '../repository.ts';
import { vocabulary } from './entries.ts';
import { keyWith, meaningOf, vocabularyIndex, wordsToKey, type KeyOf } from './meaning.ts';

let ctx: TestContext;
let keyOf: KeyOf;

beforeAll(async () => {
  ctx = await createTestApp();
  const words = [...new Set(vocabulary.flatMap((entry) => entry.forms.flatMap(wordsToKey)))];
  const standings = await searchRepository(ctx.database.db).standings(words);
  keyOf = keyWith(new Map(standings.map((s) => [s.word, s.lexeme] as const)));
});
afterAll(() => ctx.close());

describe('the search vocabulary, word by word', () => {
  it('reads every form as its meaning and the subcategories it names, with the real stems', () => {
    const index = vocabularyIndex(vocabulary, keyOf);
    const misread: string[] = [];
    for (const entry of vocabulary) {
      for (const form of entry.forms) {
        const [word, ...more] = meaningOf(form, index, keyOf)?.words ?? [];
        const reads = [word?.typed, ...(word?.means ?? [])].map((text) => text?.toLocaleLowerCase('ru'));
        const whole = more.length === 0 && word !== undefined;
        const means = entry.means.every((meant) => reads.includes(meant.toLocaleLowerCase('ru')));
        const names = entry.subcategories.every((slug) => word?.subcategories.includes(slug));
        if (!whole || !means || !names) misread.push(`${form}: ${JSON.stringify(word)}`);
      }
    }
    expect(misread).toEqual([]);
  });

  it('names only subcategories the catalogue has', () => {
    const slugs = new Set(catalog.flatMap((category) => category.subcategories.map((sub) => sub.slug)));
    const unknown = vocabulary.flatMap((entry) => entry.subcategories).filter((slug) => !slugs.has(slug));
    expect(unknown).toEqual([]);
  });

  it('has each form once, so no line is hidden behind another', () => {
    const forms = vocabulary.flatMap((entry) => entry.forms.map((form) => form.toLocaleLowerCase('ru')));
    const repeated = forms.filter((form, i) => forms.indexOf(form) !== i);
    expect(repeated).toEqual([]);
  });
});
