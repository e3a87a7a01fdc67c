import { z } from 'zod';
import { limits } from '../constants.ts';
import { messages } from '../messages.ts';

export const paginationSchema = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), pagination: paginationSchema });

/** `?page=`: a 1-based page number of a list, 1 when absent. */
export const pageNumberSchema = z.coerce
  .number({ error: messages.invalidInteger })
  .int({ error: messages.invalidInteger })
  .min(1, { error: messages.invalidInteger })
  .max(limits.maxPage, { error: messages.invalidInteger })
  .default(1);

/** An ad's id in a body or path: a positive integer that JSON carries exactly. */
export const productIdSchema = z.coerce
  .number({ error: messages.productIdInvalid })
  .int({ error: messages.productIdInvalid })
  .positive({ error: messages.productIdInvalid })
  .max(Number.MAX_SAFE_INTEGER, { error: messages.productIdInvalid });

/** A share in whole percent, 0–100 (the part of an order the wallet may pay, spec §3 approved_percentage). */
export const percentSchema = z.coerce
  .number({ error: messages.approvedPercentageInvalid })
  .int({ error: messages.approvedPercentageInvalid })
  .min(0, { error: messages.approvedPercentageInvalid })
  .max(100, { error: messages.approvedPercentageInvalid });

export const messageReplySchema = z.object({ message: z.string() });

/** 422 reply, Laravel style: field name → Russian messages. */
export const validationErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationError = z.infer<typeof validationErrorSchema>;

export const idParamSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53),
});

/** A serial (int4) id from a query string or path: a positive integer that PostgreSQL can hold. */
export const serialIdSchema = z.coerce
  .number({ error: messages.invalidInteger })
  .int({ error: messages.invalidInteger })
  .positive({ error: messages.invalidInteger })
  .max(2_147_483_647, { error: messages.invalidInteger });

export const serialIdParamSchema = z.object({ id: serialIdSchema });
/** `/products/{id}/images/{imageId}`: a picture of an ad. */
export const adImageParamSchema = idParamSchema.extend({ imageId: serialIdSchema });
/** `/drafts/{id}/images/{imageId}`: a picture of a draft. */
export const draftImageParamSchema = serialIdParamSchema.extend({ imageId: serialIdSchema });
