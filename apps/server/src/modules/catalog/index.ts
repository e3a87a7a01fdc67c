// The catalog module's public surface: what other modules may import from it.
export { catalogService, type CatalogService } from './service.ts';
