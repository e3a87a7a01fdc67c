export interface RateLimit {
  /** Requests allowed in one window. */
  limit: number;
  windowMs: number;
}

export interface HitResult {
  allowed: boolean;
  /** When the window resets; meaningful when refused. */
  retryAfterMs: number;
}

/** Fixed-window counters by key, shared by every instance when backed by Redis. */
export interface RateLimiter {
  hit(key: string, rule: RateLimit): Promise<HitResult>;
  /**
   * Counts distinct `member`s under `key` per window: a member already counted in the window is
   * allowed again at no cost, a new one only while fewer than `limit` are counted (a refused member
   * is not counted). The window starts with the first member.
   */
  hitDistinct(key: string, member: string, rule: RateLimit): Promise<HitResult>;
  /** Forgets the key's window: its next hit starts a new one. */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}
