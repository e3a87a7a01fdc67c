export { NotificationsList } from './NotificationsList.tsx';
export { NotificationDetails } from './NotificationDetails.tsx';
export { useUnreadNotificationsCount } from './api.ts';
export { notificationArrived, type NotificationsFilter } from './cache.ts';
