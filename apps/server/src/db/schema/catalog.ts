import { doublePrecision, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    region: text('region').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    population: integer('population').notNull(),
  },
  (t) => [index('cities_population_idx').on(t.population)],
);

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  icon: text('icon').notNull(),
  position: integer('position').notNull(),
});

export const subcategories = pgTable(
  'subcategories',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    position: integer('position').notNull(),
    /** Words buyers use for this subcategory («машина авто» for Автомобили), part of its ads' search document. */
    synonyms: text('synonyms').notNull().default(''),
  },
  (t) => [uniqueIndex('subcategories_slug_idx').on(t.categoryId, t.slug)],
);

export const filters = pgTable(
  'filters',
  {
    id: serial('id').primaryKey(),
    subcategoryId: integer('subcategory_id')
      .notNull()
      .references(() => subcategories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    label: text('label').notNull(),
    type: text('type', { enum: ['select', 'range', 'checkbox'] }).notNull(),
    unit: text('unit'),
    min: doublePrecision('min'),
    max: doublePrecision('max'),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('filters_name_idx').on(t.subcategoryId, t.name)],
);

export const filterValues = pgTable(
  'filter_values',
  {
    id: serial('id').primaryKey(),
    filterId: integer('filter_id')
      .notNull()
      .references(() => filters.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('filter_values_filter_idx').on(t.filterId)],
);
