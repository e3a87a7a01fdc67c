import type { PushMessage } from '@mp/contract';

/** What `showNotification` is called with for one push. */
export interface NotificationToShow {
  title: string;
  options: NotificationOptions & { data: { url: string } };
}

const icon = '/icons/icon-192.png';

const isPushMessage = (value: unknown): value is PushMessage =>
  typeof value === 'object' &&
  value !== null &&
  ['title', 'body', 'url', 'tag'].every((key) => typeof (value as Record<string, unknown>)[key] === 'string');

/**
 * The notification of a push (the contract's `pushMessageSchema`). A push the browser delivers must be
 * shown, so one that does not read as a message still shows the app's name and opens the app; a second
 * push of one tag replaces the first on the device.
 */
export function notificationOf(payload: unknown, appName: string): NotificationToShow {
  if (!isPushMessage(payload)) return { title: appName, options: { icon, data: { url: '/' } } };
  const { title, body, url, tag } = payload;
  return { title, options: { body, tag, icon, data: { url } } };
}

/** The address a notification opens: a path of this site, never another site's address. */
export function addressOf(data: unknown, origin: string): string {
  const url = typeof data === 'object' && data !== null ? (data as { url?: unknown }).url : undefined;
  if (typeof url !== 'string' || !URL.canParse(url, origin)) return `${origin}/`;
  const address = new URL(url, origin);
  return address.origin === origin ? address.href : `${origin}/`;
}

/** An open window of the app, as the worker sees it. */
export interface AppWindow {
  url: string;
  focused: boolean;
}

/**
 * The window a click on a notification brings forward: one already at its address, else the focused
 * window of the app, else any; undefined when none is open (a new one opens then).
 */
export function windowFor<W extends AppWindow>(
  windows: readonly W[],
  address: string,
  origin: string,
): W | undefined {
  const ours = windows.filter((window) => new URL(window.url).origin === origin);
  return ours.find((window) => window.url === address) ?? ours.find((window) => window.focused) ?? ours[0];
}
