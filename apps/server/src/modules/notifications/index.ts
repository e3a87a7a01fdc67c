// The notifications module's public surface: what other modules may import from it.
export { listenForNotices } from './listeners.ts';
export { noticesOf, type Notice } from './notices.ts';
export { notificationsService, type NotificationsService } from './service.ts';
