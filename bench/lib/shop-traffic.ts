// What the visitors of a small shop ask for (the embedded bench's steady load), mixed by weight, and
// the ads kept apart for the ad-page probe, so that every probe is a first view (a page-cache miss).
import type { Dataset } from './dataset.ts';
import { feedPaths, searchTailPaths } from './scenarios.ts';

export interface ShopTraffic {
  /** The path of the mix's next request. */
  next(): string;
  /** Ad pages the mix never asks for, one per probe, in order. */
  probeAdPaths: string[];
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

/** At most this many ads are kept for the probe (and at most half the sample). */
const probeAdsMax = 5_000;

export function shopTraffic(ds: Dataset): ShopTraffic {
  const kept = Math.min(probeAdsMax, Math.floor(ds.productIds.length / 2));
  const probeIds = ds.productIds.slice(0, kept);
  const visitedIds = ds.productIds.slice(kept);
  const searches = searchTailPaths(ds);
  const feeds = feedPaths(ds);
  /** Requests in a hundred: the ad page and its similar ads, searches, feeds, the categories. */
  const mix: [weight: number, path: () => string][] = [
    [40, () => `/api/products/${pick(visitedIds)}`],
    [10, () => `/api/products/${pick(visitedIds)}/similar`],
    [30, () => pick(searches)],
    [5, () => pick(feeds)],
    [15, () => '/api/categories'],
  ];
  const total = mix.reduce((sum, [weight]) => sum + weight, 0);
  return {
    next() {
      let roll = Math.random() * total;
      for (const [weight, path] of mix) {
        roll -= weight;
        if (roll < 0) return path();
      }
      return mix[0]![1]();
    },
    probeAdPaths: probeIds.map((id) => `/api/products/${id}`),
  };
}
