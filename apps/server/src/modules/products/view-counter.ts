import type { DomainEventBus } from '../../domain-events.ts';
import { moscowDay } from '../../platform/moscow-day.ts';
import type { ProductsRepository } from './repository.ts';

/** Writes one Moscow day's views: ad id → views. */
export type ViewsWriter = (day: string, increments: Map<number, number>) => Promise<void>;

/** Visitor-ad pairs remembered per day; past it, views are counted without asking who saw them. */
const maxRememberedVisits = 500_000;

/**
 * Views are counted in memory and written in one statement every few seconds: an UPDATE per page view
 * would rewrite the ad's row (and recompute its search vector) on the hottest read path. A visitor counts
 * once per ad and Moscow day on each instance (a balancer that spreads one visitor over instances may count
 * them once on each), and each instance flushes its own increments, so several instances add up.
 */
export class ViewCounter {
  /** Views not written yet, by day, then by ad. */
  private pending = new Map<string, Map<number, number>>();
  private visitsDay = '';
  private visits = new Set<string>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly write: ViewsWriter,
    flushEveryMs: number,
    private readonly onError: (error: unknown) => void,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.timer = setInterval(() => void this.flush(), flushEveryMs).unref();
  }

  /** A view of the ad by `visitor` (any key that tells visitors apart); no key: always counted. */
  record(productId: number, visitor?: string): void {
    const day = moscowDay(this.now());
    if (visitor !== undefined && this.seenBefore(day, `${productId} ${visitor}`)) return;
    const ofDay = this.pending.get(day) ?? new Map<number, number>();
    ofDay.set(productId, (ofDay.get(productId) ?? 0) + 1);
    this.pending.set(day, ofDay);
  }

  async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    const batches = this.pending;
    this.pending = new Map();
    for (const [day, increments] of batches) {
      try {
        await this.write(day, increments);
      } catch (error) {
        this.onError(error);
      }
    }
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  private seenBefore(day: string, visit: string): boolean {
    if (day !== this.visitsDay) {
      this.visitsDay = day;
      this.visits = new Set();
    }
    if (this.visits.has(visit)) return true;
    if (this.visits.size < maxRememberedVisits) this.visits.add(visit);
    return false;
  }
}

/** Writes a day's views onto the ads (`product_views`) and announces them (`ads.viewed`, for statistics). */
export const savingViews =
  (
    repository: Pick<ProductsRepository, 'addViews'>,
    events: Pick<DomainEventBus, 'transaction'>,
  ): ViewsWriter =>
  (day, increments) =>
    events.transaction(async (tx, announce) => {
      await repository.addViews(increments, tx);
      const views = [...increments].map(([productId, count]) => ({ productId, views: count }));
      await announce('ads.viewed', { day, views });
    });
