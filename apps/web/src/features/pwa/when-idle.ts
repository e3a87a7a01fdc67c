/**
 * Calls `then` when the browser is idle, or after `timeoutMs` at the latest; at once (in a task of its
 * own) where the browser cannot tell (Safari).
 */
export function whenIdle(then: () => void, timeoutMs: number): void {
  if ('requestIdleCallback' in window) requestIdleCallback(() => then(), { timeout: timeoutMs });
  else setTimeout(then, 0);
}
