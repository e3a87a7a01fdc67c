import { QueryCache, type Query } from '@tanstack/react-query';

type Enabled = boolean | ((query: Query) => boolean) | undefined;

/**
 * The query cache of a page rendered on the server. Rendering does not fetch, but every `useQuery`
 * builds its query in the cache as it renders (with the observer's options, `enabled` among them):
 * this cache remembers the enabled ones that have no data yet, so the renderer can fetch them and
 * render again with the data.
 */
export class CollectingQueryCache extends QueryCache {
  readonly #wanted = new Set<Query>();

  override build: QueryCache['build'] = (client, options, state) => {
    const built = super.build(client, options, state);
    const query = built as unknown as Query;
    const enabled = (options as { enabled?: Enabled }).enabled;
    const on = typeof enabled === 'function' ? enabled(query) : enabled;
    if (on !== false && query.state.status === 'pending') this.#wanted.add(query);
    return built;
  };

  /** Fetches what the last render asked for; false when it asked for nothing new. */
  async fetchWanted(): Promise<boolean> {
    const wanted = [...this.#wanted];
    this.#wanted.clear();
    // A failed query stays failed: the page renders its error or empty state, as the browser would.
    await Promise.all(wanted.map((query) => query.fetch().catch(() => undefined)));
    return wanted.length > 0;
  }
}
