import { citySlug, messages, type City, type Filter, type FilterType, type Subcategory } from '@mp/contract';
import { notFound } from '../../http/errors.ts';
import { cached, derivedFrom } from '../../platform/cached.ts';
import type { CatalogRepository, FilterScope } from './repository.ts';

export interface FiltersQuery {
  category_id?: number;
  subcategory_id?: number;
}

export interface CatalogDeps {
  repository: CatalogRepository;
  /**
   * How long categories, filters and cities are answered from memory (0: read every time). They change
   * with an administrator's edit or a new seed, and are read by every page and every search.
   */
  referenceTtlMs: number;
  now: () => Date;
}

export type CatalogService = ReturnType<typeof catalogService>;

function groupedBySubcategory(filters: Filter[]): Map<number, Filter[]> {
  const grouped = new Map<number, Filter[]>();
  for (const filter of filters) {
    const group = grouped.get(filter.subcategory_id);
    if (group) group.push(filter);
    else grouped.set(filter.subcategory_id, [filter]);
  }
  return grouped;
}

/** The cities by their address slug; of two towns with one name, the address means the bigger one. */
function bySlug(cities: City[]): Map<string, City> {
  const found = new Map<string, City>();
  // The list comes most populous first.
  for (const city of cities) {
    const slug = citySlug(city);
    if (!found.has(slug)) found.set(slug, city);
  }
  return found;
}

/** The catalogue's reference data (categories, filters, cities), answered from memory for `referenceTtlMs`. */
export function catalogService({ repository, referenceTtlMs, now }: CatalogDeps) {
  // A database not seeded yet has empty lists: they are read again next time instead of kept.
  const options = { now: () => now().getTime(), keep: (list: unknown[]) => list.length > 0 };
  const categories = cached(() => repository.categories(), referenceTtlMs, options);
  const cities = cached(() => repository.cities(), referenceTtlMs, options);
  /** Every filter with its options, by subcategory position, then filter position. */
  const allFilters = cached(() => repository.filters({}), referenceTtlMs, options);

  const subcategoriesById = derivedFrom(
    categories,
    (list) =>
      new Map(list.flatMap((category) => category.subcategories.map((sub) => [sub.id, sub] as const))),
  );
  const filtersBySubcategory = derivedFrom(allFilters, groupedBySubcategory);
  const citiesBySlug = derivedFrom(cities, bySlug);

  const subcategory = async (id: number): Promise<Subcategory | undefined> =>
    (await subcategoriesById()).get(id);

  /** Filters of one subcategory, of every subcategory of a category, or of the whole catalogue. */
  async function filtersIn({ categoryId, subcategoryId }: FilterScope): Promise<Filter[]> {
    if (subcategoryId !== undefined) return (await filtersBySubcategory()).get(subcategoryId) ?? [];
    const all = await allFilters();
    if (categoryId === undefined) return all;
    const subcategories = await subcategoriesById();
    return all.filter((filter) => subcategories.get(filter.subcategory_id)?.category_id === categoryId);
  }

  /** The city of `/search/:city` (its name in lower case), or null when no city has that name. */
  const cityBySlug = async (slug: string): Promise<City | null> =>
    (await citiesBySlug()).get(slug.toLocaleLowerCase('ru')) ?? null;

  return {
    categories,

    cities,

    cityBySlug,

    /** `GET /api/cities/by-slug/{slug}`: the city, or 404 «Город не найден». */
    async city(slug: string): Promise<City> {
      const city = await cityBySlug(slug);
      if (!city) throw notFound(messages.cityNotFound);
      return city;
    },

    /** Filters of a subcategory; 404 «Подкатегория не найдена» when there is no such subcategory. */
    async subcategoryFilters(subcategoryId: number): Promise<Filter[]> {
      if (!(await subcategory(subcategoryId))) throw notFound(messages.subcategoryNotFound);
      return filtersIn({ subcategoryId });
    },

    /** The slug of a subcategory, or undefined when there is none with that id. */
    subcategorySlug: async (id: number): Promise<string | undefined> => (await subcategory(id))?.slug,

    /** The ids of the subcategories with these slugs (slugs of none are left out). */
    async subcategoryIdsOf(slugs: readonly string[]): Promise<number[]> {
      if (slugs.length === 0) return [];
      const wanted = new Set(slugs);
      return [...(await subcategoriesById()).values()]
        .filter((sub) => wanted.has(sub.slug))
        .map((sub) => sub.id);
    },

    /** Filters of an ad's subcategory (the ad page's attribute labels). */
    filtersOf: (subcategoryId: number): Promise<Filter[]> => filtersIn({ subcategoryId }),

    /** Type of each named filter within the scope (the first by position when names repeat). */
    async filterTypes(names: string[], scope: FilterScope): Promise<Map<string, FilterType>> {
      const types = new Map<string, FilterType>();
      if (names.length === 0) return types;
      const wanted = new Set(names);
      for (const filter of await filtersIn(scope)) {
        if (wanted.has(filter.name) && !types.has(filter.name)) types.set(filter.name, filter.type);
      }
      return types;
    },

    /**
     * Filters of a subcategory; with only a category, the filters of all its subcategories merged by
     * name (select options united, range bounds widened), so one form serves the whole category.
     * Without either id there is nothing to filter by: an empty list.
     */
    async filters({ category_id, subcategory_id }: FiltersQuery): Promise<Filter[]> {
      if (subcategory_id !== undefined) {
        const found = await subcategory(subcategory_id);
        if (!found || (category_id !== undefined && found.category_id !== category_id)) {
          throw notFound(messages.subcategoryNotFound);
        }
        return filtersIn({ subcategoryId: subcategory_id });
      }
      if (category_id === undefined) return [];
      if (!(await categories()).some((category) => category.id === category_id)) {
        throw notFound(messages.categoryNotFound);
      }
      return mergeByName(await filtersIn({ categoryId: category_id }));
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
