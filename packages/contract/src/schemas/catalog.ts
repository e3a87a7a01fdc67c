import { z } from 'zod';
import { limits } from '../constants.ts';
import { messages } from '../messages.ts';
import { serialIdSchema } from './common.ts';

export const subcategorySchema = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  name: z.string(),
  slug: z.string(),
});
export type Subcategory = z.infer<typeof subcategorySchema>;

/** The pictures the app draws for a category's `icon`; another value shows the category's initial. */
export const categoryIconNames = [
  'paw-print',
  'car',
  'book-open',
  'shirt',
  'smartphone',
  'guitar',
  'sofa',
  'briefcase',
  'baby',
  'house',
  'wrench',
  'volleyball',
] as const;
export type CategoryIconName = (typeof categoryIconNames)[number];

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  icon: z.string(),
  subcategories: z.array(subcategorySchema),
});
export type Category = z.infer<typeof categorySchema>;
export const categoriesReplySchema = z.object({ data: z.array(categorySchema) });

export const filterTypes = ['select', 'range', 'checkbox'] as const;
export type FilterType = (typeof filterTypes)[number];

export const filterSchema = z.object({
  id: z.number().int(),
  subcategory_id: z.number().int(),
  /** Key used in `filter[name]` query parameters and in ad attributes. */
  name: z.string(),
  label: z.string(),
  type: z.enum(filterTypes),
  unit: z.string().nullable(),
  /** Options of a select filter; empty for range and checkbox. */
  values: z.array(z.object({ id: z.number().int(), value: z.string() })),
  min: z.number().nullable(),
  max: z.number().nullable(),
});
export type Filter = z.infer<typeof filterSchema>;
export const filtersReplySchema = z.object({ data: z.array(filterSchema) });

export const filtersQuerySchema = z.object({
  category_id: serialIdSchema.optional(),
  subcategory_id: serialIdSchema.optional(),
});

export const citySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  region: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  population: z.number().int(),
});
export type City = z.infer<typeof citySchema>;
export const citiesReplySchema = z.object({ data: z.array(citySchema) });
/** `GET /api/cities/by-slug/{slug}`: the city a search page's address names (its name in lower case). */
export const citySlugParamSchema = z.object({
  slug: z
    .string()
    .trim()
    .min(1, { error: messages.cityNotFound })
    .max(limits.citySlugMax, { error: messages.cityNotFound }),
});
export const cityReplySchema = z.object({ data: citySchema });
