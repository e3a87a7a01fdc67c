// The notifications module's public surface: what other modules may import from it.
export { notificationsService, type NotificationsService } from './service.ts';
