// The map module's public surface: what other modules may import from it.
export { mapService, type MapService } from './service.ts';
export { mapRepository } from './repository.ts';
