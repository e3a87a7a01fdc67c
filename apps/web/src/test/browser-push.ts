import { onTestFinished, vi } from 'vitest';

/** Bytes as base64url, the way push services and the server's VAPID key spell them. */
export const base64url = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64url');

/** A subscription as a push service would hand it out: its endpoint and the keys of RFC 8291. */
export const subscriptionJson = (endpoint = 'https://fcm.googleapis.com/fcm/send/device-1') => ({
  endpoint,
  expirationTime: null,
  keys: {
    p256dh: base64url(Uint8Array.from({ length: 65 }, (_, i) => (i === 0 ? 4 : i))),
    auth: base64url(Uint8Array.from({ length: 16 }, (_, i) => 200 + i)),
  },
});

interface BrowserPushOptions {
  /** Where the browser stands before the test: never asked, refused or allowed. */
  permission?: NotificationPermission;
  /** What the person answers the browser's own question with. */
  answer?: NotificationPermission;
  /** A subscription this device already holds. */
  subscribed?: boolean;
}

/**
 * The browser's edge of Web Push for a web test: `Notification`, `PushManager` and a service worker
 * registration whose `pushManager` hands out a subscription. The app's requests still go to the test's
 * API. Undone when the test finishes; without it, jsdom is a browser with no push at all.
 */
export function stubBrowserPush({
  permission = 'default',
  answer = 'granted',
  subscribed = false,
}: BrowserPushOptions = {}) {
  const browser = {
    permission,
    subscription: null as PushSubscription | null,
    /** What `pushManager.subscribe` was called with, in order. */
    subscribeOptions: [] as PushSubscriptionOptionsInit[],
    requestPermission: vi.fn(async () => {
      if (browser.permission === 'default') browser.permission = answer;
      return browser.permission;
    }),
    /** The subscription's own `unsubscribe()`. */
    unsubscribe: vi.fn(async () => {
      browser.subscription = null;
      return true;
    }),
  };
  const makeSubscription = () => {
    const json = subscriptionJson();
    return {
      endpoint: json.endpoint,
      toJSON: () => json,
      unsubscribe: browser.unsubscribe,
    } as unknown as PushSubscription;
  };
  if (subscribed) browser.subscription = makeSubscription();

  const pushManager = {
    getSubscription: async () => browser.subscription,
    subscribe: async (options: PushSubscriptionOptionsInit) => {
      browser.subscribeOptions.push(options);
      browser.subscription = makeSubscription();
      return browser.subscription;
    },
  };
  const registration = { pushManager };
  vi.stubGlobal(
    'Notification',
    class {
      static get permission() {
        return browser.permission;
      }
      static requestPermission = browser.requestPermission;
    },
  );
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  onTestFinished(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    vi.unstubAllGlobals();
  });
  return browser;
}
