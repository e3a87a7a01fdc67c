import { screenLabels } from '@mp/contract';
import { Moderation } from '../../features/moderation/index.ts';
import { Page } from '../../shared/ui/Page.tsx';

export function ModerationPage() {
  return (
    <Page title={screenLabels.moderationTitle}>
      <Moderation />
    </Page>
  );
}
