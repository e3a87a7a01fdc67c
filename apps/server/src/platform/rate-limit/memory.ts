import type { HitResult, RateLimit, RateLimiter } from './limiter.ts';

/** Counters in this process: right for one instance and for tests. */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number; members?: Set<string> }>();

  constructor(
    private readonly now: () => Date = () => new Date(),
    private readonly maxKeys = 100_000,
  ) {}

  async hit(key: string, { limit, windowMs }: RateLimit): Promise<HitResult> {
    const now = this.now().getTime();
    const window = this.window(key, windowMs, now);
    window.count += 1;
    return { allowed: window.count <= limit, retryAfterMs: window.resetAt - now };
  }

  async hitDistinct(key: string, member: string, { limit, windowMs }: RateLimit): Promise<HitResult> {
    const now = this.now().getTime();
    const window = this.window(key, windowMs, now);
    const members = (window.members ??= new Set());
    const retryAfterMs = window.resetAt - now;
    if (members.has(member)) return { allowed: true, retryAfterMs };
    if (members.size >= limit) return { allowed: false, retryAfterMs };
    members.add(member);
    return { allowed: true, retryAfterMs };
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  async close(): Promise<void> {
    this.windows.clear();
  }

  /** The key's current window, a new one when there is none or it has expired. */
  private window(key: string, windowMs: number, now: number) {
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.windows.size >= this.maxKeys) this.prune(now);
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    return window;
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
    // Still full of live windows (a flood of keys): forget the oldest rather than grow without bound.
    for (const key of this.windows.keys()) {
      if (this.windows.size < this.maxKeys) break;
      this.windows.delete(key);
    }
  }
}
