import { useEffect } from 'react';
import { beforeLogout } from '../../shared/auth/useLogout.ts';
import { lazyPart } from '../../shared/lib/lazy-part.tsx';
import { pushPermission } from './support.ts';

/** The prompt and the subscription kept: loaded after the app has started. */
const PushHostPart = lazyPart(() => import('./PushHost.tsx').then((module) => module.PushHost));

/** Only a device whose person allowed push can hold a subscription; the code to forget it comes then. */
async function forgetThisDeviceIfAllowed(): Promise<void> {
  if (pushPermission() !== 'granted') return;
  const { forgetThisDevice } = await import('./device.ts');
  await forgetThisDevice();
}

/**
 * Push on this device for a signed-in person. Signing out forgets the device from here, not from the
 * part loaded later, so that a sign-out before that part has arrived forgets it too.
 */
export function PushHost() {
  useEffect(() => beforeLogout(forgetThisDeviceIfAllowed), []);
  return <PushHostPart />;
}
