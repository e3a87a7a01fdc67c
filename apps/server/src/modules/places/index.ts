// The places module's public surface: what other modules may import from it.
export { placesService, type PlacesService } from './service.ts';
