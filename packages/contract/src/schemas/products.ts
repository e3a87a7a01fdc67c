import { z } from 'zod';
import { parcelSizes } from '../rules/delivery.ts';
import { deliveryQuoteSchema } from './delivery.ts';
import {
  adKindValues,
  adStatusValues,
  limits,
  periodValues,
  sellerTypeValues,
  sortValues,
  type AdStatus,
  type Period,
  type SellerType,
  type SortValue,
} from '../constants.ts';
import { messages } from '../messages.ts';
import { paginationSchema } from './common.ts';
import { citySchema } from './catalog.ts';

export const productImageSchema = z.object({
  id: z.number().int(),
  /** Card-size WebP. */
  path: z.string(),
  /** Full-size WebP for the gallery. */
  full_path: z.string(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

export const productCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number(),
  old_price: z.number().nullable(),
  quantity: z.number().int(),
  category_id: z.number().int(),
  /** Goods, a vacancy or a service (`adKindOf` its category): only goods are bought (record 0111). */
  kind: z.enum(adKindValues),
  subcategory_id: z.number().int(),
  city_id: z.number().int(),
  city_name: z.string(),
  is_vip: z.boolean(),
  condition: z.enum(adStatusValues),
  seller_type: z.enum(sellerTypeValues),
  images: z.array(productImageSchema),
  created_at: z.string(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

/**
 * A product list's pages: `estimated` when `total` is the database's estimate of a broad search rather
 * than a count (shown as «около …»); `last_page` never passes the deepest page served (50).
 */
export const productListSchema = z.object({
  data: z.array(productCardSchema),
  pagination: paginationSchema.extend({ estimated: z.literal(true).optional() }),
});
export type ProductList = z.infer<typeof productListSchema>;
/** `GET /api/products/{id}/similar` and `/seller-ads`: up to 12 cards, no paging. */
export const relatedAdsReplySchema = z.object({ data: z.array(productCardSchema) });

export const productsReplySchema = z.object({
  products_in_selected_cities: productListSchema,
  other_products: productListSchema,
  /**
   * What was searched instead of the typed text, when it was read as a typo or as typed in the wrong
   * keyboard layout («велсипед» → «велосипед»); absent when the text was searched as typed.
   */
  searched_as: z.string().optional(),
});
export type ProductsReply = z.infer<typeof productsReplySchema>;

export const sellerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(sellerTypeValues),
  company_name: z.string().nullable(),
  profile_photo_url: z.string().nullable(),
  created_at: z.string(),
  active_ads: z.number().int(),
  /** The seller's rating on the 10-point scale (null before the first review) and how many reviews. */
  rating: z.number().nullable(),
  reviews_count: z.number().int(),
  /** The seller lets buyers ask for the phone (`GET /api/products/{id}/phone`); the number itself is never here. */
  allows_calls: z.boolean(),
});
export type Seller = z.infer<typeof sellerSchema>;

export const productAttributeSchema = z.object({
  name: z.string(),
  label: z.string(),
  value: z.string(),
});

export const productDetailSchema = productCardSchema.extend({
  description: z.string(),
  category_name: z.string(),
  subcategory_name: z.string(),
  address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  views: z.number().int(),
  city: citySchema,
  seller: sellerSchema,
  attributes: z.array(productAttributeSchema),
  delivery_available: z.boolean(),
  parcel_size: z.enum(parcelSizes).nullable(),
  weight_kg: z.number().nullable(),
  handover_in_person: z.boolean(),
  /** What delivery to the `city_id` asked for costs, when the ad offers it and a city was asked for. */
  delivery: deliveryQuoteSchema.nullable().optional(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;
export const productDetailReplySchema = z.object({ data: productDetailSchema });
/** `GET /api/products/{id}?city_id=`: the visitor's city, for the price of delivery there. */
export const productDetailQuerySchema = z.object({
  city_id: z.coerce
    .number({ error: messages.deliveryCityRequired })
    .int({ error: messages.deliveryCityRequired })
    .positive({ error: messages.deliveryCityRequired })
    .optional(),
});
export type ProductDetailReply = z.infer<typeof productDetailReplySchema>;

/** Reply of `GET /api/products/{id}/phone`: the seller's number, for a signed-in viewer only. */
export const sellerPhoneReplySchema = z.object({ phone: z.string() });
export type SellerPhoneReply = z.infer<typeof sellerPhoneReplySchema>;

export const autocompleteItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  subcategory_id: z.number().int(),
  price: z.number(),
});
export type AutocompleteItem = z.infer<typeof autocompleteItemSchema>;
export const autocompleteReplySchema = z.object({ data: z.array(autocompleteItemSchema) });

/**
 * Parsed search parameters (spec §3 «Search params»). The HTTP layer turns the raw query string
 * (`city_id[]`, repeated `filter[name]`) into this shape; see `parseProductsQuery`.
 */
export interface ProductsQuery {
  city_ids: number[];
  category_id?: number;
  subcategory_id?: number;
  search?: string;
  /** Search the text exactly as typed: no typo or layout reading. */
  exact?: boolean;
  in_cities_page: number;
  /** Absent: the other cities' list starts after the chosen cities' last page (record 0105). */
  other_page?: number;
  sort?: SortValue;
  vip?: boolean;
  price_from?: number;
  price_to?: number;
  period: Period;
  ad_status?: AdStatus;
  seller_type?: SellerType;
  /** filter name → accepted values (select/checkbox), or one `from-to` range string. */
  filters: Record<string, string[]>;
}

export interface AutocompleteQuery {
  q: string;
  city_ids: number[];
}

// Raw query strings. Fastify keeps `city_id[]` and `filter[brand]` as literal keys, and a repeated key
// becomes an array; these schemas validate the scalars (422 with a Russian message per field) and
// `parseProductsQuery` on the server turns the result into `ProductsQuery`. An empty value means absent.

/** Control characters never reach the database (a NUL would make PostgreSQL fail). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const cleanText = (value: string) => value.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();

export const searchText = z
  .string()
  .transform(cleanText)
  .pipe(z.string().max(limits.searchMaxLength, { error: messages.searchTooLong }));

const integerParam = (min: number) =>
  z
    .string()
    .trim()
    .regex(/^\d{0,15}$/, { error: messages.invalidInteger })
    .transform((value) => (value === '' ? undefined : Number(value)))
    .refine((value) => value === undefined || value >= min, { error: messages.invalidInteger })
    .optional();

const serialIdParam = integerParam(1).refine((value) => value === undefined || value <= 2_147_483_647, {
  error: messages.invalidInteger,
});

/** Rubles, with an optional fraction (`1500`, `1500.50`, `1500,5`). */
const rublesParam = z
  .string()
  .trim()
  .regex(/^(\d{1,12}([.,]\d{1,2})?)?$/, { error: messages.invalidNumber })
  .transform((value) => (value === '' ? undefined : Number(value.replace(',', '.'))))
  .optional();

const choiceParam = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .enum([...values, ''], { error: messages.invalidChoice })
    .transform((value) => (value === '' ? undefined : (value as T[number])))
    .optional();

/** `1`/`true` or `0`/`false` (or empty). */
const flagParam = z
  .enum(['1', 'true', '0', 'false', ''], { error: messages.invalidChoice })
  .transform((value) => value === '1' || value === 'true')
  .optional();

/** One value or a repeated key. */
export const listParamSchema = z.union([z.string(), z.array(z.string())]);

export const productsQuerystringSchema = z
  .object({
    'city_id[]': listParamSchema.optional(),
    city_id: listParamSchema.optional(),
    category_id: serialIdParam,
    subcategory_id: serialIdParam,
    search: searchText.optional(),
    exact: flagParam,
    in_cities_page: integerParam(1),
    other_page: integerParam(1),
    sort: z
      .enum([...sortValues, 'default', ''], { error: messages.invalidChoice })
      .transform((value) => (value === 'default' || value === '' ? undefined : value))
      .optional(),
    vip: flagParam,
    price_from: rublesParam,
    price_to: rublesParam,
    period: choiceParam(periodValues),
    ad_status: choiceParam(adStatusValues),
    seller_type: choiceParam(sellerTypeValues),
  })
  // `filter[name]` (or `filter[name][]`) keys, one or repeated.
  .catchall(listParamSchema);
export type ProductsQuerystring = z.output<typeof productsQuerystringSchema>;

export const autocompleteQuerystringSchema = z.object({
  q: searchText.optional(),
  'city_id[]': listParamSchema.optional(),
  city_id: listParamSchema.optional(),
});
export type AutocompleteQuerystring = z.output<typeof autocompleteQuerystringSchema>;
