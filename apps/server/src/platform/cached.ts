export interface CachedOptions<T> {
  /** The clock, in ms (tests move it). */
  now?: () => number;
  /** Whether a loaded value may be kept (an empty list of a database not seeded yet need not be). */
  keep?: (value: T) => boolean;
}

/** A cached value: call it for the value; `forget()` has the next call load it again. */
export type Cached<T> = (() => Promise<T>) & { forget: () => void };

/**
 * A value loaded on first use and again once it is `ttlMs` old (0: on every use); a failed load is not
 * kept, nor one that `keep` refuses.
 */
export function cached<T>(
  load: () => Promise<T>,
  ttlMs: number,
  { now = Date.now, keep }: CachedOptions<T> = {},
): Cached<T> {
  let entry: { value: Promise<T>; expires: number } | undefined;
  const get = () => {
    if (entry && entry.expires > now()) return entry.value;
    const value = load();
    const loaded = { value, expires: now() + ttlMs };
    entry = loaded;
    const drop = () => {
      if (entry === loaded) entry = undefined;
    };
    value.then((result) => {
      if (keep && !keep(result)) drop();
    }, drop);
    return value;
  };
  const forget = () => {
    entry = undefined;
  };
  return Object.assign(get, { forget });
}

/** `derive` of the source's value, computed again only when the source gives another value (a reload). */
export function derivedFrom<A, B>(source: () => Promise<A>, derive: (value: A) => B): () => Promise<B> {
  let last: { from: A; value: B } | undefined;
  return async () => {
    const from = await source();
    if (last?.from !== from) last = { from, value: derive(from) };
    return last.value;
  };
}
