/**
 * A bounded map whose entries expire: the least recently written entry goes first when full. Used for
 * what is read far more often than it changes (ad pages, whose change deletes their entry; delivery
 * quotes). Every entry lives `ttlMs`, so the map's order (of writing) is the order of expiry: each
 * write first drops the expired entries at its head. The map holds what was written within `ttlMs`,
 * not every entry since it was last full (record 0168).
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: V; expires: number }>();

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.dropExpired();
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, expires: this.now() + this.ttlMs });
  }

  /** Entries kept now, expired ones not yet dropped included. */
  get size(): number {
    return this.entries.size;
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  private dropExpired(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) {
      if (entry.expires > now) return;
      this.entries.delete(key);
    }
  }
}

/**
 * The promise kept under `key`, or `load()`'s, kept for the cache's time to live: callers in the meantime
 * share one load. A load that fails is dropped at once, so the next call tries again.
 */
export function rememberPromise<K, T>(
  cache: TtlCache<K, Promise<T>>,
  key: K,
  load: () => Promise<T>,
): Promise<T> {
  const kept = cache.get(key);
  if (kept) return kept;
  const loading = load();
  cache.set(key, loading);
  loading.catch(() => {
    if (cache.get(key) === loading) cache.delete(key);
  });
  return loading;
}
