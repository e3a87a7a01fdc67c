import { useState } from 'react';
import { authLabels } from '@mp/contract';
import { Button } from '../../shared/ui/Button.tsx';
import { useCountdown } from './useCountdown.ts';

/** A new code no sooner than a minute after the last one (the server enforces the same). */
export const resendDelaySeconds = 60;

export function ResendButton({ onResend }: { onResend: () => Promise<boolean> }) {
  const { left, restart } = useCountdown(resendDelaySeconds);
  const [busy, setBusy] = useState(false);
  const resend = async () => {
    setBusy(true);
    if (await onResend()) restart();
    setBusy(false);
  };
  return (
    <Button variant="link" onClick={() => void resend()} disabled={left > 0 || busy}>
      {left > 0 ? authLabels.resendIn(left) : authLabels.resend}
    </Button>
  );
}
