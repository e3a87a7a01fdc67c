import { z } from 'zod';

/** `GET /api/health`: the process serves requests. */
export const healthReplySchema = z.object({ status: z.literal('ok') });

const checkState = z.enum(['ok', 'failing']);

/**
 * `GET /api/ready`: 200 `ready`, or 200 `read_only` (the primary database does not answer, a replica
 * does: lists and search are served, writes answer 503), or 503 `draining` (stopping) or `failing` (a
 * check does not answer). `replicas` only where replicas are configured.
 */
export const readinessReplySchema = z.object({
  status: z.enum(['ready', 'read_only', 'draining', 'failing']),
  checks: z.object({ database: checkState, replicas: checkState.optional(), counters: checkState }),
});
export type ReadinessReply = z.infer<typeof readinessReplySchema>;
