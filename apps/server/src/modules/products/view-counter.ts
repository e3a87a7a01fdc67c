/**
 * Views are counted in memory and written in one statement every few seconds: an UPDATE per page view
 * would rewrite the ad's row (and recompute its search vector) on the hottest read path. Each
 * instance flushes its own increments, so several instances add up correctly.
 */
export class ViewCounter {
  private pending = new Map<number, number>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly write: (increments: Map<number, number>) => Promise<void>,
    flushEveryMs: number,
    private readonly onError: (error: unknown) => void,
  ) {
    this.timer = setInterval(() => void this.flush(), flushEveryMs).unref();
  }

  record(productId: number): void {
    this.pending.set(productId, (this.pending.get(productId) ?? 0) + 1);
  }

  async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    try {
      await this.write(batch);
    } catch (error) {
      this.onError(error);
    }
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}
