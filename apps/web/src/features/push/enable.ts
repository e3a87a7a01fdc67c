import { messages } from '@mp/contract';
import { toast } from '../../shared/ui/toast-store.ts';
import { subscribeDevice } from './device.ts';
import { rememberRefusal } from './refusal.ts';

/**
 * «Включить уведомления»: the browser's question (answered at once when already allowed), then the
 * subscription. A refusal is remembered; a failure is told. Resolves whether the device is subscribed.
 */
export async function enablePush(userId: number): Promise<boolean> {
  try {
    if ((await Notification.requestPermission()) !== 'granted') {
      rememberRefusal();
      return false;
    }
    await subscribeDevice(userId);
    return true;
  } catch {
    toast.error(messages.pushSubscribeError);
    return false;
  }
}
