import { z } from 'zod';
import { limits } from '../constants.ts';
import { messages } from '../messages.ts';
import { productsQuerystringSchema } from './products.ts';

/** How a saved search announces new ads: at once but at most hourly, in the daily digest, or not at all. */
export const savedSearchNotifyValues = ['hourly', 'daily', 'off'] as const;
export type SavedSearchNotify = (typeof savedSearchNotifyValues)[number];

const notifySchema = z.enum(savedSearchNotifyValues, { error: messages.savedSearchNotifyInvalid });

/** A name as typed: control characters become spaces, the ends are trimmed. */
const nameSchema = z
  .string({ error: messages.savedSearchNameRequired })
  .transform((value) => value.replace(/\p{Cc}/gu, ' ').trim())
  .pipe(
    z
      .string()
      .min(1, { error: messages.savedSearchNameRequired })
      .max(limits.savedSearchNameMax, { error: messages.savedSearchNameTooLong }),
  );

/**
 * A query string as `URLSearchParams` reads it (the way the server reads `GET /products`): a key once
 * is a string, a repeated key a list.
 */
export function querystringRecord(query: string): Record<string, string | string[]> {
  const record = new Map<string, string | string[]>();
  for (const [key, value] of new URLSearchParams(query.replace(/^\?/, ''))) {
    const seen = record.get(key);
    record.set(key, seen === undefined ? value : [seen, value].flat());
  }
  return Object.fromEntries(record);
}

/** The name and the way to notify, as the save and edit forms take them. */
export const savedSearchFormSchema = z.object({ name: nameSchema, notify: notifySchema });
export type SavedSearchForm = z.output<typeof savedSearchFormSchema>;

/**
 * `POST /api/saved-searches`. `query` is the query string of `GET /api/products` that the search page
 * sends (`city_id[]=1&search=велосипед&filter[brand]=Stels`), read by the same schema, so a saved
 * search means exactly what the search page means. Without a name the server names it after what
 * it looks for and where («Велосипеды в Москве»).
 */
export const savedSearchCreateSchema = z.object({
  name: nameSchema.optional(),
  notify: notifySchema.default('hourly'),
  query: z
    .string({ error: messages.savedSearchQueryRequired })
    .max(limits.savedSearchQueryMax, { error: messages.savedSearchQueryTooLong })
    .transform(querystringRecord)
    .pipe(productsQuerystringSchema),
});
export type SavedSearchCreate = z.input<typeof savedSearchCreateSchema>;

/** `PUT /api/saved-searches/{id}`: a new name, a new way to notify, or both. */
export const savedSearchUpdateSchema = savedSearchFormSchema
  .partial()
  .refine((body) => body.name !== undefined || body.notify !== undefined, {
    error: messages.savedSearchChangeRequired,
  });
export type SavedSearchUpdate = z.input<typeof savedSearchUpdateSchema>;

export const savedSearchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  notify: z.enum(savedSearchNotifyValues),
  /** The search page it opens: `/search/москва?search=велосипед`. */
  url: z.string(),
  /** The products query string it keeps, as the API reads it. */
  query: z.string(),
  /** Ads that arrived since it was last opened, counted up to `limits.savedSearchNewCountCap`. */
  new_count: z.number().int(),
  visited_at: z.string().nullable(),
  created_at: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/** `GET /api/saved-searches`: all of the person's (at most 50), newest first. */
export const savedSearchesReplySchema = z.object({ data: z.array(savedSearchSchema) });
export type SavedSearchesReply = z.infer<typeof savedSearchesReplySchema>;
export const savedSearchReplySchema = z.object({ data: savedSearchSchema });
export const savedSearchSavedReplySchema = z.object({ message: z.string(), data: savedSearchSchema });
export type SavedSearchSavedReply = z.infer<typeof savedSearchSavedReplySchema>;
