// The packages module's public surface: what other modules may import from it.
export { packagesService, type PackagesService } from './service.ts';
