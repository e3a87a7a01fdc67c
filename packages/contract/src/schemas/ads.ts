import { z } from 'zod';
import { adStatusValues, limits } from '../constants.ts';
import { messages } from '../messages.ts';
import { parcelSizeLimits, parcelSizes } from '../rules/delivery.ts';
import { paginated, paginationSchema, pageNumberSchema } from './common.ts';
import { productCardSchema, productDetailSchema } from './products.ts';

/** Limits of an ad's own fields (Avito-like; the spec leaves them open). */
export const adLimits = {
  nameMin: 3,
  nameMax: 100,
  descriptionMin: 10,
  descriptionMax: 5000,
  addressMax: 255,
  /** Rubles. */
  priceMax: 999_999_999,
  quantityMax: 9999,
  /** Days an ad stays active before it expires (renew starts a new period). */
  placementDays: 30,
  rejectionReasonMax: 500,
  /** A seller's comment to an appeal of a refusal. */
  appealCommentMax: 1000,
} as const;

/** An ad's life: draft → active (or moderation) → sold / archived / expired / rejected. */
export const adStates = ['draft', 'moderation', 'active', 'sold', 'archived', 'expired', 'rejected'] as const;
export type AdState = (typeof adStates)[number];
/** The states a seller's own list shows as tabs (drafts are their own list). */
export const myAdsStates = ['active', 'moderation', 'sold', 'archived', 'expired', 'rejected'] as const;
export type MyAdsState = (typeof myAdsStates)[number];

/** What a seller may do from each state (`POST /api/products/{id}/{action}`). */
export const adActions = ['sold', 'archive', 'renew', 'relist'] as const;
export type AdAction = (typeof adActions)[number];
export const adActionsByState: Record<AdState, readonly AdAction[]> = {
  draft: [],
  moderation: ['archive'],
  active: ['sold', 'archive'],
  sold: ['relist'],
  archived: ['relist'],
  expired: ['renew'],
  rejected: [],
};

const coercedNumber = (message: string) =>
  z.preprocess(
    (value) =>
      typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value.replace(',', '.'))) : value,
    z.number({ error: message }).refine(Number.isFinite, { error: message }),
  );
const coercedId = (message: string) =>
  coercedNumber(message).pipe(z.number().int({ error: message }).positive({ error: message }));

/** A yes or no of a form: JSON's booleans, or a multipart field's `true`/`false` (`1`/`0`, `on`). */
const booleanField = (message: string) =>
  z.preprocess(
    (value) => {
      if (value === 'true' || value === '1' || value === 'on') return true;
      if (value === 'false' || value === '0') return false;
      return value;
    },
    z.boolean({ error: message }),
  );
/** An optional field a form sends empty when it is not filled in. */
const emptyAsUnset = (value: unknown) => (value === '' || value === null ? undefined : value);

/** Filter values of the ad, keyed by the subcategory filter's `name`; checked against that subcategory by the server. */
const adFiltersSchema = z
  .record(z.string().max(64), z.union([z.string().max(100), z.number(), z.boolean()]), {
    error: messages.adFilterInvalid,
  })
  .default({});

/**
 * The fields of an ad as the Product entity names them (`POST /api/products`, edit, publishing a draft).
 * Numbers may arrive as strings (multipart forms). Images travel separately (`images[]`).
 */
export const adFieldsSchema = z.object({
  name: z
    .string({ error: messages.adNameRequired })
    .trim()
    .min(1, { error: messages.adNameRequired })
    .min(adLimits.nameMin, { error: messages.adNameShort })
    .max(adLimits.nameMax, { error: messages.adNameLong }),
  description: z
    .string({ error: messages.adDescriptionRequired })
    .trim()
    .min(1, { error: messages.adDescriptionRequired })
    .min(adLimits.descriptionMin, { error: messages.adDescriptionShort })
    .max(adLimits.descriptionMax, { error: messages.adDescriptionLong }),
  price: coercedNumber(messages.adPriceInvalid).pipe(
    z
      .number()
      .min(0, { error: messages.adPriceInvalid })
      .max(adLimits.priceMax, { error: messages.adPriceInvalid })
      .refine((value) => Math.round(value * 100) === value * 100, { error: messages.adPriceInvalid }),
  ),
  quantity: coercedNumber(messages.adQuantityInvalid)
    .pipe(
      z
        .number()
        .int({ error: messages.adQuantityInvalid })
        .min(1, { error: messages.adQuantityInvalid })
        .max(adLimits.quantityMax, { error: messages.adQuantityInvalid }),
    )
    .default(1),
  condition: z.enum(adStatusValues, { error: messages.adConditionInvalid }).default('used'),
  category_id: coercedId(messages.adCategoryRequired),
  subcategory_id: coercedId(messages.adSubcategoryRequired),
  filters: adFiltersSchema,
  city_id: coercedId(messages.adCityRequired),
  address: z
    .string({ error: messages.adAddressRequired })
    .trim()
    .min(1, { error: messages.adAddressRequired })
    .max(adLimits.addressMax, { error: messages.addressTooLong }),
  latitude: coercedNumber(messages.adLocationInvalid).pipe(
    z.number().min(-90, { error: messages.adLocationInvalid }).max(90, { error: messages.adLocationInvalid }),
  ),
  longitude: coercedNumber(messages.adLocationInvalid).pipe(
    z
      .number()
      .min(-180, { error: messages.adLocationInvalid })
      .max(180, { error: messages.adLocationInvalid }),
  ),
  /** «Доставка» (issue 29): the parcel's size class and weight are required with it (checked together). */
  delivery_available: booleanField(messages.deliveryFlagInvalid).default(false),
  parcel_size: z.preprocess(
    emptyAsUnset,
    z.enum(parcelSizes, { error: messages.parcelSizeRequired }).optional(),
  ),
  weight_kg: z.preprocess(
    emptyAsUnset,
    coercedNumber(messages.parcelWeightInvalid)
      .pipe(
        z
          .number()
          .positive({ error: messages.parcelWeightInvalid })
          .max(parcelSizeLimits.L.maxWeightKg, { error: messages.parcelTooHeavy('L') }),
      )
      .optional(),
  ),
  handover_in_person: booleanField(messages.deliveryFlagInvalid).default(true),
});
export type AdFieldsBody = z.input<typeof adFieldsSchema>;
export type AdFields = z.output<typeof adFieldsSchema>;

/** A draft holds whatever was typed so far: every field optional, nothing checked but types and lengths. */
export const draftFieldsSchema = z.object({
  name: z.string().max(adLimits.nameMax, { error: messages.adNameLong }).optional(),
  description: z.string().max(adLimits.descriptionMax, { error: messages.adDescriptionLong }).optional(),
  price: z.union([z.number(), z.string().max(20)]).nullish(),
  quantity: z.union([z.number(), z.string().max(10)]).nullish(),
  condition: z.enum(adStatusValues, { error: messages.adConditionInvalid }).optional(),
  category_id: z.number().int().positive().nullish(),
  subcategory_id: z.number().int().positive().nullish(),
  filters: adFiltersSchema.optional(),
  city_id: z.number().int().positive().nullish(),
  address: z.string().max(adLimits.addressMax, { error: messages.addressTooLong }).optional(),
  latitude: z.number().min(-90).max(90).nullish(),
  longitude: z.number().min(-180).max(180).nullish(),
  delivery_available: z.boolean().optional(),
  parcel_size: z.enum(parcelSizes).nullish(),
  weight_kg: z.union([z.number(), z.string().max(10)]).nullish(),
  handover_in_person: z.boolean().optional(),
});
export type DraftFields = z.infer<typeof draftFieldsSchema>;

export const adImageSchema = z.object({ id: z.number().int(), path: z.string(), full_path: z.string() });
export type AdImage = z.infer<typeof adImageSchema>;

/** `GET/PUT /api/drafts/{id}`. */
export const draftSchema = z.object({
  id: z.number().int(),
  fields: draftFieldsSchema,
  images: z.array(adImageSchema),
  updated_at: z.string(),
});
export type Draft = z.infer<typeof draftSchema>;
export const draftReplySchema = z.object({ data: draftSchema });
/**
 * A draft in the seller's list (`GET /api/drafts?page=`): what its row shows, newest first. The draft
 * itself, with every field and picture, is `GET /api/drafts/{id}`.
 */
export const draftSummarySchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  /** The price typed so far, when it is a number. */
  price: z.number().nullable(),
  cover: adImageSchema.nullable(),
  updated_at: z.string(),
});
export type DraftSummary = z.infer<typeof draftSummarySchema>;
export const draftListQuerySchema = z.object({ page: pageNumberSchema });
export const draftListSchema = paginated(draftSummarySchema);
export type DraftList = z.infer<typeof draftListSchema>;
/** A draft after saving: «Черновик сохранен» and the draft as it is now. */
export const draftSavedReplySchema = z.object({ message: z.string(), data: draftSchema });

/** Body of `PUT /api/products/{id}/images/order` and `PUT /api/drafts/{id}/images/order`: image ids, the cover first. */
export const imageOrderSchema = z.object({
  image_ids: z
    .array(z.number().int().positive(), { error: messages.imageOrderInvalid })
    .min(1, { error: messages.imageOrderInvalid })
    .max(limits.productImagesMax, { error: messages.adImagesTooMany }),
});

/** One of the seller's own ads on `/profile/ads`. */
export const myAdSchema = productCardSchema.extend({
  status: z.enum(adStates),
  views: z.number().int(),
  favourites: z.number().int(),
  expires_at: z.string().nullable(),
  /** When a VIP placement ends (record 0087); null when the ad is not VIP. */
  vip_until: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  actions: z.array(z.enum(adActions)),
  /** A refused ad may be appealed once (`POST /api/products/{id}/appeal`): true until it has been. */
  can_appeal: z.boolean(),
});
export type MyAd = z.infer<typeof myAdSchema>;

/** Body of `POST /api/products/{id}/appeal`: why the seller thinks the refused ad may go live. */
export const adAppealBodySchema = z.object({
  comment: z
    .string({ error: messages.appealCommentRequired })
    .trim()
    .min(1, { error: messages.appealCommentRequired })
    .max(adLimits.appealCommentMax, { error: messages.appealCommentTooLong }),
});
export const myAdsQuerySchema = z.object({
  status: z.enum(myAdsStates, { error: messages.invalidChoice }).default('active'),
  page: pageNumberSchema,
});
/** `GET /api/user/products?status=&page=`: one state's ads plus the count of every state. */
export const myAdsReplySchema = z.object({
  data: z.array(myAdSchema),
  pagination: paginationSchema,
  counts: z.record(z.enum(myAdsStates), z.number().int()),
  drafts: z.number().int(),
});
export type MyAdsReply = z.infer<typeof myAdsReplySchema>;

/**
 * `GET /api/user/products/{id}`: the seller's own ad in any state, for the edit form. The ad page's
 * detail plus the state and the raw filter values (`attributes` only has them as display text).
 */
export const ownAdDetailSchema = productDetailSchema.extend({
  status: z.enum(adStates),
  filters: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  expires_at: z.string().nullable(),
  rejection_reason: z.string().nullable(),
});
export type OwnAdDetail = z.infer<typeof ownAdDetailSchema>;
export const ownAdDetailReplySchema = z.object({ data: ownAdDetailSchema });

/** Reply of create, edit, publish and the state actions. */
export const adSavedReplySchema = z.object({ message: z.string(), data: myAdSchema });
export type AdSavedReply = z.infer<typeof adSavedReplySchema>;

/** Body of `PATCH /api/moderation/products/{id}` (moderators). */
export const adModerationBodySchema = z.discriminatedUnion(
  'decision',
  [
    z.object({ decision: z.literal('approve') }),
    z.object({
      decision: z.literal('reject'),
      reason: z
        .string({ error: messages.rejectionReasonRequired })
        .trim()
        .min(1, { error: messages.rejectionReasonRequired })
        .max(adLimits.rejectionReasonMax, { error: messages.rejectionReasonRequired }),
    }),
  ],
  { error: messages.invalidChoice },
);
