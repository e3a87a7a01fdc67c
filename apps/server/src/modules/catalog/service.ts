import { citySlug, messages, type Category, type City, type Filter } from '@mp/contract';
import { notFound } from '../../http/errors.ts';
import { cached } from '../../platform/cached.ts';
import type { CatalogRepository } from './repository.ts';

export interface FiltersQuery {
  category_id?: number;
  subcategory_id?: number;
}

export type CatalogService = ReturnType<typeof catalogService>;

/** How long the cities by their address slug are kept in memory (they change with a new seed only). */
const citiesBySlugTtlMs = 10 * 60_000;

export function catalogService(repository: CatalogRepository) {
  const citiesBySlug = cached(async () => {
    const bySlug = new Map<string, City>();
    // Most populous first: of two towns with one name, the address means the bigger one.
    for (const city of await repository.cities()) {
      const slug = citySlug(city);
      if (!bySlug.has(slug)) bySlug.set(slug, city);
    }
    return bySlug;
  }, citiesBySlugTtlMs);
  /** The city of `/search/:city` (its name in lower case), or null when no city has that name. */
  const cityBySlug = async (slug: string): Promise<City | null> =>
    (await citiesBySlug()).get(slug.toLocaleLowerCase('ru')) ?? null;

  async function subcategoryFilters(subcategoryId: number): Promise<Filter[]> {
    if (!(await repository.subcategory(subcategoryId))) throw notFound(messages.subcategoryNotFound);
    return repository.filters({ subcategoryId });
  }

  return {
    categories: (): Promise<Category[]> => repository.categories(),

    cities: (): Promise<City[]> => repository.cities(),

    cityBySlug,

    /** `GET /api/cities/by-slug/{slug}`: the city, or 404 «Город не найден». */
    async city(slug: string): Promise<City> {
      const city = await cityBySlug(slug);
      if (!city) throw notFound(messages.cityNotFound);
      return city;
    },

    subcategoryFilters,

    /**
     * Filters of a subcategory; with only a category, the filters of all its subcategories merged by
     * name (select options united, range bounds widened), so one form serves the whole category.
     * Without either id there is nothing to filter by: an empty list.
     */
    async filters({ category_id, subcategory_id }: FiltersQuery): Promise<Filter[]> {
      if (subcategory_id !== undefined) {
        const subcategory = await repository.subcategory(subcategory_id);
        if (!subcategory || (category_id !== undefined && subcategory.category_id !== category_id)) {
          throw notFound(messages.subcategoryNotFound);
        }
        return repository.filters({ subcategoryId: subcategory_id });
      }
      if (category_id === undefined) return [];
      if (!(await repository.categoryExists(category_id))) throw notFound(messages.categoryNotFound);
      return mergeByName(await repository.filters({ categoryId: category_id }));
    },
  };
}

export function mergeByName(filters: Filter[]): Filter[] {
  const merged = new Map<string, Filter>();
  for (const filter of filters) {
    const seen = merged.get(filter.name);
    if (!seen) {
      merged.set(filter.name, { ...filter, values: [...filter.values] });
      continue;
    }
    const known = new Set(seen.values.map((v) => v.value));
    seen.values.push(...filter.values.filter((v) => !known.has(v.value)));
    seen.min = widen(seen.min, filter.min, Math.min);
    seen.max = widen(seen.max, filter.max, Math.max);
  }
  return [...merged.values()];
}

function widen(a: number | null, b: number | null, pick: (x: number, y: number) => number): number | null {
  // A missing bound means «unbounded», which stays unbounded after merging.
  return a === null || b === null ? null : pick(a, b);
}
