import { realtimeLimits } from './realtime-protocol.ts';

/**
 * Spec §9: how long to wait before reconnection attempt `attempt` (0-based) after an unclean close:
 * 1 s, doubling, at most 5 attempts; undefined when the attempts are spent.
 */
export function reconnectDelayMs(attempt: number): number | undefined {
  if (attempt >= realtimeLimits.reconnectAttemptsMax) return undefined;
  return realtimeLimits.reconnectFirstDelayMs * 2 ** attempt;
}
