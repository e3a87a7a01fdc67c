import { auto } from './categories/auto.ts';
import { animals } from './categories/animals.ts';
import { books } from './categories/books.ts';
import { clothing } from './categories/clothing.ts';
import { electronics } from './categories/electronics.ts';
import { hobby } from './categories/hobby.ts';
import { home } from './categories/home.ts';
import { jobs } from './categories/jobs.ts';
import { kids } from './categories/kids.ts';
import { realty } from './categories/realty.ts';
import { services } from './categories/services.ts';
import { sport } from './categories/sport.ts';
import type { CategorySeed } from './types.ts';

/** The catalogue taxonomy in display order. */
export const catalog: readonly CategorySeed[] = [
  electronics,
  clothing,
  home,
  sport,
  books,
  auto,
  services,
  realty,
  kids,
  animals,
  hobby,
  jobs,
];
