import { useId, useState } from 'react';
import { pushLabels } from '@mp/contract';
import { Button } from '../../shared/ui/Button.tsx';
import { clearPushAsk, type PushReason } from './ask.ts';
import { enablePush } from './enable.ts';
import { refusedRecently, rememberRefusal } from './refusal.ts';
import styles from './PushPrompt.module.css';

const why: Record<PushReason, string> = {
  message: pushLabels.askAfterMessage,
  ad: pushLabels.askAfterAd,
};

/**
 * The app's own question before the browser's: the sentence why, «Включить уведомления» (only then
 * the browser asks) and «Не сейчас». A refusal of either kind is not asked about again for a while.
 * A small dialog that leaves the page usable: at the top, clear of a phone's message field.
 */
export function PushPrompt({ reason, userId }: { reason: PushReason; userId: number }) {
  const textId = useId();
  const [busy, setBusy] = useState(false);
  if (refusedRecently()) return null;

  const later = () => {
    rememberRefusal();
    clearPushAsk();
  };
  const enable = async () => {
    setBusy(true);
    await enablePush(userId);
    clearPushAsk();
  };

  return (
    <div
      className={styles.prompt}
      role="dialog"
      aria-modal="false"
      aria-label={pushLabels.settingsTitle}
      aria-describedby={textId}
    >
      <p id={textId} className={styles.text} role="status">
        {why[reason]}
      </p>
      <div className={styles.actions}>
        <Button size="l" disabled={busy} onClick={() => void enable()}>
          {pushLabels.enable}
        </Button>
        <Button size="l" variant="secondary" disabled={busy} onClick={later}>
          {pushLabels.later}
        </Button>
      </div>
    </div>
  );
}
