import { describe, expect, it } from 'vitest';
import { isValidStorageKey } from '../../platform/storage/storage.ts';
import { catalog } from '../content/catalog.ts';
import { demoImages, pictureSvg } from '../images.ts';
import { Random } from '../random.ts';
import { COLOURS } from './colours.ts';
import type { Look, Subject } from './drawing.ts';
import { KINDS, NAMED_KINDS, shownIn } from './kinds.ts';
import { sceneSvg } from './scene.ts';
import { SUBJECTS, subjectOf } from './subjects.ts';

const subcategories = catalog.flatMap((category) => category.subcategories.map((sub) => ({ category, sub })));
const pool = [
  ...subcategories.flatMap(({ category, sub }) =>
    demoImages({ thing: sub.slug, subject: subjectOf(category.slug, sub.slug) }, 5),
  ),
  ...Object.entries(KINDS).flatMap(([thing, subject]) => demoImages({ thing, subject }, 5)),
];

/** The values a subcategory's titles can name its thing by: a placeholder's words, its models or a filter's values. */
function namedValues(slug: string, key: string): readonly string[] {
  const sub = subcategories.find((s) => s.sub.slug === slug)?.sub;
  const filter = sub?.filters.find((f) => f.name === key);
  if (key === 'model') return Object.values(sub?.models ?? {}).flat();
  return sub?.words?.[key] ?? (filter?.type === 'select' ? filter.values : []);
}

describe('demo pictures', () => {
  it('draw an object of its own for every subcategory of the catalogue', () => {
    const missing = catalog.flatMap((c) =>
      c.subcategories.filter((s) => !SUBJECTS[s.slug]).map((s) => s.slug),
    );
    expect(missing).toEqual([]);
  });

  it('fall back to the category’s object for a subcategory without a drawing', () => {
    expect(subjectOf('electronics', 'smart-watches').draw).toBe(SUBJECTS.phones?.draw);
  });

  it('draw every kind a title can name, each kind of a subcategory its own way', () => {
    const look: Look = { colour: '#35598a', accent: '#d9a441', random: new Random(1) };
    for (const [slug, naming] of Object.entries(NAMED_KINDS)) {
      const values = namedValues(slug, naming.key);
      expect(values.length).toBeGreaterThan(1);
      expect(Object.keys(naming.kinds).sort()).toEqual([...values].sort());
      const kinds = [...new Set(Object.values(naming.kinds))];
      const drawn = kinds.map((kind) => KINDS[kind].draw({ ...look, random: new Random(1) }).svg);
      expect(new Set(drawn).size).toBe(kinds.length);
    }
  });

  it('show a coat for «Пальто» and a dress for «Платье», in the ad’s colour', () => {
    const sub = catalog.flatMap((c) => c.subcategories).find((s) => s.slug === 'womens-clothing');
    if (!sub) throw new Error('no womens-clothing');
    const shown = (item: string) => shownIn('clothing', sub, { color: 'Красный' }, new Map([['item', item]]));
    expect(shown('Пальто')).toMatchObject({ thing: 'coat', subject: KINDS.coat, colour: COLOURS.Красный });
    expect(shown('Платье').subject).toBe(KINDS.dress);
    const painted: string[] = [];
    const spy: Subject = {
      setting: 'wall',
      draw: (look) => (painted.push(look.colour), KINDS.coat.draw(look)),
    };
    sceneSvg(spy, 1, 0, shown('Пальто').colour?.hex);
    expect(painted).toEqual([COLOURS.Красный?.hex]);
  });

  it('show a blender for «Блендер» and, where only the model is named, what that model is', () => {
    const sub = (slug: string) => {
      const found = subcategories.find((s) => s.sub.slug === slug)?.sub;
      if (!found) throw new Error(`no ${slug}`);
      return found;
    };
    const kitchen = shownIn('home', sub('kitchenware'), { kind: 'Блендер' }, new Map([['kind', 'Блендер']]));
    expect(kitchen).toMatchObject({ thing: 'blender', subject: KINDS.blender });
    const audio = (model: string) => shownIn('electronics', sub('audio'), {}, new Map([['model', model]]));
    expect(audio('AirPods Pro 2').subject).toBe(KINDS.earbuds);
    expect(audio('Charge 5').subject).toBe(KINDS.speaker);
  });

  it('are stored under keys the file storage takes', () => {
    for (const image of pool) expect(isValidStorageKey(image.fullKey)).toBe(true);
  });

  it('contain no words', () => {
    for (const image of pool) expect(pictureSvg(image)).not.toMatch(/<text|<tspan|font-family/);
  });

  it('are 1200 × 900 and differ between the variants of a thing', () => {
    for (let i = 0; i < pool.length; i += 5) {
      const variants = pool.slice(i, i + 5).map(pictureSvg);
      expect(variants[0]).toMatch(/^<svg [^>]*width="1200" height="900"/);
      expect(new Set(variants).size).toBe(5);
    }
  });
});
