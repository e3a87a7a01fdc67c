/** Chromium's `beforeinstallprompt` event: the browser's offer to install the app, kept for a click. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** How this browser installs the app: its own prompt, the iPhone's steps, or not at all (installed). */
export type InstallWay = 'prompt' | 'ios-steps' | 'none';

let offer: BeforeInstallPromptEvent | undefined;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** The app already runs installed, from the home screen. */
const installed = () =>
  window.matchMedia('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

/** iPhone and iPad (an iPad's Safari says it is a Mac, with a touch screen): installed only by hand. */
const iosDevice = () =>
  /iPhone|iPad|iPod/.test(navigator.userAgent) ||
  (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);

export function installWay(): InstallWay {
  if (installed()) return 'none';
  if (offer) return 'prompt';
  return iosDevice() ? 'ios-steps' : 'none';
}

export function subscribeToInstallWay(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Keeps the browser's offer to install instead of its own bar, for «Установить приложение» to show it.
 * Returns the function that stops listening and forgets the offer.
 */
export function keepInstallOffer(): () => void {
  const keep = (event: Event) => {
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    changed();
  };
  const forget = () => {
    offer = undefined;
    changed();
  };
  window.addEventListener('beforeinstallprompt', keep);
  window.addEventListener('appinstalled', forget);
  return () => {
    window.removeEventListener('beforeinstallprompt', keep);
    window.removeEventListener('appinstalled', forget);
    forget();
  };
}

/** Shows the browser's install prompt; an offer is good for one prompt, whatever the person answers. */
export async function promptToInstall(): Promise<void> {
  const shown = offer;
  if (!shown) return;
  offer = undefined;
  changed();
  await shown.prompt();
}
