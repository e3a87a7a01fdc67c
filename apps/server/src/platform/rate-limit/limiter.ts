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
  close(): Promise<void>;
}
