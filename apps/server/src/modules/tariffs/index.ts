// The tariffs module's public surface: what other modules may import from it.
export { tariffsService, type TariffsService } from './service.ts';
