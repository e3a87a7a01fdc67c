import type { PushSubscriptionBody } from '@mp/contract';
import { deleteSubscription, fetchPushKey, saveSubscription } from './api.ts';
import { pushPermission, pushSupported } from './support.ts';

/** The person whose subscription the server was last told of in this tab (once per sign-in is enough). */
const toldForKey = 'mp:push-told-for';
/** The service worker is registered after the page loads; one that never comes is a failure, not a wait. */
const workerWaitMs = 10_000;

/** The bytes of a base64url string, as `applicationServerKey` takes the server's VAPID key. */
export function base64urlBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function serviceWorkerReady(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('No service worker')), workerWaitMs);
  });
  return Promise.race([navigator.serviceWorker.ready, late]).finally(() => clearTimeout(timer));
}

/** This device's subscription, if it has one; it does not wait for a service worker. */
async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

async function tellServer(subscription: PushSubscription, userId: number): Promise<void> {
  // Marked before it is sent, so that an ask meanwhile does not send it twice.
  sessionStorage.setItem(toldForKey, String(userId));
  try {
    // The browser's JSON is what the contract describes; the server checks it.
    await saveSubscription(subscription.toJSON() as PushSubscriptionBody);
  } catch (error) {
    sessionStorage.removeItem(toldForKey);
    throw error;
  }
}

/** Subscribes this device (the permission granted) or takes its subscription, and tells the server. */
export async function subscribeDevice(userId: number): Promise<void> {
  const { pushManager } = await serviceWorkerReady();
  const subscription =
    (await pushManager.getSubscription()) ??
    (await pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64urlBytes(await fetchPushKey()),
    }));
  await tellServer(subscription, userId);
}

/** Whether this device has a subscription (the settings offer one when it has not). */
export const deviceSubscribed = async (): Promise<boolean> => (await currentSubscription()) !== null;

/**
 * With the permission granted, the server is told this device's subscription once per sign-in, in case
 * it lost it; `create` subscribes a device that has none (after the person's message or ad).
 */
export async function keepDeviceSubscribed(userId: number, { create }: { create: boolean }): Promise<void> {
  if (pushPermission() !== 'granted') return;
  const subscription = await currentSubscription();
  if (subscription) {
    if (sessionStorage.getItem(toldForKey) !== String(userId)) await tellServer(subscription, userId);
  } else if (create) {
    await subscribeDevice(userId);
  }
}

/**
 * Before signing out: the server forgets this device's subscription while the session stands, and the
 * browser drops it, so the next person on this device hears nothing of the last one's. The browser's
 * part is done even when the server cannot be reached: a push service then refuses the old endpoint.
 */
export async function forgetThisDevice(): Promise<void> {
  sessionStorage.removeItem(toldForKey);
  const subscription = await currentSubscription();
  if (!subscription) return;
  try {
    await deleteSubscription(subscription.endpoint);
  } finally {
    await subscription.unsubscribe();
  }
}
