import { messages, screenLabels } from '@mp/contract';
import { ButtonLink } from '../../shared/ui/Button.tsx';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { Page, Panel } from '../../shared/ui/Page.tsx';

export function NotFoundPage() {
  return (
    <Page title={messages.notFound}>
      <Panel>
        <EmptyState
          icon="compass"
          title={screenLabels.notFoundHint}
          action={<ButtonLink to="/">{screenLabels.toHome}</ButtonLink>}
        />
      </Panel>
    </Page>
  );
}
