import { screenLabels } from '@mp/contract';
import { Button } from '../shared/ui/Button.tsx';
import { EmptyState } from '../shared/ui/EmptyState.tsx';

/** Last resort when a screen throws while rendering: say so plainly and offer a reload. */
export function ErrorScreen() {
  return (
    <EmptyState
      icon="warning"
      title={screenLabels.errorTitle}
      hint={screenLabels.errorHint}
      action={<Button onClick={() => window.location.reload()}>{screenLabels.reload}</Button>}
    />
  );
}
