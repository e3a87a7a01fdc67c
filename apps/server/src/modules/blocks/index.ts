// The blocks module's public surface: what other modules may import from it.
export { blocksService, type BlocksService } from './service.ts';
export { notBlockedBy } from './read-model.ts';
