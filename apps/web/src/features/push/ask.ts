import { create } from 'zustand';

/** What the person just did that makes push worth asking for; the prompt says why in those terms. */
export type PushReason = 'message' | 'ad';

interface PushAsk {
  /** A new object on every ask, so that the prompt weighs each one afresh (the time since a refusal). */
  asked: { reason: PushReason } | null;
}

/**
 * The ask for push permission, raised by what the person does and answered by the prompt of
 * `PushHost`. Small and free of the contract's schemas: the chat and the ad form import it.
 */
export const usePushAsk = create<PushAsk>(() => ({ asked: null }));

/** After the person's message is sent or their ad published: push may be offered (never on page load). */
export const askForPush = (reason: PushReason): void => usePushAsk.setState({ asked: { reason } });

export const clearPushAsk = (): void => usePushAsk.setState({ asked: null });
