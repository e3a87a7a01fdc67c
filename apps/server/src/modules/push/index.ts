// The push module's public surface: what other modules may import from it.
export { listenForPushes } from './listeners.ts';
export { pushRoutes } from './routes.ts';
export { pushService, type PushService } from './service.ts';
