import { describe, expect, it } from 'vitest';
import { catalog } from '../content/catalog.ts';
import { demoImages, pictureSvg } from '../images.ts';
import { SUBJECTS, subjectOf } from './subjects.ts';

const pool = catalog.flatMap((category) =>
  category.subcategories.flatMap((sub) => demoImages(category.slug, sub.slug, 5)),
);

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

  it('contain no words', () => {
    for (const image of pool) expect(pictureSvg(image)).not.toMatch(/<text|<tspan|font-family/);
  });

  it('are 1200 × 900 and differ between the variants of a subcategory', () => {
    for (let i = 0; i < pool.length; i += 5) {
      const variants = pool.slice(i, i + 5).map(pictureSvg);
      expect(variants[0]).toMatch(/^<svg [^>]*width="1200" height="900"/);
      expect(new Set(variants).size).toBe(5);
    }
  });
});
