/**
 * At most `size` tasks at once; the others wait their turn, first come first served. A task that fails
 * frees its place as one that succeeds does.
 */
export function createSlots(size: number) {
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
