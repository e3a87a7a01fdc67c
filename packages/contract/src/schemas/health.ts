import { z } from 'zod';

/** `GET /api/health`: the process serves requests. */
export const healthReplySchema = z.object({ status: z.literal('ok') });

const checkState = z.enum(['ok', 'failing']);

/** `GET /api/ready`: 200 `ready`, or 503 `draining` (stopping) or `failing` (a check does not answer). */
export const readinessReplySchema = z.object({
  status: z.enum(['ready', 'draining', 'failing']),
  checks: z.object({ database: checkState, counters: checkState }),
});
export type ReadinessReply = z.infer<typeof readinessReplySchema>;
