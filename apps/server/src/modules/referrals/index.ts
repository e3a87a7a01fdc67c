// The referrals module's public surface: what other modules may import from it.
export { referralsService, type ReferralsService } from './service.ts';
