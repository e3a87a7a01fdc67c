import { z } from 'zod';
import { adStates, messages, moderationListQuerySchema, paginated, productCardSchema } from '@mp/contract';

/**
 * Schemas of the moderators' ad queue. They live with the server module for now; the web's
 * moderation screen may move them into `@mp/contract` when it is built.
 */

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
  seller: z.object({ id: z.number().int(), name: z.string() }),
  /** Open reports about this ad. */
  open_reports: z.number().int(),
});
export type ModerationAd = z.infer<typeof moderationAdSchema>;
export const moderationAdListSchema = paginated(moderationAdSchema);
