import { useEffect } from 'react';
import { useCurrentUser } from '../../shared/auth/session.ts';
import { lazyPart } from '../../shared/lib/lazy-part.tsx';
import { clearPushAsk, usePushAsk } from './ask.ts';
import { keepDeviceSubscribed } from './device.ts';
import { pushPermission } from './support.ts';

/** The question itself, with the refusal's memory: loaded only when there is something to ask. */
const PushPrompt = lazyPart(() => import('./PushPrompt.tsx').then((module) => module.PushPrompt));

/** A device that cannot subscribe now is asked again by the next message or ad, not told of it. */
const quietly = (work: Promise<void>) => void work.catch(() => undefined);

/**
 * Push for the signed-in person, wherever they are (loaded by `push-host.tsx`, which forgets the device
 * at sign-out): the server hears this device's subscription once per sign-in, and an ask (after a
 * message or an ad) subscribes a device whose permission is granted or shows the prompt where the
 * browser has not asked yet.
 */
export function PushHost() {
  const userId = useCurrentUser()?.id;
  const asked = usePushAsk((state) => state.asked);

  useEffect(() => {
    if (userId !== undefined) quietly(keepDeviceSubscribed(userId, { create: false }));
  }, [userId]);

  const permission = pushPermission();
  useEffect(() => {
    if (!asked || userId === undefined || permission === 'default') return;
    clearPushAsk();
    if (permission === 'granted') quietly(keepDeviceSubscribed(userId, { create: true }));
  }, [asked, userId, permission]);

  if (!asked || userId === undefined || permission !== 'default') return null;
  return <PushPrompt reason={asked.reason} userId={userId} />;
}
