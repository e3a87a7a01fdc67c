import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Category, City, Filter } from '@mp/contract';
import type { Db } from '../../db/client.ts';
import { categories, cities, filters, filterValues, subcategories } from '../../db/schema/index.ts';

/** Where to look for filters: one subcategory, every subcategory of a category, or the whole catalogue. */
export interface FilterScope {
  categoryId?: number;
  subcategoryId?: number;
}

export type CatalogRepository = ReturnType<typeof catalogRepository>;

/** All SQL of the catalogue (categories, subcategories, filters, cities). */
export function catalogRepository(db: Db) {
  const subcategoryColumns = {
    id: subcategories.id,
    category_id: subcategories.categoryId,
    name: subcategories.name,
    slug: subcategories.slug,
  };

  return {
    async categories(): Promise<Category[]> {
      const [categoryRows, subcategoryRows] = await Promise.all([
        db
          .select({ id: categories.id, name: categories.name, slug: categories.slug, icon: categories.icon })
          .from(categories)
          .orderBy(asc(categories.position), asc(categories.id)),
        db
          .select(subcategoryColumns)
          .from(subcategories)
          .orderBy(asc(subcategories.position), asc(subcategories.id)),
      ]);
      return categoryRows.map((category) => ({
        ...category,
        subcategories: subcategoryRows.filter((sub) => sub.category_id === category.id),
      }));
    },

    /** Filters with their select options, ordered by subcategory position, then filter position. */
    async filters(scope: FilterScope): Promise<Filter[]> {
      const rows = await db
        .select({
          id: filters.id,
          subcategory_id: filters.subcategoryId,
          name: filters.name,
          label: filters.label,
          type: filters.type,
          unit: filters.unit,
          min: filters.min,
          max: filters.max,
        })
        .from(filters)
        .innerJoin(subcategories, eq(subcategories.id, filters.subcategoryId))
        .where(scopeCondition(scope))
        .orderBy(asc(subcategories.position), asc(subcategories.id), asc(filters.position), asc(filters.id));
      if (rows.length === 0) return [];
      const values = await db
        .select({ id: filterValues.id, filterId: filterValues.filterId, value: filterValues.value })
        .from(filterValues)
        .where(
          inArray(
            filterValues.filterId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(filterValues.position), asc(filterValues.id));
      return rows.map((row) => ({
        ...row,
        values: values.filter((v) => v.filterId === row.id).map(({ id, value }) => ({ id, value })),
      }));
    },

    async cities(): Promise<City[]> {
      return db
        .select({
          id: cities.id,
          name: cities.name,
          region: cities.region,
          latitude: cities.latitude,
          longitude: cities.longitude,
          population: cities.population,
        })
        .from(cities)
        .orderBy(sql`${cities.population} desc`, asc(cities.name));
    },
  };
}

function scopeCondition({ categoryId, subcategoryId }: FilterScope) {
  if (subcategoryId !== undefined) return eq(filters.subcategoryId, subcategoryId);
  if (categoryId !== undefined) return eq(subcategories.categoryId, categoryId);
  return sql`true`;
}
