export /** A value loaded on first use and again once it is `ttlMs` old; a failed load is not kept. */
function cached<T>(load: () => Promise<T>, ttlMs: number): () => Promise<T> {
  let entry: { value: Promise<T>; expires: number } | undefined;
  return () => {
    if (entry && entry.expires > Date.now()) return entry.value;
    const value = load();
    entry = { value, expires: Date.now() + ttlMs };
    value.catch(() => {
      entry = undefined;
    });
    return value;
  };
}
