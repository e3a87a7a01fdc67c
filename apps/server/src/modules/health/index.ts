// The health module's public surface: what other modules may import from it.
export { healthService, type HealthService } from './service.ts';
