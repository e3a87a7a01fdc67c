// The saved-searches module's public surface: what other modules may import from it.
export { savedSearchesService, type SavedSearchesService } from './service.ts';
