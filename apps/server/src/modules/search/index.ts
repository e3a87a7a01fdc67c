// The search module's public surface: what other modules may import from it.
export { searchService, type SearchService } from './service.ts';
export type { QueryMeaning, WordMeaning } from './vocabulary/meaning.ts';
export { searchLearning, type SearchLearning, type VocabularySuggestion } from './learning.ts';
