import type { CityTarget, SubcategoryTarget } from './ads.ts';
import { Random, WeightedPicker } from './random.ts';
import type { Sellers } from './sellers.ts';

/** Its own seed, so every run (and every `generateAds` continuation) places each seller in the same city. */
const ROSTER_SEED = 4_211;

/** A demo seller with the cities it sells in (one: where it lives, or the company's city). */
export interface PlacedSeller {
  userId: number;
  cities: readonly CityTarget[];
}

/** Who sells what where: each private seller lives in one city, a company trades in its own city. */
export interface Roster {
  /** Companies trading in the category, by category slug. */
  companiesByCategory: ReadonlyMap<string, readonly PlacedSeller[]>;
  /** Private sellers who sell things of the subcategory, by subcategory id; every subcategory has some. */
  privateBySubcategory: ReadonlyMap<number, readonly PlacedSeller[]>;
}

export function makeRoster(
  sellers: Sellers,
  subcategories: readonly SubcategoryTarget[],
  cities: readonly CityTarget[],
): Roster {
  const random = new Random(ROSTER_SEED);
  // People are spread more evenly than companies (sellers.ts), which settle in big cities.
  const personCity = new WeightedPicker(cities, (c) => Math.sqrt(c.population));

  const companiesByCategory = new Map<string, PlacedSeller[]>();
  for (const company of sellers.companies) {
    push(companiesByCategory, company.categorySlug, { userId: company.userId, cities: [company.city] });
  }

  const people = sellers.privateUserIds.map((userId) => ({ userId, cities: [personCity.pick(random)] }));
  const privateBySubcategory = new Map<number, PlacedSeller[]>();
  if (people.length === 0) return { companiesByCategory, privateBySubcategory };
  // Round robin first, so every subcategory has a private seller whatever the counts.
  const count = Math.max(people.length, subcategories.length);
  for (let i = 0; i < count; i++) {
    const person = people[i % people.length] as PlacedSeller;
    const main = subcategories[i % subcategories.length] as SubcategoryTarget;
    for (const sub of sideLines(main, subcategories, random)) push(privateBySubcategory, sub.id, person);
  }
  return { companiesByCategory, privateBySubcategory };
}

/** A person sells a few kinds of things: the main one, one or two of the same category, sometimes one more. */
function sideLines(
  main: SubcategoryTarget,
  all: readonly SubcategoryTarget[],
  random: Random,
): SubcategoryTarget[] {
  const sameCategory = all.filter((s) => s.categoryId === main.categoryId && s !== main);
  const lines = [main, ...random.sample(sameCategory, random.int(1, 2))];
  if (random.chance(0.3)) lines.push(random.pick(all));
  return [...new Set(lines)];
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
