// The config module's public surface: what other modules may import from it.
export { configService, type ConfigService } from './service.ts';
