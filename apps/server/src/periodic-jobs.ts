import type { Services } from './services.ts';
import type { PeriodicJob } from './platform/jobs/index.ts';

const hourly = 60;
/** New ads of saved searches are announced within minutes, not at the hourly clean-up. */
const savedSearchesMinutes = 5;
const mapCellsMinutes = 10;

/** Every job the server repeats on its own, each owned by its module's service. */
export function periodicJobs(services: Services): PeriodicJob[] {
  return [
    // Domain events whose delivery did not finish: a killed process, a failed listener (record 0119).
    { name: 'events-relay', everyMinutes: 1, run: () => services.events.relay() },
    { name: 'auth-purge-expired', everyMinutes: hourly, run: () => services.auth.purgeExpired() },
    { name: 'ads-expire', everyMinutes: hourly, run: () => services.ads.expireDue() },
    { name: 'ads-end-vip', everyMinutes: hourly, run: () => services.ads.endVipDue() },
    {
      name: 'notifications-purge-read',
      everyMinutes: hourly,
      run: () => services.notifications.purgeOldRead(),
    },
    { name: 'wallet-purge-keys', everyMinutes: hourly, run: () => services.wallet.purgeOldKeys() },
    { name: 'orders-settle-overdue', everyMinutes: hourly, run: () => services.orders.settleOverdue() },
    { name: 'tariffs-renew', everyMinutes: hourly, run: () => services.tariffs.renewDue() },
    {
      name: 'search-refresh-vocabulary',
      everyMinutes: hourly,
      run: () => services.search.refreshVocabularyIfDue(),
    },
    {
      name: 'search-forget-old-clicks',
      everyMinutes: hourly,
      run: () => services.learning.forgetOldClicks(),
    },
    { name: 'stats-forget-old-days', everyMinutes: hourly, run: () => services.stats.forgetOldDays() },
    // The typical prices the automatic checks compare with, once a day (record 0184).
    {
      name: 'screening-refresh-prices',
      everyMinutes: hourly,
      run: () => services.screening.refreshPricesIfDue(services.ads.typicalPrices),
    },
    // A city's pickup points are read again once a day old; orders already placed keep theirs (record 0170).
    { name: 'delivery-refresh-points', everyMinutes: hourly, run: () => services.delivery.refreshPoints() },
    // Parcels not handed in by their deadline, not collected, or silent (record 0172).
    { name: 'delivery-settle-parcels', everyMinutes: hourly, run: () => services.delivery.settle() },
    // The map's clusters count the ads as of this run (record 0176).
    { name: 'map-rebuild-cells', everyMinutes: mapCellsMinutes, run: () => services.map.rebuildCells() },
    {
      name: 'saved-searches-announce',
      everyMinutes: savedSearchesMinutes,
      run: () => services.savedSearches.announceNew(),
    },
  ];
}
