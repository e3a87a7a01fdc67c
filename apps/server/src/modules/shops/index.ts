// The shops module's public surface: what other modules may import from it.
export { shopsService, type ShopsService } from './service.ts';
