import { z } from 'zod';
import { messages } from '../messages.ts';
import { paginated, pageNumberSchema } from './common.ts';
import { adStates } from './ads.ts';
import { screeningRules } from '../rules/screening.ts';
import { companyDetailSchema, moderationStatuses } from './company.ts';
import { productCardSchema } from './products.ts';

export const reportReasons = ['spam', 'fraud', 'insult', 'prohibited', 'other'] as const;
export type ReportReason = (typeof reportReasons)[number];
export const reportCommentMaxLength = 1000;

/** Body of `POST /api/users/{id}/report`. */
export const reportBodySchema = z.object({
  reason: z.enum(reportReasons, { error: messages.reportReasonInvalid }),
  comment: z
    .string({ error: messages.reportCommentTooLong })
    .trim()
    .max(reportCommentMaxLength, { error: messages.reportCommentTooLong })
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type ReportBody = z.input<typeof reportBodySchema>;

export const reportStatuses = ['open', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof reportStatuses)[number];

const personSchema = z.object({ id: z.number().int(), name: z.string() });

/** A report in the moderators' list. */
export const reportSchema = z.object({
  id: z.number().int(),
  subject: z.enum(['user', 'product']),
  subject_id: z.number().int(),
  /** The reported user (for a product report, its seller). */
  subject_user: personSchema.nullable(),
  reporter: personSchema,
  reason: z.enum(reportReasons),
  comment: z.string().nullable(),
  status: z.enum(reportStatuses),
  created_at: z.string(),
});
export type Report = z.infer<typeof reportSchema>;
export const reportListSchema = paginated(reportSchema);

export const moderationListQuerySchema = z.object({
  page: pageNumberSchema,
});
export const reportListQuerySchema = moderationListQuerySchema.extend({
  status: z.enum(reportStatuses, { error: messages.invalidChoice }).default('open'),
});
export const companyQueueQuerySchema = moderationListQuerySchema.extend({
  status: z.enum(moderationStatuses, { error: messages.moderationStatusInvalid }).default('pending'),
});
export const companyQueueSchema = paginated(companyDetailSchema.extend({ user: personSchema }));

/** `GET /api/moderation/products?page=&reported=`: the queue, or (`reported=1`) reported active ads. */
export const adQueueQuerySchema = moderationListQuerySchema.extend({
  reported: z.enum(['0', '1'], { error: messages.invalidChoice }).default('0'),
});

/** An ad as a moderator sees it: the card, its text, state, note, seller and open reports. */
export const moderationAdSchema = productCardSchema.extend({
  description: z.string(),
  status: z.enum(adStates),
  /** Why the automatic check sent it to moderation, or why a moderator rejected it. */
  moderation_note: z.string().nullable(),
  expires_at: z.string().nullable(),
  updated_at: z.string(),
  seller: personSchema,
  /** Open reports about this ad. */
  open_reports: z.number().int(),
  /** What the automatic checks found (issue 33): each rule's reason and the matched text, to highlight. */
  findings: z.array(
    z.object({ rule: z.enum(screeningRules), reason: z.string(), fragments: z.array(z.string()) }),
  ),
  /** The findings' weight: the queue shows the riskiest first. */
  risk: z.number().int(),
  /** The seller's comment when the ad is back in the queue on their appeal of a refusal. */
  appeal: z.string().nullable(),
});
export type ModerationAd = z.infer<typeof moderationAdSchema>;
export const moderationAdListSchema = paginated(moderationAdSchema);

/**
 * `GET /api/moderation/screening-rules`: for each rule of the automatic checks, how many of the ads it
 * flagged a moderator decided on, and how many of those they approved (overturning the flag).
 */
export const screeningRuleOutcomeSchema = z.object({
  rule: z.enum(screeningRules),
  label: z.string(),
  decided: z.number().int(),
  overturned: z.number().int(),
});
export type ScreeningRuleOutcome = z.infer<typeof screeningRuleOutcomeSchema>;
export const screeningRuleOutcomesSchema = z.object({ data: z.array(screeningRuleOutcomeSchema) });

/** Body of `PATCH /api/moderation/reports/{id}`. */
export const reportStatusBodySchema = z.object({
  status: z.enum(['resolved', 'dismissed'], { error: messages.invalidChoice }),
});

/** `GET /api/user/blocks`: whom the caller has blocked. */
export const blockedUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  profile_photo_url: z.string().nullable(),
  blocked_at: z.string(),
});
export const blockedUsersReplySchema = z.object({ data: z.array(blockedUserSchema) });
