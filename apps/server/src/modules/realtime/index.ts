// The realtime module's public surface: what other modules may import from it.
export { broadcastingService, type BroadcastingService } from './service.ts';
