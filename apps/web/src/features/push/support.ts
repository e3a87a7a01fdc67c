/** Whether this browser can receive Web Push at all: a service worker, the Push API and notifications. */
export const pushSupported = (): boolean =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** Where this device stands: it cannot, the person refused in the browser, allowed, or was not asked. */
export type PushPermission = 'unsupported' | NotificationPermission;

export const pushPermission = (): PushPermission =>
  pushSupported() ? Notification.permission : 'unsupported';
