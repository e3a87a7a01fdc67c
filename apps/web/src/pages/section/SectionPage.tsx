import { Page, Panel } from '../../shared/ui/Page.tsx';
import { ButtonLink } from '../../shared/ui/Button.tsx';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import type { IconName } from '../../shared/ui/Icon.tsx';

/** Title and empty state of a screen whose real content arrives with later work. */
export interface SectionSpec {
  title: string;
  empty: string;
  hint?: string;
  icon?: IconName;
  action?: { label: string; to: string };
}

/** A screen that has its title and an honest empty state until its content is built. */
export function SectionPage({ title, empty, hint, icon, action }: SectionSpec) {
  return (
    <Page title={title}>
      <Panel>
        <EmptyState
          title={empty}
          hint={hint}
          icon={icon}
          action={action && <ButtonLink to={action.to}>{action.label}</ButtonLink>}
        />
      </Panel>
    </Page>
  );
}
