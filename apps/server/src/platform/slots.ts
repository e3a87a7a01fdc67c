/** How many tasks may wait for a place; one more is refused at once with the error `overflow()` makes. */
export interface WaitingLimit {
  maxWaiting: number;
  overflow: () => Error;
}

/**
 * At most `size` tasks at once; the others wait their turn, first come first served, as many as `limit`
 * allows (all of them without one). A task that fails frees its place as one that succeeds does.
 */
export function createSlots(size: number, limit?: WaitingLimit) {
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < size) running += 1;
      else if (limit && waiting.length >= limit.maxWaiting) throw limit.overflow();
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
    /** Tasks running and waiting now (for tests and metrics). */
    load: () => ({ running, waiting: waiting.length }),
  };
}

export type Slots = ReturnType<typeof createSlots>;
