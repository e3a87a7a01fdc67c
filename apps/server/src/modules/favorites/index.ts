// The favorites module's public surface: what other modules may import from it.
export { favoritesService, type FavoritesService } from './service.ts';
