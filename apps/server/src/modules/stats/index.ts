// The statistics module's public surface: sellers' statistics by day (issue 32). It alone writes
// `ad_stats_days` and `ad_stats_contacts`, from the other modules' domain events (listeners.ts).
export { statsService, type StatsService } from './service.ts';
